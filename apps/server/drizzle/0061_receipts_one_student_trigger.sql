-- A student's receipts follow their name, admission number and centre in one statement (0060's pattern for
-- fee accounts): 0059 had a trigger for each, so a student renamed and moved at once rewrote each of their
-- receipts (and its kept JSON) twice.
DROP TRIGGER "students_fee_payments_names" ON "students";--> statement-breakpoint
DROP TRIGGER "students_fee_payments_admission_numbers" ON "students";--> statement-breakpoint
DROP TRIGGER "students_fee_payments_centres" ON "students";--> statement-breakpoint
CREATE FUNCTION "fee_payments_student_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_payments SET student_name = NEW.name, admission_number = NEW.admission_number,
      centre_name = NEW.centre_name
    WHERE student_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_payments_student_changed" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN ((OLD.name, OLD.admission_number, OLD.centre_name)
    IS DISTINCT FROM (NEW.name, NEW.admission_number, NEW.centre_name))
  EXECUTE FUNCTION fee_payments_student_changed();
