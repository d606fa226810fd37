-- Written by hand after drizzle-kit's columns (decisions 040 and 054). A class keeps its batch's name,
-- code, centre and meeting link, as it keeps its subject's, teachers' and room's names (0050): written
-- before its INSERT or an UPDATE that sets one of the ids, and again on every class of a batch whose
-- name, code, centre (a centre renamed renames its batches', 0050) or link changes — AFTER UPDATE with
-- WHEN, not UPDATE OF: a batch's centre name is written by its BEFORE trigger, which UPDATE OF does not
-- see. Then the window's row is kept as JSON (keptJsonMigration(sessionKeptJson) but for its UPDATE:
-- the one below writes the batch's fields and the JSON of every class in one pass).
ALTER TABLE "class_sessions" ADD COLUMN "batch_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "batch_code" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "centre_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "item_json" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_sessions_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.subject_name := (SELECT name FROM subjects WHERE id = NEW.subject_id);
  NEW.teacher_name := (SELECT name FROM teachers WHERE id = NEW.teacher_id);
  NEW.regular_teacher_name := (SELECT name FROM teachers WHERE id = NEW.regular_teacher_id);
  NEW.room_name := (SELECT name FROM rooms WHERE id = NEW.room_id);
  SELECT name, code, centre_name, meeting_link INTO NEW.batch_name, NEW.batch_code, NEW.centre_name, NEW.meeting_link
    FROM batches WHERE id = NEW.batch_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "class_sessions_names" ON "class_sessions";--> statement-breakpoint
CREATE TRIGGER "class_sessions_names"
  BEFORE INSERT OR UPDATE OF batch_id, subject_id, teacher_id, regular_teacher_id, room_id ON "class_sessions"
  FOR EACH ROW EXECUTE FUNCTION class_sessions_names();--> statement-breakpoint
CREATE TRIGGER "batches_class_sessions_names" AFTER UPDATE ON "batches" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'batch_id', 'batch_name', 'name');--> statement-breakpoint
CREATE TRIGGER "batches_class_sessions_codes" AFTER UPDATE ON "batches" FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'batch_id', 'batch_code', 'code');--> statement-breakpoint
CREATE TRIGGER "batches_class_sessions_centres" AFTER UPDATE ON "batches" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'batch_id', 'centre_name', 'centre_name');--> statement-breakpoint
CREATE TRIGGER "batches_class_sessions_links" AFTER UPDATE ON "batches" FOR EACH ROW
  WHEN (OLD.meeting_link IS DISTINCT FROM NEW.meeting_link)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'batch_id', 'meeting_link', 'meeting_link');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_sessions_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "class_sessions"."id" as "id", "class_sessions"."batch_id" as "batchId", "class_sessions"."batch_name" as "batchName", "class_sessions"."batch_code" as "batchCode", "class_sessions"."slot_id" as "slotId", "class_sessions"."day" as "day", to_char("class_sessions"."starts_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt", to_char("class_sessions"."ends_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt", "class_sessions"."subject_name" as "subjectName", "class_sessions"."teacher_id" as "teacherId", "class_sessions"."teacher_name" as "teacherName", "class_sessions"."regular_teacher_name" as "regularTeacherName", "class_sessions"."room_id" as "roomId", "class_sessions"."room_name" as "roomName", "class_sessions"."centre_name" as "centreName", "class_sessions"."meeting_link" as "meetingLink", "class_sessions"."status" as "status", "class_sessions"."cancel_reason" as "cancelReason", "class_sessions"."moved" as "moved" from (select new.*) as "class_sessions") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "class_sessions";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "class_sessions" FOR EACH ROW EXECUTE FUNCTION "class_sessions_kept_json"();
--> statement-breakpoint
UPDATE "class_sessions" s SET batch_name = b.name, batch_code = b.code, centre_name = b.centre_name,
  meeting_link = b.meeting_link, item_json = null
  FROM "batches" b WHERE b.id = s.batch_id;
