CREATE TABLE "institute_settings" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"website" varchar(300) DEFAULT '' NOT NULL,
	"gstin" varchar(15) DEFAULT '' NOT NULL,
	"pan" varchar(10) DEFAULT '' NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Asia/Kolkata' NOT NULL,
	"academic_year_start_month" smallint DEFAULT 4 NOT NULL,
	"financial_year_start_month" smallint DEFAULT 4 NOT NULL,
	"receipt_number_format" varchar(40) DEFAULT 'RCP/{FY}/{SEQ:5}' NOT NULL,
	"admission_number_format" varchar(40) DEFAULT 'ADM/{AY}/{SEQ:4}' NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"message_language" varchar(5) DEFAULT 'en' NOT NULL,
	"logo" "bytea",
	"logo_type" varchar(40),
	"name_confirmed_at" timestamp with time zone,
	"academic_year_confirmed_at" timestamp with time zone,
	"onboarding_dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institute_settings" ADD CONSTRAINT "institute_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;