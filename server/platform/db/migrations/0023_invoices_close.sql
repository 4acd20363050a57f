CREATE TABLE "customer_billing" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"street" text NOT NULL,
	"address_additional" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text DEFAULT 'DE' NOT NULL,
	"vat_id" text,
	"invoice_email" text NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"leitweg_id" text,
	"line_arrangement" text DEFAULT 'person' NOT NULL,
	"send_xrechnung" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "customer_billing_terms_check" CHECK ("customer_billing"."payment_terms_days" between 0 and 365),
	CONSTRAINT "customer_billing_country_check" CHECK ("customer_billing"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_days" (
	"invoice_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bewerber_id" integer NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "invoice_days_invoice_id_messe_id_customer_id_bewerber_id_day_pk" PRIMARY KEY("invoice_id","messe_id","customer_id","bewerber_id","day")
);
--> statement-breakpoint
CREATE TABLE "invoice_files" (
	"invoice_id" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_files_invoice_id_format_pk" PRIMARY KEY("invoice_id","format")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"scope" text NOT NULL,
	"messe_id" integer,
	"month" text,
	"cancels_id" integer,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service_from" date NOT NULL,
	"service_to" date NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"model" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_cancels_id_unique" UNIQUE("cancels_id"),
	CONSTRAINT "invoices_year_sequence" UNIQUE("year","sequence"),
	CONSTRAINT "invoices_scope_check" CHECK (("invoices"."scope" = 'pair' and "invoices"."messe_id" is not null) or ("invoices"."scope" = 'month' and "invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')),
	CONSTRAINT "invoices_cancels_check" CHECK (("invoices"."kind" = 'cancellation') = ("invoices"."cancels_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pair_person_rates" (
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bewerber_id" integer NOT NULL,
	"hourly_net_cents" integer NOT NULL,
	CONSTRAINT "pair_person_rates_messe_id_customer_id_bewerber_id_pk" PRIMARY KEY("messe_id","customer_id","bewerber_id"),
	CONSTRAINT "pair_person_rates_hourly_check" CHECK ("pair_person_rates"."hourly_net_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pair_rates" (
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"hourly_net_cents" integer NOT NULL,
	"sunday_percent" integer DEFAULT 0 NOT NULL,
	"holiday_percent" integer DEFAULT 0 NOT NULL,
	"night_percent" integer DEFAULT 0 NOT NULL,
	"night_from" integer,
	"night_to" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pair_rates_messe_id_customer_id_pk" PRIMARY KEY("messe_id","customer_id"),
	CONSTRAINT "pair_rates_hourly_check" CHECK ("pair_rates"."hourly_net_cents" > 0),
	CONSTRAINT "pair_rates_percent_check" CHECK ("pair_rates"."sunday_percent" between 0 and 1000 and "pair_rates"."holiday_percent" between 0 and 1000 and "pair_rates"."night_percent" between 0 and 1000),
	CONSTRAINT "pair_rates_night_check" CHECK (("pair_rates"."night_from" is null) = ("pair_rates"."night_to" is null) and ("pair_rates"."night_from" is null or ("pair_rates"."night_from" between 0 and 1439 and "pair_rates"."night_to" between 0 and 1439)))
);
--> statement-breakpoint
CREATE TABLE "period_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text,
	"messe_id" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"snapshot" jsonb NOT NULL,
	"payroll_file" "bytea",
	"payroll_sha256" text,
	"invoice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text,
	CONSTRAINT "period_closes_scope_check" CHECK (("period_closes"."month" is null) <> ("period_closes"."messe_id" is null) and ("period_closes"."month" is null or "period_closes"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')),
	CONSTRAINT "period_closes_reopen_check" CHECK (("period_closes"."reopened_at" is null) = ("period_closes"."reopen_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_billing" ADD CONSTRAINT "customer_billing_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_billing" ADD CONSTRAINT "customer_billing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_days" ADD CONSTRAINT "invoice_days_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_messe_id_messen_id_fk" FOREIGN KEY ("messe_id") REFERENCES "public"."messen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_id_invoices_id_fk" FOREIGN KEY ("cancels_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_person_rates" ADD CONSTRAINT "pair_person_rates_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_person_rates" ADD CONSTRAINT "pair_person_rates_messe_id_customer_id_pair_rates_messe_id_customer_id_fk" FOREIGN KEY ("messe_id","customer_id") REFERENCES "public"."pair_rates"("messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_rates" ADD CONSTRAINT "pair_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_rates" ADD CONSTRAINT "pair_rates_messe_id_customer_id_messe_customers_messe_id_customer_id_fk" FOREIGN KEY ("messe_id","customer_id") REFERENCES "public"."messe_customers"("messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closes" ADD CONSTRAINT "period_closes_messe_id_messen_id_fk" FOREIGN KEY ("messe_id") REFERENCES "public"."messen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closes" ADD CONSTRAINT "period_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closes" ADD CONSTRAINT "period_closes_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_days_pair_day_idx" ON "invoice_days" USING btree ("messe_id","customer_id","day");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "period_closes_month_in_force" ON "period_closes" USING btree ("month") WHERE "period_closes"."reopened_at" is null and "period_closes"."month" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "period_closes_messe_in_force" ON "period_closes" USING btree ("messe_id") WHERE "period_closes"."reopened_at" is null and "period_closes"."messe_id" is not null;