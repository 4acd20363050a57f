CREATE TABLE "approval_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bewerber_id" integer NOT NULL,
	"day" date NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "approval_disputes_resolution_check" CHECK ("approval_disputes"."resolution" in ('corrected', 'answered')),
	CONSTRAINT "approval_disputes_resolved_check" CHECK (("approval_disputes"."resolution" is null) = ("approval_disputes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"days" date[] NOT NULL,
	"content_sha256" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tacit_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_name" text,
	"answered_ip" text,
	"signature_id" integer,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	CONSTRAINT "approval_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "approval_requests_answer_check" CHECK ("approval_requests"."answer" in ('approved', 'disputed', 'tacit')),
	CONSTRAINT "approval_requests_answered_check" CHECK (("approval_requests"."answer" is null) = ("approval_requests"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "customer_contacts_locale_check" CHECK ("customer_contacts"."locale" in ('de', 'en'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "send_signed_copy" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "auto_request_hours" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tacit_approval_days" integer;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "approver_contact_id" integer;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "copy_contact_id" integer;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "approval_auto_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "method" text DEFAULT 'stand' NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "approver_email" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "approver_ip" text;--> statement-breakpoint
ALTER TABLE "approval_disputes" ADD CONSTRAINT "approval_disputes_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_disputes" ADD CONSTRAINT "approval_disputes_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_disputes" ADD CONSTRAINT "approval_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_contact_id_customer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_pair_fk" FOREIGN KEY ("messe_id","customer_id") REFERENCES "public"."messe_customers"("messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_disputes_row_idx" ON "approval_disputes" USING btree ("request_id","bewerber_id","day");--> statement-breakpoint
CREATE INDEX "approval_disputes_open_idx" ON "approval_disputes" USING btree ("messe_id","customer_id","day") WHERE "approval_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "approval_requests_pair_idx" ON "approval_requests" USING btree ("messe_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_tacit_idx" ON "approval_requests" USING btree ("tacit_at") WHERE "approval_requests"."answer" is null and "approval_requests"."withdrawn_at" is null and "approval_requests"."tacit_at" is not null;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","name");--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_approver_contact_id_customer_contacts_id_fk" FOREIGN KEY ("approver_contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_copy_contact_id_customer_contacts_id_fk" FOREIGN KEY ("copy_contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_method_check" CHECK (("signatures"."method" = 'stand' and "signatures"."svg" <> '') or ("signatures"."method" in ('link', 'tacit') and "signatures"."kind" = 'customer' and "signatures"."svg" = ''));