CREATE TABLE "attendance_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" varchar(300) NOT NULL,
	"source" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_leaves_student_idx" ON "attendance_leaves" USING btree ("student_id","from_date");--> statement-breakpoint
CREATE INDEX "attendance_leaves_org_idx" ON "attendance_leaves" USING btree ("organisation_id","status","from_date");