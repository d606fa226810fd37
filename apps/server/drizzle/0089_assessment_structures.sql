CREATE TABLE "assessment_components" (
	"structure_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"best" integer DEFAULT 1 NOT NULL,
	"out_of" numeric(6, 1),
	"from_paper" boolean DEFAULT false NOT NULL,
	"absent_counts" boolean DEFAULT true NOT NULL,
	CONSTRAINT "assessment_components_structure_id_position_pk" PRIMARY KEY("structure_id","position"),
	CONSTRAINT "assessment_components_best" CHECK ("assessment_components"."best" between 1 and "assessment_components"."attempts")
);
--> statement-breakpoint
CREATE TABLE "assessment_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"built_in" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_component_marks" (
	"paper_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attempt" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"marks" numeric(6, 1),
	"entered_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_component_marks_paper_id_student_id_position_attempt_pk" PRIMARY KEY("paper_id","student_id","position","attempt"),
	CONSTRAINT "exam_component_marks_only_present" CHECK (("exam_component_marks"."status" = 'present') = ("exam_component_marks"."marks" is not null))
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "structure_id" integer;--> statement-breakpoint
ALTER TABLE "assessment_components" ADD CONSTRAINT "assessment_components_structure_id_assessment_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."assessment_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_structures" ADD CONSTRAINT "assessment_structures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_component_marks" ADD CONSTRAINT "exam_component_marks_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_component_marks" ADD CONSTRAINT "exam_component_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_component_marks" ADD CONSTRAINT "exam_component_marks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_component_marks" ADD CONSTRAINT "exam_component_marks_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_structures_name_idx" ON "assessment_structures" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_structures_built_in_idx" ON "assessment_structures" USING btree ("organisation_id","built_in");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_structure_id_assessment_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."assessment_structures"("id") ON DELETE no action ON UPDATE no action;