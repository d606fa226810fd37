CREATE TABLE "fee_due_day_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_due_days" (
	"organisation_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "fee_due_days_organisation_id_due_on_pk" PRIMARY KEY("organisation_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_day_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"mode" varchar(8) NOT NULL,
	"cashier_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"receipts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_days" (
	"organisation_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"mode" varchar(8) NOT NULL,
	"cashier_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"receipts" integer NOT NULL,
	CONSTRAINT "fee_receipt_days_organisation_id_received_on_mode_cashier_id_status_pk" PRIMARY KEY("organisation_id","received_on","mode","cashier_id","status")
);
--> statement-breakpoint
ALTER TABLE "fee_due_days" ADD CONSTRAINT "fee_due_days_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_days" ADD CONSTRAINT "fee_receipt_days_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_due_day_changes_org_idx" ON "fee_due_day_changes" USING btree ("organisation_id","due_on");--> statement-breakpoint
CREATE INDEX "fee_receipt_day_changes_org_idx" ON "fee_receipt_day_changes" USING btree ("organisation_id","received_on");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 032): each statement on dues or receipts
-- logs what it changed in the day totals, grouped by day, and only ever inserts, so no writer waits
-- for another's total row. A statement that changes nothing a total counts (a receipt's note, a due's
-- paid and concession moved together) logs nothing.
CREATE FUNCTION "fee_due_days_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fee_due_day_changes (organisation_id, due_on, balance)
      SELECT organisation_id, due_on, sum(balance) FROM new_dues GROUP BY 1, 2 HAVING sum(balance) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO fee_due_day_changes (organisation_id, due_on, balance)
      SELECT organisation_id, due_on, -sum(balance) FROM old_dues GROUP BY 1, 2 HAVING sum(balance) <> 0;
  ELSE
    INSERT INTO fee_due_day_changes (organisation_id, due_on, balance)
      SELECT organisation_id, due_on, sum(balance)
      FROM (SELECT organisation_id, due_on, balance FROM new_dues
            UNION ALL SELECT organisation_id, due_on, -balance FROM old_dues) c
      GROUP BY 1, 2 HAVING sum(balance) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_due_days_on_insert" AFTER INSERT ON "dues" REFERENCING NEW TABLE AS new_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_due_days_log"();--> statement-breakpoint
CREATE TRIGGER "fee_due_days_on_update" AFTER UPDATE ON "dues" REFERENCING OLD TABLE AS old_dues NEW TABLE AS new_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_due_days_log"();--> statement-breakpoint
CREATE TRIGGER "fee_due_days_on_delete" AFTER DELETE ON "dues" REFERENCING OLD TABLE AS old_dues
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_due_days_log"();--> statement-breakpoint
CREATE FUNCTION "fee_receipt_days_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fee_receipt_day_changes (organisation_id, received_on, mode, cashier_id, status, amount, receipts)
      SELECT organisation_id, received_on, mode, coalesce(cashier_id, 0), status, sum(amount), count(*)
      FROM new_receipts GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO fee_receipt_day_changes (organisation_id, received_on, mode, cashier_id, status, amount, receipts)
      SELECT organisation_id, received_on, mode, coalesce(cashier_id, 0), status, -sum(amount), -count(*)
      FROM old_receipts GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO fee_receipt_day_changes (organisation_id, received_on, mode, cashier_id, status, amount, receipts)
      SELECT organisation_id, received_on, mode, cashier_id, status, sum(amount), sum(receipts)
      FROM (SELECT organisation_id, received_on, mode, coalesce(cashier_id, 0) AS cashier_id, status,
                   amount::bigint AS amount, 1 AS receipts FROM new_receipts
            UNION ALL SELECT organisation_id, received_on, mode, coalesce(cashier_id, 0), status,
                   -amount::bigint, -1 FROM old_receipts) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(receipts) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_receipt_days_on_insert" AFTER INSERT ON "fee_payments" REFERENCING NEW TABLE AS new_receipts
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_receipt_days_log"();--> statement-breakpoint
CREATE TRIGGER "fee_receipt_days_on_update" AFTER UPDATE ON "fee_payments" REFERENCING OLD TABLE AS old_receipts NEW TABLE AS new_receipts
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_receipt_days_log"();--> statement-breakpoint
CREATE TRIGGER "fee_receipt_days_on_delete" AFTER DELETE ON "fee_payments" REFERENCING OLD TABLE AS old_receipts
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_receipt_days_log"();--> statement-breakpoint
-- What is owed and what came in so far.
INSERT INTO fee_due_days (organisation_id, due_on, balance)
  SELECT organisation_id, due_on, sum(balance) FROM dues GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO fee_receipt_days (organisation_id, received_on, mode, cashier_id, status, amount, receipts)
  SELECT organisation_id, received_on, mode, coalesce(cashier_id, 0), status, sum(amount), count(*)
  FROM fee_payments GROUP BY 1, 2, 3, 4, 5;
