CREATE TABLE "signature_days" (
	"signature_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "signature_days_signature_id_day_pk" PRIMARY KEY("signature_id","day")
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "messe_id" integer;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "bewerber_id" integer;--> statement-breakpoint
ALTER TABLE "signature_days" ADD CONSTRAINT "signature_days_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signatures_pair_idx" ON "signatures" USING btree ("messe_id","customer_id");--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_sheet_check" CHECK (("signatures"."kind" = 'customer' and "signatures"."bewerber_id" is null) or ("signatures"."kind" = 'staff' and ("signatures"."bewerber_id" is not null or "signatures"."messe_id" is null)));