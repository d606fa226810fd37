ALTER TABLE "fee_accounts" ADD COLUMN "admission_number" text;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "centre_name" text;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "guardian_mobile" text;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "batch_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "item_json" text;--> statement-breakpoint-- Written by hand after drizzle-kit's columns (decisions 040 and 054). A fee account keeps what the
-- students who owe show of its student — as it keeps their name (0031) — and the names of the batches
-- they owe in: the student's fields written before the account's INSERT and again when any of them
-- changes (one AFTER UPDATE trigger with WHEN, which replaces 0031's rename: a student's class and
-- centre names are written by their BEFORE trigger, which UPDATE OF does not see); the batches'
-- names with the balance, whenever a statement on dues recounts the account, and on the accounts
-- owing in a batch renamed. Then the row is kept as JSON (keptJsonMigration(accountKeptJson) but for
-- its UPDATE: the one below writes the fields and the JSON of every account in one pass).
CREATE FUNCTION "fee_account_batch_names"(student integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT b.name, ', '), '')
  FROM dues d JOIN batches b ON b.id = d.batch_id
  WHERE d.student_id = student AND d.balance > 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_accounts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT student_id) INTO touched FROM old_dues;
  ELSE
    SELECT array_agg(DISTINCT student_id) INTO touched FROM new_dues;
    INSERT INTO fee_accounts (student_id, organisation_id, name)
      SELECT s.id, s.organisation_id, s.name FROM students s WHERE s.id = ANY (touched) ORDER BY s.id
      ON CONFLICT (student_id) DO NOTHING;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM fee_accounts WHERE student_id = ANY (touched) ORDER BY student_id FOR UPDATE;
  UPDATE fee_accounts a SET balance = coalesce(o.balance, 0), oldest_due_on = o.oldest, batch_names = o.batch_names
    FROM (SELECT t.id, sum(d.balance) AS balance, min(d.due_on) AS oldest, fee_account_batch_names(t.id) AS batch_names
          FROM unnest(touched) AS t(id) LEFT JOIN dues d ON d.student_id = t.id AND d.balance > 0
          GROUP BY t.id) o
    WHERE a.student_id = o.id
      AND (a.balance, a.oldest_due_on, a.batch_names) IS DISTINCT FROM (coalesce(o.balance, 0), o.oldest, o.batch_names);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "fee_accounts_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT admission_number, class_name, centre_name, guardian_mobile
    INTO NEW.admission_number, NEW.class_name, NEW.centre_name, NEW.guardian_mobile
    FROM students WHERE id = NEW.student_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_accounts_student" BEFORE INSERT ON "fee_accounts"
  FOR EACH ROW EXECUTE FUNCTION fee_accounts_student();--> statement-breakpoint
DROP TRIGGER "fee_accounts_rename" ON "students";--> statement-breakpoint
DROP FUNCTION "fee_accounts_rename"();--> statement-breakpoint
CREATE FUNCTION "fee_accounts_student_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_accounts SET name = NEW.name, admission_number = NEW.admission_number, class_name = NEW.class_name,
      centre_name = NEW.centre_name, guardian_mobile = NEW.guardian_mobile
    WHERE student_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_accounts_student_changed" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN ((OLD.name, OLD.admission_number, OLD.class_name, OLD.centre_name, OLD.guardian_mobile)
    IS DISTINCT FROM (NEW.name, NEW.admission_number, NEW.class_name, NEW.centre_name, NEW.guardian_mobile))
  EXECUTE FUNCTION fee_accounts_student_changed();--> statement-breakpoint
CREATE FUNCTION "fee_accounts_batch_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_accounts a SET batch_names = fee_account_batch_names(a.student_id)
    WHERE a.student_id IN (SELECT d.student_id FROM dues d
                           WHERE d.organisation_id = NEW.organisation_id AND d.batch_id = NEW.id AND d.balance > 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_accounts_batch_renamed" AFTER UPDATE ON "batches" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION fee_accounts_batch_renamed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_accounts_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "fee_accounts"."student_id" as "studentId", "fee_accounts"."admission_number" as "admissionNumber", "fee_accounts"."name" as "name", "fee_accounts"."class_name" as "className", "fee_accounts"."centre_name" as "centreName", "fee_accounts"."batch_names" as "batches", "fee_accounts"."guardian_mobile" as "guardianMobile", "fee_accounts"."balance" as "balance" from (select new.*) as "fee_accounts") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "fee_accounts";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "fee_accounts" FOR EACH ROW EXECUTE FUNCTION "fee_accounts_kept_json"();--> statement-breakpoint
UPDATE "fee_accounts" a SET admission_number = s.admission_number, class_name = s.class_name,
  centre_name = s.centre_name, guardian_mobile = s.guardian_mobile,
  batch_names = fee_account_batch_names(a.student_id), item_json = null
  FROM "students" s WHERE s.id = a.student_id;
