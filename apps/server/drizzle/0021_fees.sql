CREATE TABLE "dues" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"billing_id" integer,
	"batch_id" integer,
	"head_id" integer NOT NULL,
	"instalment" smallint NOT NULL,
	"label" varchar(40) DEFAULT '' NOT NULL,
	"gst_rate" smallint,
	"due_on" date NOT NULL,
	"amount" integer NOT NULL,
	"concession" integer DEFAULT 0 NOT NULL,
	"fine" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"balance" integer GENERATED ALWAYS AS (amount - concession + fine - paid) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dues_amounts_check" CHECK (amount > 0 and concession >= 0 and fine >= 0 and paid >= 0),
	CONSTRAINT "dues_balance_check" CHECK (amount - concession + fine - paid >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_billings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"billed_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"sac_code" varchar(8) DEFAULT '' NOT NULL,
	"gst_rate" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_plan_heads" (
	"plan_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"head_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "fee_plan_heads_plan_id_head_id_pk" PRIMARY KEY("plan_id","head_id")
);
--> statement-breakpoint
CREATE TABLE "fee_plan_instalments" (
	"plan_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"label" varchar(40) DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "fee_plan_instalments_plan_id_number_pk" PRIMARY KEY("plan_id","number")
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"batch_id" integer,
	"class_id" integer,
	"fine_kind" varchar(8) DEFAULT 'none' NOT NULL,
	"fine_amount" integer DEFAULT 0 NOT NULL,
	"fine_grace_days" integer DEFAULT 0 NOT NULL,
	"fine_cap" integer,
	"bounce_charge" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_students" ADD COLUMN "fee_plan_id" integer;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_billing_id_fee_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."fee_billings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_billings" ADD CONSTRAINT "fee_billings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_billings" ADD CONSTRAINT "fee_billings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_billings" ADD CONSTRAINT "fee_billings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_billings" ADD CONSTRAINT "fee_billings_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_billings" ADD CONSTRAINT "fee_billings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_heads" ADD CONSTRAINT "fee_heads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_heads" ADD CONSTRAINT "fee_plan_heads_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_heads" ADD CONSTRAINT "fee_plan_heads_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_instalments" ADD CONSTRAINT "fee_plan_instalments_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dues_student_idx" ON "dues" USING btree ("student_id","due_on");--> statement-breakpoint
CREATE INDEX "dues_unpaid_idx" ON "dues" USING btree ("organisation_id","due_on") WHERE amount - concession + fine - paid > 0;--> statement-breakpoint
CREATE INDEX "dues_billing_idx" ON "dues" USING btree ("billing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_billings_student_batch_idx" ON "fee_billings" USING btree ("student_id","batch_id");--> statement-breakpoint
CREATE INDEX "fee_billings_plan_idx" ON "fee_billings" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_heads_name_idx" ON "fee_heads" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fee_plan_heads_head_idx" ON "fee_plan_heads" USING btree ("head_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plans_name_idx" ON "fee_plans" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fee_plans_batch_idx" ON "fee_plans" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "fee_plans_class_idx" ON "fee_plans" USING btree ("organisation_id","class_id");