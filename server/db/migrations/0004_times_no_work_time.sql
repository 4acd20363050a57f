ALTER TABLE "times" DROP CONSTRAINT "times_range_check";--> statement-breakpoint
ALTER TABLE "times" ALTER COLUMN "time_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "times" ALTER COLUMN "time_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_range_check" CHECK (("times"."time_start" is null and "times"."time_end" is null and "times"."time_break" = 0) or ("times"."time_start" >= 0 and "times"."time_start" <= "times"."time_end" and "times"."time_end" <= 1440 and "times"."time_break" >= 0 and "times"."time_break" <= 60));