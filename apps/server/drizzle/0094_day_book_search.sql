ALTER TABLE "fee_payments" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("number" || E'\n' || coalesce("student_name", '') || E'\n' || coalesce("admission_number", '')) STORED;--> statement-breakpoint
CREATE INDEX "fee_payments_search_idx" ON "fee_payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (decision 033): a finer sample of the searched text, so the planner can tell a search
-- that finds a few receipts from one that finds thousands.
ALTER TABLE "fee_payments" ALTER COLUMN "search_text" SET STATISTICS 250;
