ALTER TABLE "law_snapshots" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every relevant write bumps the generation, stale or not: a refresh that read generation g only
-- clears `stale` while it is still g, so a write during the computation leaves the row stale.
CREATE OR REPLACE FUNCTION law_snapshot_stale_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE law_snapshots SET stale = true, generation = generation + 1 WHERE bewerber_id = OLD.bewerber_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.bewerber_id IS DISTINCT FROM OLD.bewerber_id) THEN
    UPDATE law_snapshots SET stale = true, generation = generation + 1 WHERE bewerber_id = NEW.bewerber_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION law_snapshot_stale_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_snapshots SET stale = true, generation = generation + 1 WHERE bewerber_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION law_snapshot_stale_fair() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_snapshots SET stale = true, generation = generation + 1
  WHERE bewerber_id IN (SELECT bewerber_id FROM staff_assignments WHERE messe_id = NEW.id);
  RETURN NULL;
END;
$$;
