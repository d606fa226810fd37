ALTER TABLE "centres" ADD COLUMN "teacher_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "staff_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040). How many teachers and staff the
-- centres list shows for a centre is kept on the centre's row: a statement on teacher_centres writes it
-- again for the centres it touches (through 0037's holdings_changed), one on user_centres — which
-- names a centre by its code within the user's organisation — through user_centres_counted. The rows
-- are locked in id order, so two writers touching the same centres wait rather than deadlock. A
-- centre's code is never changed once made (db/schema/teachers.ts), so a centre never gains or loses
-- staff by its own update.
CREATE FUNCTION "centres_show_counts"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE centres c SET
    teacher_count = (SELECT count(*) FROM teacher_centres tc WHERE tc.centre_id = c.id),
    staff_count = (SELECT count(*) FROM user_centres uc JOIN users u ON u.id = uc.user_id
                   WHERE uc.centre_code = c.centre_code AND u.organisation_id = c.organisation_id)
  FROM (SELECT id FROM centres WHERE id = ANY(ids) ORDER BY id FOR UPDATE) locked
  WHERE c.id = locked.id
$$;--> statement-breakpoint
CREATE TRIGGER "teacher_centres_counted_insert" AFTER INSERT ON "teacher_centres" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('centres_show_counts', 'centre_id');--> statement-breakpoint
CREATE TRIGGER "teacher_centres_counted_update" AFTER UPDATE ON "teacher_centres" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('centres_show_counts', 'centre_id');--> statement-breakpoint
CREATE TRIGGER "teacher_centres_counted_delete" AFTER DELETE ON "teacher_centres" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed('centres_show_counts', 'centre_id');--> statement-breakpoint
-- A placement's centre: the centre of its code in its user's organisation. A placement deleted with
-- its user (ON DELETE CASCADE) has no user left to say which organisation: then every centre of that
-- code is counted again.
CREATE FUNCTION "user_centres_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM centres_show_counts(ARRAY(
      SELECT c.id FROM new_rows r JOIN users u ON u.id = r.user_id
      JOIN centres c ON c.organisation_id = u.organisation_id AND c.centre_code = r.centre_code));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM centres_show_counts(ARRAY(
      SELECT c.id FROM old_rows r LEFT JOIN users u ON u.id = r.user_id
      JOIN centres c ON c.centre_code = r.centre_code AND c.organisation_id = coalesce(u.organisation_id, c.organisation_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_centres_counted_insert" AFTER INSERT ON "user_centres" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_centres_counted();--> statement-breakpoint
CREATE TRIGGER "user_centres_counted_update" AFTER UPDATE ON "user_centres" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_centres_counted();--> statement-breakpoint
CREATE TRIGGER "user_centres_counted_delete" AFTER DELETE ON "user_centres" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_centres_counted();--> statement-breakpoint
-- Every centre's counts so far.
SELECT centres_show_counts(ARRAY(SELECT id FROM centres));
