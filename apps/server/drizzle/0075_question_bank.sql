CREATE TABLE "question_paper_items" (
	"paper_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "question_paper_items_paper_id_position_pk" PRIMARY KEY("paper_id","position")
);
--> statement-breakpoint
CREATE TABLE "question_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"total_marks" smallint NOT NULL,
	"cells" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"topic_id" integer,
	"bloom" varchar(10) NOT NULL,
	"type" varchar(10) NOT NULL,
	"text" varchar(2000) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_option" smallint,
	"answer" varchar(2000) DEFAULT '' NOT NULL,
	"marks" smallint NOT NULL,
	"difficulty" varchar(6) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_paper_items" ADD CONSTRAINT "question_paper_items_paper_id_question_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."question_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_paper_items" ADD CONSTRAINT "question_paper_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_paper_items_question_idx" ON "question_paper_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_papers_list_idx" ON "question_papers" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "question_papers_batch_idx" ON "question_papers" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_list_idx" ON "questions" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_cell_idx" ON "questions" USING btree ("chapter_id","bloom","marks");