ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messen" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_active_name_idx" ON "customers" USING btree ("name","id") WHERE "customers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "customers_archived_name_idx" ON "customers" USING btree ("name","id") WHERE "customers"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "customers_name_pattern_idx" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messe_customers_customer_idx" ON "messe_customers" USING btree ("customer_id","messe_id");--> statement-breakpoint
CREATE INDEX "messen_active_date_idx" ON "messen" USING btree ("date_start","id") WHERE "messen"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "messen_archived_date_idx" ON "messen" USING btree ("date_start","id") WHERE "messen"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "messen_name_pattern_idx" ON "messen" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messen_city_pattern_idx" ON "messen" USING btree (lower("city") text_pattern_ops);