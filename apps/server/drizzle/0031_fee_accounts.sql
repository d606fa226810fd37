CREATE TABLE "fee_accounts" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"oldest_due_on" date
);
--> statement-breakpoint
DROP INDEX "dues_owing_idx";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_accounts_owing_idx" ON "fee_accounts" USING btree ("organisation_id","oldest_due_on","name","student_id") WHERE balance > 0;--> statement-breakpoint
CREATE INDEX "dues_owing_idx" ON "dues" USING btree ("organisation_id","due_on","balance") WHERE balance > 0;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): fee_accounts is kept by the database, whoever
-- writes dues (billing, collection, reversal, concessions, coupons, fines, seeds, imports). Each
-- statement on dues recomputes the rows of the students it touched: their rows are created and
-- locked first, in student order, so the recount that follows (a statement of its own, with a new
-- snapshot) sees every other transaction's change to those dues committed.
CREATE FUNCTION "fee_accounts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE fee_accounts a SET balance = coalesce(o.balance, 0), oldest_due_on = o.oldest
    FROM (SELECT t.id, sum(d.balance) AS balance, min(d.due_on) AS oldest
          FROM unnest(touched) AS t(id) LEFT JOIN dues d ON d.student_id = t.id AND d.balance > 0
          GROUP BY t.id) o
    WHERE a.student_id = o.id
      AND (a.balance, a.oldest_due_on) IS DISTINCT FROM (coalesce(o.balance, 0), o.oldest);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_accounts_on_insert" AFTER INSERT ON "dues" REFERENCING NEW TABLE AS new_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_accounts_keep"();--> statement-breakpoint
CREATE TRIGGER "fee_accounts_on_update" AFTER UPDATE ON "dues" REFERENCING NEW TABLE AS new_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_accounts_keep"();--> statement-breakpoint
CREATE TRIGGER "fee_accounts_on_delete" AFTER DELETE ON "dues" REFERENCING OLD TABLE AS old_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_accounts_keep"();--> statement-breakpoint
-- The page orders by name too: a renamed student's row follows.
CREATE FUNCTION "fee_accounts_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_accounts SET name = NEW.name WHERE student_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_accounts_rename" AFTER UPDATE OF name ON "students"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "fee_accounts_rename"();--> statement-breakpoint
-- The students billed so far.
INSERT INTO fee_accounts (student_id, organisation_id, name, balance, oldest_due_on)
  SELECT s.id, s.organisation_id, s.name, coalesce(sum(d.balance) FILTER (WHERE d.balance > 0), 0),
         min(d.due_on) FILTER (WHERE d.balance > 0)
  FROM students s JOIN dues d ON d.student_id = s.id
  GROUP BY s.id;
