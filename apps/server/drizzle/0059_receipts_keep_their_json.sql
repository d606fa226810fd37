ALTER TABLE "fee_payments" ADD COLUMN "student_name" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "admission_number" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "centre_name" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "cashier_name" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "item_json" text;--> statement-breakpoint
CREATE INDEX "fee_payments_cashier_idx" ON "fee_payments" USING btree ("cashier_id");--> statement-breakpoint
-- Written by hand after drizzle-kit's columns (decisions 040 and 054). A receipt keeps its student's name,
-- admission number and centre and its cashier's name, as a class keeps its batch's (0058): written before
-- its INSERT or an UPDATE that sets the student or the cashier (a cashier deleted sets it null), and again
-- on every receipt of a student whose name, admission number or centre changes — AFTER UPDATE with WHEN,
-- not UPDATE OF: a student's centre name is written by their BEFORE trigger (a move, a centre renamed),
-- which UPDATE OF does not see — and of a cashier renamed. Then the day book's row is kept as JSON
-- (keptJsonMigration(receiptKeptJson) but for its UPDATE: the one below writes the names and the JSON of
-- every receipt in one pass).
CREATE FUNCTION "fee_payments_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name, admission_number, centre_name INTO NEW.student_name, NEW.admission_number, NEW.centre_name
    FROM students WHERE id = NEW.student_id;
  NEW.cashier_name := (SELECT user_name FROM users WHERE id = NEW.cashier_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_payments_names" BEFORE INSERT OR UPDATE OF student_id, cashier_id ON "fee_payments"
  FOR EACH ROW EXECUTE FUNCTION fee_payments_names();--> statement-breakpoint
CREATE TRIGGER "students_fee_payments_names" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('fee_payments', 'student_id', 'student_name', 'name');--> statement-breakpoint
CREATE TRIGGER "students_fee_payments_admission_numbers" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN (OLD.admission_number IS DISTINCT FROM NEW.admission_number)
  EXECUTE FUNCTION kept_name_renamed('fee_payments', 'student_id', 'admission_number', 'admission_number');--> statement-breakpoint
CREATE TRIGGER "students_fee_payments_centres" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN (OLD.centre_name IS DISTINCT FROM NEW.centre_name)
  EXECUTE FUNCTION kept_name_renamed('fee_payments', 'student_id', 'centre_name', 'centre_name');--> statement-breakpoint
CREATE TRIGGER "users_fee_payments_names" AFTER UPDATE OF user_name ON "users" FOR EACH ROW
  WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION kept_name_renamed('fee_payments', 'cashier_id', 'cashier_name', 'user_name');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_payments_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "fee_payments"."id" as "id", "fee_payments"."number" as "number", "fee_payments"."received_on"::text as "receivedOn", "fee_payments"."student_id" as "studentId", "fee_payments"."student_name" as "studentName", "fee_payments"."admission_number" as "admissionNumber", "fee_payments"."centre_name" as "centreName", "fee_payments"."mode" as "mode", "fee_payments"."reference" as "reference", "fee_payments"."amount" as "amount", "fee_payments"."cashier_name" as "cashier", "fee_payments"."status" as "status" from (select new.*) as "fee_payments") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "fee_payments";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "fee_payments" FOR EACH ROW EXECUTE FUNCTION "fee_payments_kept_json"();--> statement-breakpoint
UPDATE "fee_payments" p SET student_name = s.name, admission_number = s.admission_number, centre_name = s.centre_name,
  cashier_name = (SELECT user_name FROM "users" u WHERE u.id = p.cashier_id), item_json = null
  FROM "students" s WHERE s.id = p.student_id;
