ALTER TABLE "documents" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "checked_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bewerber_staff_name_sort_idx" ON "bewerber" USING btree (lower("lastname"),lower("firstname"),"id") WHERE "bewerber"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_bewerber_idx" ON "documents" USING btree ("bewerber_id","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");