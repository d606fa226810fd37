CREATE TABLE "pay_run_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"teacher_name" varchar(100) NOT NULL,
	"engagement" varchar(10) NOT NULL,
	"days_in_month" smallint NOT NULL,
	"lwp_days" smallint DEFAULT 0 NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lectures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"earnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gross_paise" integer NOT NULL,
	"deductions_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"employer_paise" integer NOT NULL,
	"tds_paise" integer DEFAULT 0 NOT NULL,
	"previous_net_paise" integer,
	"flag" varchar(200) DEFAULT '' NOT NULL,
	"account_name" varchar(100) DEFAULT '' NOT NULL,
	"account_number" varchar(20) DEFAULT '' NOT NULL,
	"ifsc" varchar(11) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" varchar(10) DEFAULT 'regular' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"reverses_run_id" integer,
	"reversed_at" timestamp with time zone,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"flag_percent" smallint DEFAULT 10 NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"gross_paise" integer DEFAULT 0 NOT NULL,
	"deductions_paise" integer DEFAULT 0 NOT NULL,
	"net_paise" integer DEFAULT 0 NOT NULL,
	"employer_paise" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_reference" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_structures" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"engagement" varchar(10) DEFAULT 'employee' NOT NULL,
	"monthly_paise" integer DEFAULT 0 NOT NULL,
	"allowances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lecture_rate_paise" integer,
	"substitution_rate_paise" integer,
	"lecture_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"epf" boolean DEFAULT false NOT NULL,
	"esi" boolean DEFAULT false NOT NULL,
	"pt_state" varchar(2) DEFAULT '' NOT NULL,
	"account_name" varchar(100) DEFAULT '' NOT NULL,
	"account_number" varchar(20) DEFAULT '' NOT NULL,
	"ifsc" varchar(11) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutory_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" varchar(2) DEFAULT '' NOT NULL,
	"from_date" date NOT NULL,
	"params" jsonb NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_run_id_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_run_lines_run_idx" ON "pay_run_lines" USING btree ("run_id","teacher_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_teacher_idx" ON "pay_run_lines" USING btree ("teacher_id","run_id");--> statement-breakpoint
CREATE INDEX "pay_runs_organisation_idx" ON "pay_runs" USING btree ("organisation_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_month_idx" ON "pay_runs" USING btree ("organisation_id","month") WHERE "pay_runs"."kind" = 'regular' and "pay_runs"."reversed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_reverses_idx" ON "pay_runs" USING btree ("reverses_run_id") WHERE "pay_runs"."reverses_run_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_rates_kind_idx" ON "statutory_rates" USING btree ("kind","state","from_date");--> statement-breakpoint
-- Statutory rates as data (decision 075): a new rate from a date is a new row, written by a migration.
INSERT INTO "statutory_rates" ("kind", "state", "from_date", "params", "note") VALUES
  ('epf', '', '2014-09-01', '{"employeeBp":1200,"employerBp":1200,"pensionBp":833,"wageCeilingPaise":1500000}', 'EPF 12% + 12%; 8.33% of the employer''s to pension (EPS) on at most ₹15,000 of wages'),
  ('esi', '', '2019-07-01', '{"employeeBp":75,"employerBp":325,"grossCeilingPaise":2100000}', 'ESI 0.75% + 3.25% of gross while gross is at most ₹21,000 a month'),
  ('pt', 'MH', '2023-04-01', '{"slabs":[{"fromPaise":0,"monthlyPaise":0},{"fromPaise":750100,"monthlyPaise":17500},{"fromPaise":1000100,"monthlyPaise":20000,"februaryPaise":30000}]}', 'Maharashtra: ₹175 from ₹7,501; ₹200 from ₹10,001 (₹300 in February)'),
  ('pt', 'KA', '2023-04-01', '{"slabs":[{"fromPaise":0,"monthlyPaise":0},{"fromPaise":2500000,"monthlyPaise":20000}]}', 'Karnataka: ₹200 from ₹25,000'),
  ('tds_professional', '', '2010-04-01', '{"rateBp":1000,"yearThresholdPaise":3000000,"yearStartMonth":4}', 'Section 194J: 10% once a year''s fees pass ₹30,000'),
  ('tds_professional', '', '2025-04-01', '{"rateBp":1000,"yearThresholdPaise":5000000,"yearStartMonth":4}', 'Section 194J: 10% once a year''s fees pass ₹50,000 (from April 2025)');
