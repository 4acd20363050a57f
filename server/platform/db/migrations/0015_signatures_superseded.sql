ALTER TABLE "signatures" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "superseded_by" integer;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "superseded_reason" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_superseded_by_users_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "times_person_day_idx" ON "times" USING btree ("bewerber_id","day");--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_superseded_check" CHECK (("signatures"."superseded_at" is null and "signatures"."superseded_reason" is null) or ("signatures"."superseded_at" is not null and "signatures"."superseded_reason" is not null));