ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messen" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_archived_name_idx" ON "customers" USING btree ("archived_at","name","id");--> statement-breakpoint
CREATE INDEX "messen_archived_date_idx" ON "messen" USING btree ("archived_at","date_start","id");