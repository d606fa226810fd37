CREATE TABLE "batch_syllabus" (
	"batch_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "batch_syllabus_batch_id_topic_id_pk" PRIMARY KEY("batch_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "session_topics" (
	"session_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	CONSTRAINT "session_topics_session_id_topic_id_pk" PRIMARY KEY("session_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "batch_syllabus" ADD CONSTRAINT "batch_syllabus_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_syllabus" ADD CONSTRAINT "batch_syllabus_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_syllabus" ADD CONSTRAINT "batch_syllabus_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_topics" ADD CONSTRAINT "session_topics_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_topics" ADD CONSTRAINT "session_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_topics" ADD CONSTRAINT "session_topics_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_syllabus_order_idx" ON "batch_syllabus" USING btree ("batch_id","subject_id","position");--> statement-breakpoint
CREATE INDEX "session_topics_batch_idx" ON "session_topics" USING btree ("batch_id","topic_id");