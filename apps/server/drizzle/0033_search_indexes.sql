-- A list's search (ILIKE '%q%') reads a trigram index instead of every row of the organisation
-- (docs/decisions/033). PGlite loads the extension's bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_search_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guardians_mobile_search_idx" ON "guardians" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_name_search_idx" ON "students" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_admission_number_search_idx" ON "students" USING gin ("admission_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_student_name_search_idx" ON "enquiries" USING gin ("student_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_guardian_name_search_idx" ON "enquiries" USING gin ("guardian_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_search_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_mobile_search_idx" ON "enquiries" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
-- A finer sample of each searched column, so the planner can tell a search that finds a few rows (read
-- the trigram bitmap, then sort) from one that finds thousands (walk the list's order and stop at a
-- page): with the default sample every pattern looked like 0.5 % of the rows (decision 033).
ALTER TABLE "users" ALTER COLUMN "user_name" SET STATISTICS 250, ALTER COLUMN "email" SET STATISTICS 250, ALTER COLUMN "mobile" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "guardians" ALTER COLUMN "mobile" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "name" SET STATISTICS 250, ALTER COLUMN "admission_number" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "student_name" SET STATISTICS 250, ALTER COLUMN "guardian_name" SET STATISTICS 250, ALTER COLUMN "email" SET STATISTICS 250, ALTER COLUMN "mobile" SET STATISTICS 250;
