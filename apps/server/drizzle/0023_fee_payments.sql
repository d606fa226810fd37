CREATE TABLE "fee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"received_on" date NOT NULL,
	"mode" varchar(8) NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"cheque_number" varchar(6) DEFAULT '' NOT NULL,
	"cheque_bank" varchar(80) DEFAULT '' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'valid' NOT NULL,
	"cashier_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "fee_payments_amounts_check" CHECK (amount > 0 and applied >= 0 and applied <= amount)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_number_idx" ON "fee_payments" USING btree ("organisation_id","number");--> statement-breakpoint
CREATE INDEX "fee_payments_student_idx" ON "fee_payments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "fee_payments_day_idx" ON "fee_payments" USING btree ("organisation_id","received_on");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_due_idx" ON "payment_allocations" USING btree ("due_id");