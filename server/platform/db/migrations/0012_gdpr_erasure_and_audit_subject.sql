ALTER TABLE "bewerber" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject" text_pattern_ops,"id");