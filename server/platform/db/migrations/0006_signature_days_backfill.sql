-- ADR 0017: a signature covers days. Signatures given before that covered the
-- whole sheet; they are placed on their sheet and cover every day that has
-- work time there now (the times could not change after them, so these are
-- the days they covered).
UPDATE "signatures" SET "messe_id" = mc."messe_id", "customer_id" = mc."customer_id", "bewerber_id" = NULL
FROM "messe_customers" mc
WHERE mc."signature_id" = "signatures"."id" AND "signatures"."kind" = 'customer';
--> statement-breakpoint
UPDATE "signatures" SET "messe_id" = sa."messe_id", "customer_id" = sa."customer_id", "bewerber_id" = sa."bewerber_id"
FROM "staff_assignments" sa
WHERE sa."signature_id" = "signatures"."id" AND "signatures"."kind" = 'staff';
--> statement-breakpoint
INSERT INTO "signature_days" ("signature_id", "day")
SELECT DISTINCT s."id", t."day"
FROM "signatures" s
JOIN "times" t ON t."messe_id" = s."messe_id" AND t."customer_id" = s."customer_id"
  AND (s."bewerber_id" IS NULL OR t."bewerber_id" = s."bewerber_id")
WHERE s."messe_id" IS NOT NULL AND t."time_start" IS NOT NULL
ON CONFLICT DO NOTHING;
