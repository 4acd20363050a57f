ALTER TABLE "messe_customers" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "meeting_time" text;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD COLUMN "supervisor_phone" text;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
-- Assignments planned before bookings existed keep their meaning: confirmed. New ones start requested.
UPDATE "staff_assignments" SET "state" = 'confirmed';--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "answered_by_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "changed_since_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messe_customers" ADD CONSTRAINT "messe_customers_meeting_time_check" CHECK ("messe_customers"."meeting_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_state_check" CHECK ("staff_assignments"."state" in ('requested', 'confirmed', 'declined'));--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_reason_check" CHECK ("staff_assignments"."decline_reason" is null or ("staff_assignments"."state" = 'declined' and length("staff_assignments"."decline_reason") <= 200));