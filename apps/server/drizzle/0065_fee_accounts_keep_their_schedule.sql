ALTER TABLE "fee_accounts" ADD COLUMN "owing_days" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "owed_by" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "owes_in_one_batch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Written by hand after drizzle-kit's columns (decision 056). A fee account keeps what its student
-- owes by each day: the days their owing dues fall due, ascending, and beside each the sum owed by then
-- (so the balance is the last sum and the oldest due the first day), and whether every owing due is in
-- one batch. PendingFees then reads what has fallen due by today, and what is owed by the day asked,
-- as `owed_by[width_bucket(day, owing_days)]` — no dues read for a row.
CREATE FUNCTION "fee_account_schedule"(student integer, OUT days date[], OUT owed_by bigint[], OUT one_batch boolean)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(s.due_on ORDER BY s.due_on), '{}'), coalesce(array_agg(s.owed_by ORDER BY s.due_on), '{}'),
         (SELECT count(DISTINCT coalesce(d.batch_id, 0)) <= 1 FROM dues d WHERE d.student_id = student AND d.balance > 0)
  FROM (SELECT d.due_on, (sum(sum(d.balance)) OVER (ORDER BY d.due_on))::bigint AS owed_by
        FROM dues d WHERE d.student_id = student AND d.balance > 0 GROUP BY d.due_on) s
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
  UPDATE fee_accounts a SET balance = o.balance, oldest_due_on = o.oldest, batch_names = o.batch_names,
      owing_days = o.days, owed_by = o.owed_by, owes_in_one_batch = o.one_batch
    FROM (SELECT t.id, coalesce(s.owed_by[cardinality(s.owed_by)], 0) AS balance, s.days[1] AS oldest,
                 fee_account_batch_names(t.id) AS batch_names, s.days, s.owed_by, s.one_batch
          FROM unnest(touched) AS t(id) CROSS JOIN LATERAL fee_account_schedule(t.id) s) o
    WHERE a.student_id = o.id
      AND (a.balance, a.oldest_due_on, a.batch_names, a.owing_days, a.owed_by, a.owes_in_one_batch)
        IS DISTINCT FROM (o.balance, o.oldest, o.batch_names, o.days, o.owed_by, o.one_batch);
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "fee_accounts" a SET owing_days = s.days, owed_by = s.owed_by, owes_in_one_batch = s.one_batch
  FROM "fee_accounts" f CROSS JOIN LATERAL fee_account_schedule(f.student_id) s
  WHERE a.student_id = f.student_id;
