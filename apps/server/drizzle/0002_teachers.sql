CREATE TABLE "centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"centre_code" varchar(20) NOT NULL,
	"centre_name" varchar(120) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"add1" varchar(200) NOT NULL,
	"add2" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(100) NOT NULL,
	"pin_code" varchar(6) NOT NULL,
	"country" varchar(60) DEFAULT 'India' NOT NULL,
	"landmark" varchar(200) DEFAULT '' NOT NULL,
	"created_by" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_addresses_teacher_id_unique" UNIQUE("teacher_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_centres" (
	"teacher_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_by" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_centres_teacher_id_centre_id_pk" PRIMARY KEY("teacher_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"certificate" varchar(120) NOT NULL,
	"board" varchar(120) NOT NULL,
	"year" integer NOT NULL,
	"marks" varchar(20) DEFAULT '' NOT NULL,
	"grade" varchar(10) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"organisation" varchar(200) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"designation" varchar(120) NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_kyc" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kyc_type" varchar(20) NOT NULL,
	"doc_number" "bytea" NOT NULL,
	"file" "bytea" NOT NULL,
	"file_type" varchar(40) NOT NULL,
	"file_size" integer NOT NULL,
	"remarks" varchar(500) NOT NULL,
	"created_by" varchar(40) NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"board_code" varchar(30) NOT NULL,
	"class_code" varchar(30) NOT NULL,
	"subject_code" varchar(30) NOT NULL,
	"created_by" varchar(40) NOT NULL,
	"created_form_name" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"whatsapp" varchar(20) DEFAULT '' NOT NULL,
	"joining_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"photo" "bytea",
	"photo_type" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_addresses" ADD CONSTRAINT "teacher_addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_addresses" ADD CONSTRAINT "teacher_addresses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_centres" ADD CONSTRAINT "teacher_centres_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_centres" ADD CONSTRAINT "teacher_centres_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_centres" ADD CONSTRAINT "teacher_centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_education" ADD CONSTRAINT "teacher_education_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_education" ADD CONSTRAINT "teacher_education_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_experience" ADD CONSTRAINT "teacher_experience_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_experience" ADD CONSTRAINT "teacher_experience_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "centres_organisation_code_idx" ON "centres" USING btree ("organisation_id","centre_code");--> statement-breakpoint
CREATE INDEX "centres_organisation_name_idx" ON "centres" USING btree ("organisation_id","centre_name");--> statement-breakpoint
CREATE INDEX "teacher_centres_centre_idx" ON "teacher_centres" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "teacher_education_teacher_idx" ON "teacher_education" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_experience_teacher_idx" ON "teacher_experience" USING btree ("teacher_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_kyc_teacher_type_idx" ON "teacher_kyc" USING btree ("teacher_id","kyc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_subjects_unique_idx" ON "teacher_subjects" USING btree ("teacher_id","board_code","class_code","subject_code");--> statement-breakpoint
CREATE INDEX "teacher_subjects_organisation_subject_idx" ON "teacher_subjects" USING btree ("organisation_id","subject_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_organisation_email_idx" ON "teachers" USING btree ("organisation_id","email");--> statement-breakpoint
CREATE INDEX "teachers_organisation_name_idx" ON "teachers" USING btree ("organisation_id","name");