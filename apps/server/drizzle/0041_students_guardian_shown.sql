ALTER TABLE "students" ADD COLUMN "guardian_name" varchar(100);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_mobile" varchar(20);--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040). The main contact the students list
-- shows is kept on the student's row: each statement on student_guardians, and each change of a
-- guardian's name or mobile, writes it again for the students it touches (a guardian edited once
-- shows on every sibling). The rows are locked in id order, so two writers touching the same students
-- wait rather than deadlock.
CREATE FUNCTION "students_show_guardian"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE students s SET (guardian_name, guardian_mobile) = (
    SELECT g.name, g.mobile FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id
    WHERE sg.student_id = s.id ORDER BY sg.is_primary DESC, sg.position LIMIT 1)
  FROM (SELECT id FROM students WHERE id = ANY(ids) ORDER BY id FOR UPDATE) locked
  WHERE s.id = locked.id
$$;--> statement-breakpoint
-- Statements on student_guardians: the shared trigger function of migration 0037.
CREATE TRIGGER "student_guardians_shown_insert" AFTER INSERT ON "student_guardians" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('students_show_guardian', 'student_id');--> statement-breakpoint
CREATE TRIGGER "student_guardians_shown_update" AFTER UPDATE ON "student_guardians" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('students_show_guardian', 'student_id');--> statement-breakpoint
CREATE TRIGGER "student_guardians_shown_delete" AFTER DELETE ON "student_guardians" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('students_show_guardian', 'student_id');--> statement-breakpoint
-- A guardian renamed or given another mobile: every student of theirs.
CREATE FUNCTION "guardians_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM students_show_guardian(ARRAY(
    SELECT sg.student_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN student_guardians sg ON sg.guardian_id = n.id
    WHERE (n.name, n.mobile) IS DISTINCT FROM (o.name, o.mobile)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guardians_shown_update" AFTER UPDATE ON "guardians" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION guardians_shown_changed();--> statement-breakpoint
-- Every student's main contact so far.
SELECT students_show_guardian(ARRAY(SELECT id FROM students));
