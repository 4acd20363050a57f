CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_cipher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cancelled_booking_days" (
	"bewerber_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"sequence" integer NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancelled_booking_days_bewerber_id_messe_id_customer_id_day_pk" PRIMARY KEY("bewerber_id","messe_id","customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint_hash" text NOT NULL,
	"subscription_cipher" text NOT NULL,
	"session_id_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_hash_unique" UNIQUE("endpoint_hash")
);
--> statement-breakpoint
CREATE TABLE "time_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"bewerber_id" integer NOT NULL,
	"messe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "time_queries_text_check" CHECK (length("time_queries"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "unanswered_listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
-- Supervisors booked before they could answer keep their meaning: confirmed. New ones start requested.
UPDATE "supervisor_assignments" SET "state" = 'confirmed';--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "answered_by_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "changed_since_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_events" text[] DEFAULT '{request,change,cancel,reminder}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_events" text[] DEFAULT '{request,change,cancel,reminder}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_booking_days" ADD CONSTRAINT "cancelled_booking_days_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_queries" ADD CONSTRAINT "time_queries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_queries" ADD CONSTRAINT "time_queries_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_queries" ADD CONSTRAINT "time_queries_bewerber_id_messe_id_customer_id_staff_assignments_bewerber_id_messe_id_customer_id_fk" FOREIGN KEY ("bewerber_id","messe_id","customer_id") REFERENCES "public"."staff_assignments"("bewerber_id","messe_id","customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_queries_open_idx" ON "time_queries" USING btree ("messe_id","customer_id") WHERE "time_queries"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD CONSTRAINT "supervisor_assignments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_assignments_reminder_idx" ON "staff_assignments" USING btree ("messe_id") WHERE "staff_assignments"."state" = 'requested' and "staff_assignments"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD CONSTRAINT "supervisor_assignments_state_check" CHECK ("supervisor_assignments"."state" in ('requested', 'confirmed', 'declined'));--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD CONSTRAINT "supervisor_assignments_reason_check" CHECK ("supervisor_assignments"."decline_reason" is null or ("supervisor_assignments"."state" = 'declined' and length("supervisor_assignments"."decline_reason") <= 200));