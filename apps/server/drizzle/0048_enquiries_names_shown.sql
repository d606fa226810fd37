ALTER TABLE "enquiries" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "centre_name" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_name" text;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040). The class, centre and owner an
-- enquiry's row shows by name are kept on it: written when the enquiry names them (a row trigger
-- before its INSERT or an UPDATE that sets one of them, a deletion's SET NULL included), and again on
-- every enquiry that names one of them when a class, a centre or a user is renamed (rare; a row
-- trigger that only a change of the name wakes, so a sign-in's update of a user costs nothing).
CREATE FUNCTION "enquiries_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.class_name := (SELECT name FROM classes WHERE id = NEW.class_id);
  NEW.centre_name := (SELECT centre_name FROM centres WHERE id = NEW.centre_id);
  NEW.owner_name := (SELECT user_name FROM users WHERE id = NEW.owner_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "enquiries_names" BEFORE INSERT OR UPDATE OF class_id, centre_id, owner_id ON "enquiries"
  FOR EACH ROW EXECUTE FUNCTION enquiries_names();--> statement-breakpoint
-- A class, a centre or a user renamed: the enquiries of its organisation that name it. The arguments:
-- the enquiry's column naming it, the one showing its name, and its own name column.
CREATE FUNCTION "enquiries_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE enquiries SET %I = $1 WHERE organisation_id = $2 AND %I = $3', TG_ARGV[1], TG_ARGV[0])
    USING to_jsonb(NEW) ->> TG_ARGV[2], NEW.organisation_id, NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classes_enquiries_names" AFTER UPDATE OF name ON "classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION enquiries_renamed('class_id', 'class_name', 'name');--> statement-breakpoint
CREATE TRIGGER "centres_enquiries_names" AFTER UPDATE OF centre_name ON "centres" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION enquiries_renamed('centre_id', 'centre_name', 'centre_name');--> statement-breakpoint
CREATE TRIGGER "users_enquiries_names" AFTER UPDATE OF user_name ON "users" FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION enquiries_renamed('owner_id', 'owner_name', 'user_name');--> statement-breakpoint
-- Every enquiry's names so far.
UPDATE enquiries e SET
  class_name = (SELECT name FROM classes WHERE id = e.class_id),
  centre_name = (SELECT centre_name FROM centres WHERE id = e.centre_id),
  owner_name = (SELECT user_name FROM users WHERE id = e.owner_id)
WHERE e.class_id IS NOT NULL OR e.centre_id IS NOT NULL OR e.owner_id IS NOT NULL;
