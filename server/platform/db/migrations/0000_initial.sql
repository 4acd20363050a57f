CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"bewerber_id" integer NOT NULL,
	"status" text DEFAULT 'step1' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('step1', 'complete', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "bewerber" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"gender" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone_mobile" text NOT NULL,
	"birthdate" date,
	"student" boolean DEFAULT true NOT NULL,
	"job" text,
	"street" text,
	"zipcode" text,
	"city" text,
	"nationality" text,
	"birth_country" text,
	"birthplace" text,
	"height" smallint,
	"size_top" smallint,
	"size_bottom" smallint,
	"size_shoe" smallint,
	"license" boolean,
	"vehicle" boolean,
	"photo_key" text,
	"language_german" smallint,
	"language_english" smallint,
	"language_french" smallint,
	"language_spanish" smallint,
	"language_italian" smallint,
	"language_turkish" smallint,
	"language_russian" smallint,
	"language_other" text,
	"study_subject" text,
	"study_place" text,
	"study_end" smallint,
	"experience_service" smallint,
	"experience_bar" smallint,
	"experience_kueche" smallint,
	"experience_infodesk" smallint,
	"experience_promotion" smallint,
	"foreign_experience_when" text,
	"foreign_experience_location" text,
	"foreign_experience_duration" text,
	"referer" text,
	"privacy_accepted_at" timestamp with time zone,
	"contract" boolean DEFAULT false NOT NULL,
	"rv_number_enc" text,
	"tax_number_enc" text,
	"kk_type" text,
	"kk_name" text,
	"kk_number" text,
	"bank_iban_enc" text,
	"bank_bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bewerber_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "bewerber_gender_check" CHECK ("bewerber"."gender" in ('w', 'm', 'd')),
	CONSTRAINT "bewerber_kk_type_check" CHECK ("bewerber"."kk_type" is null or "bewerber"."kk_type" in ('gesetzlich', 'privat'))
);
--> statement-breakpoint
CREATE TABLE "bewerber_locations" (
	"bewerber_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "bewerber_locations_bewerber_id_location_id_pk" PRIMARY KEY("bewerber_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"bewerber_id" integer NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bewerber_messen" (
	"bewerber_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bewerber_messen_bewerber_id_messe_id_pk" PRIMARY KEY("bewerber_id","messe_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messe_customers" (
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"signature_id" integer,
	CONSTRAINT "messe_customers_messe_id_customer_id_pk" PRIMARY KEY("messe_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "messen" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"city" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messen_dates_check" CHECK ("messen"."date_end" >= "messen"."date_start")
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"svg" text NOT NULL,
	"content_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_kind_check" CHECK ("signatures"."kind" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"bewerber_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"signed_at" timestamp with time zone,
	"signature_id" integer,
	CONSTRAINT "staff_assignments_bewerber_id_messe_id_customer_id_pk" PRIMARY KEY("bewerber_id","messe_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "supervisor_assignments" (
	"user_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "supervisor_assignments_user_id_messe_id_customer_id_pk" PRIMARY KEY("user_id","messe_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "times" (
	"id" serial PRIMARY KEY NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bewerber_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_start" integer NOT NULL,
	"time_end" integer NOT NULL,
	"time_break" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "times_natural_key" UNIQUE("messe_id","customer_id","bewerber_id","day"),
	CONSTRAINT "times_range_check" CHECK ("times"."time_start" >= 0 and "times"."time_start" <= "times"."time_end" and "times"."time_end" <= 1440 and "times"."time_break" >= 0 and "times"."time_break" <= 60)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"subject" text,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"application_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "tokens_kind_check" CHECK ("tokens"."kind" in ('password_reset', 'application_step2')),
	CONSTRAINT "tokens_subject_check" CHECK (("tokens"."kind" = 'password_reset' and "tokens"."user_id" is not null and "tokens"."application_id" is null) or ("tokens"."kind" = 'application_step2' and "tokens"."application_id" is not null and "tokens"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"timetracking" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('de', 'en')),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('staff', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bewerber" ADD CONSTRAINT "bewerber_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bewerber_locations" ADD CONSTRAINT "bewerber_locations_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bewerber_locations" ADD CONSTRAINT "bewerber_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bewerber_messen" ADD CONSTRAINT "bewerber_messen_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bewerber_messen" ADD CONSTRAINT "bewerber_messen_messe_id_messen_id_fk" FOREIGN KEY ("messe_id") REFERENCES "public"."messen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_messe_id_messen_id_fk" FOREIGN KEY ("messe_id") REFERENCES "public"."messen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_messe_id_customer_id_messe_customers_messe_id_customer_id_fk" FOREIGN KEY ("messe_id","customer_id") REFERENCES "public"."messe_customers"("messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD CONSTRAINT "supervisor_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD CONSTRAINT "supervisor_assignments_messe_id_customer_id_messe_customers_messe_id_customer_id_fk" FOREIGN KEY ("messe_id","customer_id") REFERENCES "public"."messe_customers"("messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_bewerber_id_messe_id_customer_id_staff_assignments_bewerber_id_messe_id_customer_id_fk" FOREIGN KEY ("bewerber_id","messe_id","customer_id") REFERENCES "public"."staff_assignments"("bewerber_id","messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_assignments_messe_customer_idx" ON "staff_assignments" USING btree ("messe_id","customer_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));