CREATE TABLE "declared_short_term_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bewerber_id" integer NOT NULL,
	"employer" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"working_days" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "declared_short_term_jobs_dates_check" CHECK ("declared_short_term_jobs"."date_to" >= "declared_short_term_jobs"."date_from"),
	CONSTRAINT "declared_short_term_jobs_days_check" CHECK ("declared_short_term_jobs"."working_days" between 1 and ("declared_short_term_jobs"."date_to" - "declared_short_term_jobs"."date_from" + 1)),
	CONSTRAINT "declared_short_term_jobs_employer_check" CHECK (length("declared_short_term_jobs"."employer") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "law_snapshots" (
	"bewerber_id" integer PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"near_limit" boolean NOT NULL,
	"summary" jsonb NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"bewerber_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_periods_dates_check" CHECK ("lecture_periods"."date_to" >= "lecture_periods"."date_from")
);
--> statement-breakpoint
CREATE TABLE "staff_wages" (
	"bewerber_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"cents_per_hour" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "staff_wages_bewerber_id_valid_from_pk" PRIMARY KEY("bewerber_id","valid_from"),
	CONSTRAINT "staff_wages_cents_check" CHECK ("staff_wages"."cents_per_hour" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "bewerber" ADD COLUMN "employment_status" text;--> statement-breakpoint
ALTER TABLE "declared_short_term_jobs" ADD CONSTRAINT "declared_short_term_jobs_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_short_term_jobs" ADD CONSTRAINT "declared_short_term_jobs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_snapshots" ADD CONSTRAINT "law_snapshots_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_periods" ADD CONSTRAINT "lecture_periods_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_wages" ADD CONSTRAINT "staff_wages_bewerber_id_bewerber_id_fk" FOREIGN KEY ("bewerber_id") REFERENCES "public"."bewerber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_wages" ADD CONSTRAINT "staff_wages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declared_short_term_jobs_person_idx" ON "declared_short_term_jobs" USING btree ("bewerber_id","date_from");--> statement-breakpoint
CREATE INDEX "law_snapshots_near_idx" ON "law_snapshots" USING btree ("month","bewerber_id") WHERE "law_snapshots"."near_limit" and not "law_snapshots"."stale";--> statement-breakpoint
CREATE INDEX "law_snapshots_stale_idx" ON "law_snapshots" USING btree ("bewerber_id") WHERE "law_snapshots"."stale";--> statement-breakpoint
CREATE INDEX "lecture_periods_person_idx" ON "lecture_periods" USING btree ("bewerber_id","date_from");--> statement-breakpoint
ALTER TABLE "bewerber" ADD CONSTRAINT "bewerber_employment_status_check" CHECK ("bewerber"."employment_status" in ('short_term', 'minijob', 'student', 'insured', 'other'));--> statement-breakpoint
-- Every write the employment-law counters read marks the person's snapshot stale (law_snapshots):
-- the staff list's filter recomputes just those. Written as triggers so no write path can forget it
-- (the tablet's sync, the office's corrections, the fair's new days, an erasure).
CREATE FUNCTION law_snapshot_stale_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE law_snapshots SET stale = true WHERE bewerber_id = OLD.bewerber_id AND NOT stale;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE law_snapshots SET stale = true WHERE bewerber_id = NEW.bewerber_id AND NOT stale;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER times_law_stale AFTER INSERT OR UPDATE OR DELETE ON times
  FOR EACH ROW EXECUTE FUNCTION law_snapshot_stale_person();
--> statement-breakpoint
CREATE TRIGGER staff_assignments_law_stale AFTER INSERT OR UPDATE OR DELETE ON staff_assignments
  FOR EACH ROW EXECUTE FUNCTION law_snapshot_stale_person();
--> statement-breakpoint
CREATE TRIGGER staff_wages_law_stale AFTER INSERT OR UPDATE OR DELETE ON staff_wages
  FOR EACH ROW EXECUTE FUNCTION law_snapshot_stale_person();
--> statement-breakpoint
CREATE TRIGGER lecture_periods_law_stale AFTER INSERT OR UPDATE OR DELETE ON lecture_periods
  FOR EACH ROW EXECUTE FUNCTION law_snapshot_stale_person();
--> statement-breakpoint
CREATE TRIGGER declared_short_term_jobs_law_stale AFTER INSERT OR UPDATE OR DELETE ON declared_short_term_jobs
  FOR EACH ROW EXECUTE FUNCTION law_snapshot_stale_person();
--> statement-breakpoint
CREATE FUNCTION law_snapshot_stale_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_snapshots SET stale = true WHERE bewerber_id = NEW.id AND NOT stale;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bewerber_status_law_stale AFTER UPDATE OF employment_status ON bewerber
  FOR EACH ROW WHEN (OLD.employment_status IS DISTINCT FROM NEW.employment_status)
  EXECUTE FUNCTION law_snapshot_stale_status();
--> statement-breakpoint
-- A fair's days are the planned days of everyone booked on it, and its state names the holidays.
CREATE FUNCTION law_snapshot_stale_fair() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_snapshots SET stale = true
  WHERE NOT stale AND bewerber_id IN (SELECT bewerber_id FROM staff_assignments WHERE messe_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messen_law_stale AFTER UPDATE OF date_start, date_end, federal_state ON messen
  FOR EACH ROW WHEN (OLD.date_start IS DISTINCT FROM NEW.date_start
    OR OLD.date_end IS DISTINCT FROM NEW.date_end
    OR OLD.federal_state IS DISTINCT FROM NEW.federal_state)
  EXECUTE FUNCTION law_snapshot_stale_fair();
