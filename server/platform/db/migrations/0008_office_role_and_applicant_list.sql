ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_bewerber_idx" ON "applications" USING btree ("bewerber_id");--> statement-breakpoint
CREATE INDEX "bewerber_email_lower_idx" ON "bewerber" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "bewerber_email_lower_pattern_idx" ON "bewerber" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bewerber_name_sort_idx" ON "bewerber" USING btree (lower("lastname"),lower("firstname"),"id");--> statement-breakpoint
CREATE INDEX "bewerber_lastname_pattern_idx" ON "bewerber" USING btree (lower("lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bewerber_firstname_pattern_idx" ON "bewerber" USING btree (lower("firstname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bewerber_locations_location_idx" ON "bewerber_locations" USING btree ("location_id","bewerber_id");--> statement-breakpoint
CREATE INDEX "bewerber_messen_messe_idx" ON "bewerber_messen" USING btree ("messe_id","bewerber_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decision_check" CHECK ("applications"."decision" is null or "applications"."decision" in ('invited', 'staff', 'rejected'));--> statement-breakpoint
-- No code ever created the unused role 'admin'; should a row hold it, it becomes the office.
UPDATE "users" SET "role" = 'office' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('staff', 'office'));