CREATE TABLE "demo_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"centre_id" integer,
	"online_link" varchar(500) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL,
	"teacher_remarks" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_invitations" (
	"demo_class_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"attendance" varchar(10) DEFAULT 'invited' NOT NULL,
	"feedback" varchar(500) DEFAULT '' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_invitations_demo_class_id_enquiry_id_pk" PRIMARY KEY("demo_class_id","enquiry_id")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_name" varchar(100) NOT NULL,
	"guardian_name" varchar(100) DEFAULT '' NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"class_id" integer,
	"board_id" integer,
	"subject_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"centre_id" integer,
	"source" varchar(20) NOT NULL,
	"sub_source" varchar(100) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stage" varchar(20) DEFAULT 'new' NOT NULL,
	"reached" smallint DEFAULT 0 NOT NULL,
	"lost_reason" varchar(120) DEFAULT '' NOT NULL,
	"owner_id" integer,
	"next_follow_up" date,
	"student_id" integer,
	"admitted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_settings" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"lost_reasons" jsonb NOT NULL,
	"form_key" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_log_idx";--> statement-breakpoint
DROP INDEX "students_list_idx";--> statement-breakpoint
ALTER TABLE "demo_classes" ADD CONSTRAINT "demo_classes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_classes" ADD CONSTRAINT "demo_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_classes" ADD CONSTRAINT "demo_classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_classes" ADD CONSTRAINT "demo_classes_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_classes" ADD CONSTRAINT "demo_classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_invitations" ADD CONSTRAINT "demo_invitations_demo_class_id_demo_classes_id_fk" FOREIGN KEY ("demo_class_id") REFERENCES "public"."demo_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_invitations" ADD CONSTRAINT "demo_invitations_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_follow_ups" ADD CONSTRAINT "enquiry_follow_ups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_follow_ups" ADD CONSTRAINT "enquiry_follow_ups_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_follow_ups" ADD CONSTRAINT "enquiry_follow_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_settings" ADD CONSTRAINT "enquiry_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_classes_list_idx" ON "demo_classes" USING btree ("organisation_id","starts_at");--> statement-breakpoint
CREATE INDEX "demo_classes_teacher_idx" ON "demo_classes" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "demo_invitations_enquiry_idx" ON "demo_invitations" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiries_list_idx" ON "enquiries" USING btree ("organisation_id","stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_open_idx" ON "enquiries" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "enquiries"."stage" in ('new', 'contacted', 'demo_scheduled', 'demo_attended');--> statement-breakpoint
CREATE INDEX "enquiries_mobile_idx" ON "enquiries" USING btree ("organisation_id","mobile");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("organisation_id","email") WHERE "enquiries"."email" <> '';--> statement-breakpoint
CREATE INDEX "enquiries_follow_up_idx" ON "enquiries" USING btree ("organisation_id","next_follow_up") WHERE "enquiries"."next_follow_up" is not null;--> statement-breakpoint
CREATE INDEX "enquiry_follow_ups_enquiry_idx" ON "enquiry_follow_ups" USING btree ("enquiry_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_settings_form_key_idx" ON "enquiry_settings" USING btree ("form_key");--> statement-breakpoint
CREATE INDEX "messages_log_idx" ON "messages" USING btree ("organisation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "students_list_idx" ON "students" USING btree ("organisation_id","status","admission_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);