CREATE TABLE "due_concessions" (
	"concession_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "due_concessions_concession_id_due_id_pk" PRIMARY KEY("concession_id","due_id")
);
--> statement-breakpoint
CREATE TABLE "fee_concessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"billing_id" integer NOT NULL,
	"category" varchar(12) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "due_concessions" ADD CONSTRAINT "due_concessions_concession_id_fee_concessions_id_fk" FOREIGN KEY ("concession_id") REFERENCES "public"."fee_concessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_concessions" ADD CONSTRAINT "due_concessions_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_billing_id_fee_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."fee_billings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_concessions_due_idx" ON "due_concessions" USING btree ("due_id");--> statement-breakpoint
CREATE INDEX "fee_concessions_student_idx" ON "fee_concessions" USING btree ("student_id");