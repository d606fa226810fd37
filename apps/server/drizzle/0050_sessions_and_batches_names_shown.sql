DROP INDEX "class_sessions_organisation_idx";--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "board_name" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "centre_name" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "room_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "subject_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "teacher_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "regular_teacher_name" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "room_name" text;--> statement-breakpoint
CREATE INDEX "class_sessions_organisation_idx" ON "class_sessions" USING btree ("organisation_id","starts_at","id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040, as migration 0048 for enquiries). What a
-- class and a batch show by name is kept on their rows: written when the row names it (a row trigger
-- before its INSERT or an UPDATE that sets one of the ids, a deletion's SET NULL included), and again
-- on every row that names it when it is renamed (rare; a row trigger only a change of the name wakes).
CREATE FUNCTION "class_sessions_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.subject_name := (SELECT name FROM subjects WHERE id = NEW.subject_id);
  NEW.teacher_name := (SELECT name FROM teachers WHERE id = NEW.teacher_id);
  NEW.regular_teacher_name := (SELECT name FROM teachers WHERE id = NEW.regular_teacher_id);
  NEW.room_name := (SELECT name FROM rooms WHERE id = NEW.room_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_sessions_names"
  BEFORE INSERT OR UPDATE OF subject_id, teacher_id, regular_teacher_id, room_id ON "class_sessions"
  FOR EACH ROW EXECUTE FUNCTION class_sessions_names();--> statement-breakpoint
CREATE FUNCTION "batches_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.class_name := (SELECT name FROM classes WHERE id = NEW.class_id);
  NEW.board_name := (SELECT name FROM boards WHERE id = NEW.board_id);
  NEW.centre_name := (SELECT centre_name FROM centres WHERE id = NEW.centre_id);
  NEW.room_name := (SELECT name FROM rooms WHERE id = NEW.room_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "batches_names" BEFORE INSERT OR UPDATE OF class_id, board_id, centre_id, room_id ON "batches"
  FOR EACH ROW EXECUTE FUNCTION batches_names();--> statement-breakpoint
-- Something renamed: the rows of its organisation that name it. One function for every kept name (it
-- replaces 0048's enquiries_renamed). The arguments: the table keeping the name, its column naming the
-- renamed row, its column showing the name, and the renamed row's own name column.
CREATE FUNCTION "kept_name_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = $1 WHERE organisation_id = $2 AND %I = $3', TG_ARGV[0], TG_ARGV[2], TG_ARGV[1])
    USING to_jsonb(NEW) ->> TG_ARGV[3], NEW.organisation_id, NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "classes_enquiries_names" ON "classes";--> statement-breakpoint
DROP TRIGGER "centres_enquiries_names" ON "centres";--> statement-breakpoint
DROP TRIGGER "users_enquiries_names" ON "users";--> statement-breakpoint
DROP FUNCTION "enquiries_renamed"();--> statement-breakpoint
CREATE TRIGGER "classes_enquiries_names" AFTER UPDATE OF name ON "classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('enquiries', 'class_id', 'class_name', 'name');--> statement-breakpoint
CREATE TRIGGER "centres_enquiries_names" AFTER UPDATE OF centre_name ON "centres" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION kept_name_renamed('enquiries', 'centre_id', 'centre_name', 'centre_name');--> statement-breakpoint
CREATE TRIGGER "users_enquiries_names" AFTER UPDATE OF user_name ON "users" FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION kept_name_renamed('enquiries', 'owner_id', 'owner_name', 'user_name');--> statement-breakpoint
CREATE TRIGGER "subjects_class_sessions_names" AFTER UPDATE OF name ON "subjects" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'subject_id', 'subject_name', 'name');--> statement-breakpoint
CREATE TRIGGER "teachers_class_sessions_names" AFTER UPDATE OF name ON "teachers" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'teacher_id', 'teacher_name', 'name');--> statement-breakpoint
CREATE TRIGGER "teachers_class_sessions_regular_names" AFTER UPDATE OF name ON "teachers" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'regular_teacher_id', 'regular_teacher_name', 'name');--> statement-breakpoint
CREATE TRIGGER "rooms_class_sessions_names" AFTER UPDATE OF name ON "rooms" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('class_sessions', 'room_id', 'room_name', 'name');--> statement-breakpoint
CREATE TRIGGER "classes_batches_names" AFTER UPDATE OF name ON "classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('batches', 'class_id', 'class_name', 'name');--> statement-breakpoint
CREATE TRIGGER "boards_batches_names" AFTER UPDATE OF name ON "boards" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('batches', 'board_id', 'board_name', 'name');--> statement-breakpoint
CREATE TRIGGER "centres_batches_names" AFTER UPDATE OF centre_name ON "centres" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION kept_name_renamed('batches', 'centre_id', 'centre_name', 'centre_name');--> statement-breakpoint
CREATE TRIGGER "rooms_batches_names" AFTER UPDATE OF name ON "rooms" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('batches', 'room_id', 'room_name', 'name');--> statement-breakpoint
-- Every class's and batch's names so far.
UPDATE class_sessions s SET
  subject_name = (SELECT name FROM subjects WHERE id = s.subject_id),
  teacher_name = (SELECT name FROM teachers WHERE id = s.teacher_id),
  regular_teacher_name = (SELECT name FROM teachers WHERE id = s.regular_teacher_id),
  room_name = (SELECT name FROM rooms WHERE id = s.room_id);--> statement-breakpoint
UPDATE batches b SET
  class_name = (SELECT name FROM classes WHERE id = b.class_id),
  board_name = (SELECT name FROM boards WHERE id = b.board_id),
  centre_name = (SELECT centre_name FROM centres WHERE id = b.centre_id),
  room_name = (SELECT name FROM rooms WHERE id = b.room_id);
