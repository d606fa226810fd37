ALTER TABLE "institute_settings" ADD COLUMN "books_closed_up_to" date;--> statement-breakpoint
ALTER TABLE "institute_settings" ADD COLUMN "backdate_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "institute_settings" ADD COLUMN "receipt_link_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "balance_after" integer;--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD COLUMN "received" integer;--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD COLUMN "received_ref" varchar(60);--> statement-breakpoint
ALTER TABLE "receipt_links" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;