CREATE TABLE "batch_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"ending" varchar(12),
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"transferred_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_students" ADD CONSTRAINT "batch_students_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_students" ADD CONSTRAINT "batch_students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_students" ADD CONSTRAINT "batch_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_students" ADD CONSTRAINT "batch_students_transferred_to_batches_id_fk" FOREIGN KEY ("transferred_to") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_students_open_idx" ON "batch_students" USING btree ("batch_id","student_id") WHERE "batch_students"."to_date" is null;--> statement-breakpoint
CREATE INDEX "batch_students_seats_idx" ON "batch_students" USING btree ("batch_id","status","created_at","id") WHERE "batch_students"."to_date" is null;--> statement-breakpoint
CREATE INDEX "batch_students_student_idx" ON "batch_students" USING btree ("student_id");