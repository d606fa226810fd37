CREATE TABLE "fee_payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"gateway_ref" varchar(60) NOT NULL,
	"url" varchar(300) NOT NULL,
	"amount" integer NOT NULL,
	"due_ids" integer[] NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"payment_id" integer,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"key_id" varchar(60) NOT NULL,
	"secrets" "bytea",
	"secret_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"webhook_token" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateways_webhook_token_unique" UNIQUE("webhook_token")
);
--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD CONSTRAINT "fee_payment_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD CONSTRAINT "fee_payment_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD CONSTRAINT "fee_payment_links_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_links" ADD CONSTRAINT "fee_payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_links_ref_idx" ON "fee_payment_links" USING btree ("provider","gateway_ref");--> statement-breakpoint
CREATE INDEX "fee_payment_links_student_idx" ON "fee_payment_links" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_online_ref_idx" ON "fee_payments" USING btree ("organisation_id","reference") WHERE mode = 'online';