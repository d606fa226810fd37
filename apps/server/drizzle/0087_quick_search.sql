ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("name" || E'\n' || "email") STORED;--> statement-breakpoint
CREATE INDEX "fee_payments_number_search_idx" ON "fee_payments" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_search_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_mobile_search_idx" ON "teachers" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (decision 033): a finer sample of each searched column, so the planner can tell a search
-- that finds a few rows from one that finds thousands.
ALTER TABLE "teachers" ALTER COLUMN "search_text" SET STATISTICS 250, ALTER COLUMN "mobile" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "fee_payments" ALTER COLUMN "number" SET STATISTICS 250;
