ALTER TABLE "users" ADD COLUMN "roles_shown" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "centres_shown" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exceptions_shown" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holds_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_centres_code_idx" ON "user_centres" USING btree ("centre_code");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040). What the user list shows of what a
-- user holds is kept on the user's row, written here once from the tables that hold it: each
-- statement on user_roles, user_centres, user_menu_exceptions or invitations, and each change of a
-- role's name, a centre or a menu's form name, writes it again for the users it touches. The rows
-- are locked in id order, so two writers touching the same users wait rather than deadlock.
CREATE FUNCTION "users_show_holdings"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET
    roles_shown = coalesce((SELECT '[' || string_agg(row_to_json(h)::text, ',') || ']' FROM (
      SELECT r.id, r.name, r.is_owner AS "isOwner" FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id ORDER BY r.is_owner DESC, lower(r.name), r.id) h), '[]')::json,
    holds_owner = EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id AND r.is_owner),
    centres_shown = coalesce((SELECT '[' || string_agg(row_to_json(h)::text, ',') || ']' FROM (
      SELECT uc.centre_code AS code, coalesce(c.centre_name, uc.centre_code) AS name FROM user_centres uc
      LEFT JOIN centres c ON c.organisation_id = u.organisation_id AND c.centre_code = uc.centre_code
      WHERE uc.user_id = u.id ORDER BY uc.centre_code) h), '[]')::json,
    exceptions_shown = coalesce((SELECT '[' || string_agg(row_to_json(h)::text, ',') || ']' FROM (
      SELECT coalesce(m.frm_name, e.menu_code::text) AS menu, e.effect, e.level FROM user_menu_exceptions e
      LEFT JOIN menus m ON m.code = e.menu_code WHERE e.user_id = u.id ORDER BY e.menu_code) h), '[]')::json,
    invitation_expires_at = (SELECT max(i.expires_at) FROM invitations i WHERE i.user_id = u.id AND i.used_at IS NULL)
  FROM (SELECT id FROM users WHERE id = ANY(ids) ORDER BY id FOR UPDATE) locked
  WHERE u.id = locked.id
$$;
--> statement-breakpoint
-- A statement on a table of what users hold: its users, from the rows it inserted, changed or deleted.
CREATE FUNCTION "users_holdings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM users_show_holdings(ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM users_show_holdings(ARRAY(SELECT user_id FROM old_rows));
  ELSE
    PERFORM users_show_holdings(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE held text;
BEGIN
  FOREACH held IN ARRAY ARRAY['user_roles', 'user_centres', 'user_menu_exceptions', 'invitations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION users_holdings_changed()', held || '_shown_insert', held);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION users_holdings_changed()', held || '_shown_update', held);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION users_holdings_changed()', held || '_shown_delete', held);
  END LOOP;
END $$;
--> statement-breakpoint
-- A role renamed or made the owner's: its holders. (A role deleted deletes its user_roles rows.)
CREATE FUNCTION "roles_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_show_holdings(ARRAY(SELECT user_id FROM user_roles WHERE role_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roles_shown_update" AFTER UPDATE OF name, is_owner ON "roles" FOR EACH ROW
  WHEN ((OLD.name, OLD.is_owner) IS DISTINCT FROM (NEW.name, NEW.is_owner))
  EXECUTE FUNCTION roles_shown_changed();
--> statement-breakpoint
-- A centre opened, renamed or deleted: the staff limited to its code (a code no centre has is shown
-- as the code).
CREATE FUNCTION "users_show_centre"(org integer, code text) RETURNS void LANGUAGE sql AS $$
  SELECT users_show_holdings(ARRAY(SELECT uc.user_id FROM user_centres uc JOIN users u ON u.id = uc.user_id
    WHERE uc.centre_code = code AND u.organisation_id = org))
$$;
--> statement-breakpoint
CREATE FUNCTION "centres_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM users_show_centre(OLD.organisation_id, OLD.centre_code);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
      AND (NEW.organisation_id, NEW.centre_code) IS DISTINCT FROM (OLD.organisation_id, OLD.centre_code)) THEN
    PERFORM users_show_centre(NEW.organisation_id, NEW.centre_code);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "centres_shown_insert" AFTER INSERT ON "centres" FOR EACH ROW EXECUTE FUNCTION centres_shown_changed();
--> statement-breakpoint
CREATE TRIGGER "centres_shown_update" AFTER UPDATE OF organisation_id, centre_code, centre_name ON "centres" FOR EACH ROW
  WHEN ((OLD.organisation_id, OLD.centre_code, OLD.centre_name) IS DISTINCT FROM (NEW.organisation_id, NEW.centre_code, NEW.centre_name))
  EXECUTE FUNCTION centres_shown_changed();
--> statement-breakpoint
CREATE TRIGGER "centres_shown_delete" AFTER DELETE ON "centres" FOR EACH ROW EXECUTE FUNCTION centres_shown_changed();
--> statement-breakpoint
-- A screen's form name changed in the catalogue (syncMenus at start): the users with an exception for it.
CREATE FUNCTION "menus_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_show_holdings(ARRAY(SELECT user_id FROM user_menu_exceptions WHERE menu_code = NEW.code));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "menus_shown_update" AFTER UPDATE OF frm_name ON "menus" FOR EACH ROW
  WHEN (OLD.frm_name IS DISTINCT FROM NEW.frm_name)
  EXECUTE FUNCTION menus_shown_changed();
--> statement-breakpoint
SELECT users_show_holdings(ARRAY(SELECT id FROM users));
