ALTER TABLE "users" ADD COLUMN "language" varchar(5);--> statement-breakpoint
ALTER TABLE "institute_settings" ADD COLUMN "portal_language" varchar(5);