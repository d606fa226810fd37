CREATE TABLE "receipt_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment" varchar(60);--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_receipt_id_fee_payments_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."fee_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_links_receipt_idx" ON "receipt_links" USING btree ("receipt_id");