ALTER TABLE "students" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "board_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "centre_name" text;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040, as migrations 0048 and 0050). A
-- student's class, board and centre by name, kept on the row: written when the student names them (a
-- row trigger before an INSERT or an UPDATE that sets one of the ids), and again on every student that
-- names one of them when it is renamed (`kept_name_renamed`, migration 0050).
CREATE FUNCTION "students_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.class_name := (SELECT name FROM classes WHERE id = NEW.class_id);
  NEW.board_name := (SELECT name FROM boards WHERE id = NEW.board_id);
  NEW.centre_name := (SELECT centre_name FROM centres WHERE id = NEW.centre_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_names" BEFORE INSERT OR UPDATE OF class_id, board_id, centre_id ON "students"
  FOR EACH ROW EXECUTE FUNCTION students_names();--> statement-breakpoint
CREATE TRIGGER "classes_students_names" AFTER UPDATE OF name ON "classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('students', 'class_id', 'class_name', 'name');--> statement-breakpoint
CREATE TRIGGER "boards_students_names" AFTER UPDATE OF name ON "boards" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('students', 'board_id', 'board_name', 'name');--> statement-breakpoint
CREATE TRIGGER "centres_students_names" AFTER UPDATE OF centre_name ON "centres" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION kept_name_renamed('students', 'centre_id', 'centre_name', 'centre_name');--> statement-breakpoint
-- Every student's names so far.
UPDATE students s SET
  class_name = (SELECT name FROM classes WHERE id = s.class_id),
  board_name = (SELECT name FROM boards WHERE id = s.board_id),
  centre_name = (SELECT centre_name FROM centres WHERE id = s.centre_id);
