ALTER TABLE "centres" ADD COLUMN "opens_at" time;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "closes_at" time;