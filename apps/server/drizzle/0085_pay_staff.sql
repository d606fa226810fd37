CREATE TABLE "pay_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"designation" varchar(60) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_run_lines" ALTER COLUMN "teacher_id" DROP NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit cannot name the primary key it drops): PostgreSQL named it pay_structures_pkey.
ALTER TABLE "pay_structures" DROP CONSTRAINT "pay_structures_pkey";--> statement-breakpoint
ALTER TABLE "pay_structures" ALTER COLUMN "teacher_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "pay_staff" ADD CONSTRAINT "pay_staff_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_staff_organisation_idx" ON "pay_staff" USING btree ("organisation_id","name");--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_staff_id_pay_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."pay_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_staff_id_pay_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."pay_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_run_lines_run_staff_idx" ON "pay_run_lines" USING btree ("run_id","staff_id");--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_teacher_id_unique" UNIQUE("teacher_id");--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_staff_id_unique" UNIQUE("staff_id");--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_one_payee" CHECK (num_nonnulls("pay_run_lines"."teacher_id", "pay_run_lines"."staff_id") = 1);--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_one_payee" CHECK (num_nonnulls("pay_structures"."teacher_id", "pay_structures"."staff_id") = 1);