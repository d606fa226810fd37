DROP INDEX "dues_unpaid_idx";--> statement-breakpoint
DROP INDEX "fee_payments_day_idx";--> statement-breakpoint
CREATE INDEX "dues_owing_idx" ON "dues" USING btree ("organisation_id","due_on") WHERE balance > 0;--> statement-breakpoint
CREATE INDEX "fee_payments_day_idx" ON "fee_payments" USING btree ("organisation_id","received_on","id");