ALTER TABLE "bewerber" ADD COLUMN "personnel_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bewerber_personnel_number_idx" ON "bewerber" USING btree ("personnel_number") WHERE "bewerber"."personnel_number" is not null;--> statement-breakpoint
CREATE INDEX "times_bewerber_day_idx" ON "times" USING btree ("bewerber_id","day");--> statement-breakpoint
ALTER TABLE "bewerber" ADD CONSTRAINT "bewerber_personnel_number_check" CHECK ("bewerber"."personnel_number" is null or "bewerber"."personnel_number" between 1 and 99999);