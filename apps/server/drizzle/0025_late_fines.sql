CREATE TABLE "fee_fine_runs" (
	"organisation_id" integer NOT NULL,
	"run_on" date NOT NULL,
	"dues" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_fine_runs_organisation_id_run_on_pk" PRIMARY KEY("organisation_id","run_on")
);
--> statement-breakpoint
ALTER TABLE "dues" ADD COLUMN "fine_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dues" ADD COLUMN "fine_waive_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_fine_runs" ADD CONSTRAINT "fee_fine_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;