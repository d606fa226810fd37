CREATE TABLE "attendance_codes" (
	"organisation_id" integer NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(40) NOT NULL,
	"counts" varchar(7) NOT NULL,
	"minutes" boolean DEFAULT false NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "attendance_codes_organisation_id_code_pk" PRIMARY KEY("organisation_id","code")
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"register_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" varchar(2) NOT NULL,
	"late_minutes" smallint,
	CONSTRAINT "attendance_marks_register_id_student_id_pk" PRIMARY KEY("register_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"session_id" integer,
	"batch_id" integer NOT NULL,
	"day" date NOT NULL,
	"held_by_teacher_id" integer,
	"held_as" varchar(10),
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"freeze_days" smallint DEFAULT 7 NOT NULL,
	"consecutive_absences" smallint DEFAULT 3 NOT NULL,
	"low_attendance_percent" smallint DEFAULT 75 NOT NULL,
	"alert_delay_minutes" smallint DEFAULT 10 NOT NULL,
	"coordinator_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_register_id_attendance_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."attendance_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_held_by_teacher_id_teachers_id_fk" FOREIGN KEY ("held_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_coordinator_user_id_users_id_fk" FOREIGN KEY ("coordinator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id","batch_id","day");--> statement-breakpoint
CREATE INDEX "attendance_marks_code_idx" ON "attendance_marks" USING btree ("organisation_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_session_idx" ON "attendance_registers" USING btree ("session_id") WHERE "attendance_registers"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_batch_day_idx" ON "attendance_registers" USING btree ("batch_id","day") WHERE "attendance_registers"."session_id" is null;--> statement-breakpoint
CREATE INDEX "attendance_registers_day_idx" ON "attendance_registers" USING btree ("organisation_id","day");--> statement-breakpoint
CREATE INDEX "attendance_registers_teacher_idx" ON "attendance_registers" USING btree ("held_by_teacher_id","day") WHERE "attendance_registers"."held_by_teacher_id" is not null;