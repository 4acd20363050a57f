CREATE INDEX "bewerber_staff_login_idx" ON "bewerber" USING btree ("id","user_id") WHERE "bewerber"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "law_snapshots_month_idx" ON "law_snapshots" USING btree ("month");--> statement-breakpoint
CREATE INDEX "users_id_created_idx" ON "users" USING btree ("id","created_at");--> statement-breakpoint
-- Every staff person has a snapshot row: a record that gets a login gets a stale placeholder
-- (month '', never the current one; server/records/law-snapshots.ts), so a refresh finds the rows
-- to recompute by law_snapshots' indexes instead of left-joining all staff on every filtered list.
CREATE FUNCTION law_snapshot_placeholder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO law_snapshots (bewerber_id, month, near_limit, summary, stale)
  VALUES (NEW.id, '', false, '{"near_limit": false, "employment_status": null, "flagged": []}', true)
  ON CONFLICT (bewerber_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bewerber_law_snapshot_row AFTER INSERT OR UPDATE OF user_id ON bewerber
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION law_snapshot_placeholder();
--> statement-breakpoint
INSERT INTO law_snapshots (bewerber_id, month, near_limit, summary, stale)
SELECT id, '', false, '{"near_limit": false, "employment_status": null, "flagged": []}', true
FROM bewerber WHERE user_id IS NOT NULL
ON CONFLICT (bewerber_id) DO NOTHING;
