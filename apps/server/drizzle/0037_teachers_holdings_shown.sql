ALTER TABLE "teachers" ADD COLUMN "centres_shown" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "subjects_shown" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- Written by hand (decision 040, as migration 0036 for users): a teacher row keeps the centres and
-- subjects the directory shows, written by `teachers_show_holdings` whenever a statement on
-- teacher_centres or teacher_subjects touches the teacher, or a centre of theirs is renamed.
CREATE FUNCTION "teachers_show_holdings"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE teachers t SET
    centres_shown = coalesce((SELECT '[' || string_agg(row_to_json(h)::text, ',') || ']' FROM (
      SELECT c.centre_code AS "CentreCode", c.centre_name AS "CentreName" FROM teacher_centres tc
      JOIN centres c ON c.id = tc.centre_id WHERE tc.teacher_id = t.id ORDER BY c.centre_name, c.centre_code) h), '[]')::json,
    subjects_shown = to_json(ARRAY(SELECT DISTINCT ts.subject_code::text FROM teacher_subjects ts
      WHERE ts.teacher_id = t.id ORDER BY 1))
  FROM (SELECT id FROM teachers WHERE id = ANY(ids) ORDER BY id FOR UPDATE) locked
  WHERE t.id = locked.id
$$;
--> statement-breakpoint
-- One trigger function for every table of what a row holds: TG_ARGV names the owner's function
-- (`users_show_holdings`) and the column that names the owner (`user_id`). It replaces 0036's
-- users_holdings_changed, whose triggers are made again on it below.
CREATE FUNCTION "holdings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[1])
    ELSE format('SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows', TG_ARGV[1])
  END;
BEGIN
  EXECUTE format('SELECT %I(ARRAY(%s))', TG_ARGV[0], touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE held record;
BEGIN
  FOR held IN SELECT * FROM (VALUES
    ('user_roles', 'users_show_holdings', 'user_id'),
    ('user_centres', 'users_show_holdings', 'user_id'),
    ('user_menu_exceptions', 'users_show_holdings', 'user_id'),
    ('invitations', 'users_show_holdings', 'user_id'),
    ('teacher_centres', 'teachers_show_holdings', 'teacher_id'),
    ('teacher_subjects', 'teachers_show_holdings', 'teacher_id')) AS t(name, refresh, owner)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', held.name || '_shown_insert', held.name);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', held.name || '_shown_update', held.name);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', held.name || '_shown_delete', held.name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held.name || '_shown_insert', held.name, held.refresh, held.owner);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held.name || '_shown_update', held.name, held.refresh, held.owner);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held.name || '_shown_delete', held.name, held.refresh, held.owner);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION "users_holdings_changed"();
--> statement-breakpoint
-- A centre renamed: its teachers, by a trigger of their own beside 0036's for staff. (A centre
-- deleted deletes its teacher_centres rows.)
CREATE FUNCTION "centre_teachers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM teachers_show_holdings(ARRAY(SELECT teacher_id FROM teacher_centres WHERE centre_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "centres_teachers_shown_update" AFTER UPDATE OF centre_code, centre_name ON "centres" FOR EACH ROW
  WHEN ((OLD.centre_code, OLD.centre_name) IS DISTINCT FROM (NEW.centre_code, NEW.centre_name))
  EXECUTE FUNCTION centre_teachers_changed();
--> statement-breakpoint
SELECT teachers_show_holdings(ARRAY(SELECT id FROM teachers));
