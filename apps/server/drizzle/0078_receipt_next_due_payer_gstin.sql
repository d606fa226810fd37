ALTER TABLE "fee_payments" ADD COLUMN "due_now_after" integer;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "next_due_on" date;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "next_due_amount" integer;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "payer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "gstin" varchar(15);