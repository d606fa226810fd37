CREATE TABLE "attendance_arrivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"source" varchar(8) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_arrivals" ADD CONSTRAINT "attendance_arrivals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_arrivals" ADD CONSTRAINT "attendance_arrivals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_arrivals" ADD CONSTRAINT "attendance_arrivals_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_arrivals_student_moment_idx" ON "attendance_arrivals" USING btree ("student_id","arrived_at");--> statement-breakpoint
CREATE INDEX "attendance_arrivals_day_idx" ON "attendance_arrivals" USING btree ("organisation_id","day","arrived_at");--> statement-breakpoint
CREATE INDEX "students_card_code_any_idx" ON "students" USING btree ("card_code") WHERE "students"."card_code" is not null;