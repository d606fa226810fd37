DROP INDEX "users_name_search_idx";--> statement-breakpoint
DROP INDEX "users_email_search_idx";--> statement-breakpoint
DROP INDEX "users_mobile_search_idx";--> statement-breakpoint
DROP INDEX "students_name_search_idx";--> statement-breakpoint
DROP INDEX "students_admission_number_search_idx";--> statement-breakpoint
DROP INDEX "enquiries_student_name_search_idx";--> statement-breakpoint
DROP INDEX "enquiries_guardian_name_search_idx";--> statement-breakpoint
DROP INDEX "enquiries_email_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("user_name" || E'\n' || "email" || E'\n' || "mobile") STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("name" || E'\n' || "admission_number") STORED;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("student_name" || E'\n' || "guardian_name" || E'\n' || "email") STORED;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_search_idx" ON "enquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (decision 046): the planner weighs a search's pattern against the statistics of the
-- column it reads; a larger sample tells a rare match from a common one (decision 033). The columns
-- themselves are no longer searched one by one: back to the default. The ANALYZE gives the new
-- columns statistics at once (until then a search would be planned blind).
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 250, ALTER COLUMN "user_name" SET STATISTICS -1, ALTER COLUMN "email" SET STATISTICS -1, ALTER COLUMN "mobile" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "search_text" SET STATISTICS 250, ALTER COLUMN "name" SET STATISTICS -1, ALTER COLUMN "admission_number" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "search_text" SET STATISTICS 250, ALTER COLUMN "student_name" SET STATISTICS -1, ALTER COLUMN "guardian_name" SET STATISTICS -1, ALTER COLUMN "email" SET STATISTICS -1;--> statement-breakpoint
ANALYZE "users", "students", "enquiries";
