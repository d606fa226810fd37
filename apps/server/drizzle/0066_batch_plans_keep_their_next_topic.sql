CREATE TABLE "batch_next_topics" (
	"batch_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"topic_name" text NOT NULL,
	CONSTRAINT "batch_next_topics_batch_id_subject_id_pk" PRIMARY KEY("batch_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "batch_next_topics" ADD CONSTRAINT "batch_next_topics_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_next_topics" ADD CONSTRAINT "batch_next_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_next_topics_topic_idx" ON "batch_next_topics" USING btree ("topic_id");
--> statement-breakpoint
-- Written by hand after drizzle-kit's table (decision 057). Each plan (a batch's subject) keeps its next
-- topic and that topic's name: the first in the plan's order that no class of the batch covered. A
-- statement that changes a plan or a class's topics refreshes its batches' plans from what is
-- committed: it first locks the batches' rows (in id order; row locks, so a deletion of thousands of
-- batches takes no lock-table slot each, and FOR NO KEY UPDATE, which the foreign keys' KEY SHARE
-- checks do not wait for), and READ COMMITTED gives the statement after the lock a snapshot holding
-- every refresh before it, so two classes' topics saved at once cannot leave a stale next topic. A
-- batch being deleted keeps nothing (it is not found; its rows go by the foreign key).
CREATE FUNCTION "batch_next_topics_refresh"(batch_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM batches WHERE id = ANY (batch_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH next AS (
    SELECT p.batch_id, p.subject_id, b.organisation_id, t.id AS topic_id, t.name AS topic_name
    FROM (SELECT DISTINCT batch_id, subject_id FROM batch_syllabus WHERE batch_id = ANY (batch_ids)) p
    JOIN batches b ON b.id = p.batch_id
    CROSS JOIN LATERAL (SELECT bs.topic_id FROM batch_syllabus bs
       WHERE bs.batch_id = p.batch_id AND bs.subject_id = p.subject_id
         AND NOT EXISTS (SELECT 1 FROM session_topics st WHERE st.batch_id = bs.batch_id AND st.topic_id = bs.topic_id)
       ORDER BY bs.position LIMIT 1) first
    JOIN topics t ON t.id = first.topic_id
  ), covered AS (
    DELETE FROM batch_next_topics n WHERE n.batch_id = ANY (batch_ids) AND NOT EXISTS
      (SELECT 1 FROM next WHERE next.batch_id = n.batch_id AND next.subject_id = n.subject_id)
  )
  INSERT INTO batch_next_topics (batch_id, subject_id, organisation_id, topic_id, topic_name)
    SELECT batch_id, subject_id, organisation_id, topic_id, topic_name FROM next
    ON CONFLICT (batch_id, subject_id) DO UPDATE SET topic_id = excluded.topic_id, topic_name = excluded.topic_name
    WHERE batch_next_topics.topic_id <> excluded.topic_id;
END $$;--> statement-breakpoint
-- The batches whose plans or classes' topics a statement changed.
CREATE FUNCTION "batch_next_topics_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT batch_ids || array_agg(DISTINCT batch_id) INTO batch_ids FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT batch_ids || array_agg(DISTINCT batch_id) INTO batch_ids FROM old_rows;
  END IF;
  PERFORM batch_next_topics_refresh(batch_ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_insert" AFTER INSERT ON "batch_syllabus" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_update" AFTER UPDATE ON "batch_syllabus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_delete" AFTER DELETE ON "batch_syllabus" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_insert" AFTER INSERT ON "session_topics" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_update" AFTER UPDATE ON "session_topics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
CREATE TRIGGER "batch_next_topics_on_delete" AFTER DELETE ON "session_topics" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "batch_next_topics_keep"();--> statement-breakpoint
-- A topic renamed: the plans' rows that name it (migration 0050's function for every kept name).
CREATE TRIGGER "topics_batch_next_topics_names" AFTER UPDATE OF name ON "topics" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('batch_next_topics', 'topic_id', 'topic_name', 'name');--> statement-breakpoint
SELECT batch_next_topics_refresh(array_agg(DISTINCT batch_id)) FROM batch_syllabus;
