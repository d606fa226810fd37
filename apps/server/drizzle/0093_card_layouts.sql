ALTER TABLE "exams" ADD COLUMN "card_layout" varchar(10) DEFAULT 'institute' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "term_one_exam_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_term_one_exam_id_exams_id_fk" FOREIGN KEY ("term_one_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;