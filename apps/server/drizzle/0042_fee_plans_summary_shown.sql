ALTER TABLE "fee_plans" ADD COLUMN "heads_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD COLUMN "instalment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD COLUMN "students_billed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 040). What the plans list shows of a plan's
-- heads, instalments and billed students is kept on the plan's row: each statement on fee_plan_heads,
-- fee_plan_instalments or fee_billings writes it again for the plans it touches (through 0037's
-- holdings_changed). The rows are locked in id order, so two writers touching the same plans wait
-- rather than deadlock.
CREATE FUNCTION "fee_plans_show_summary"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE fee_plans p SET
    heads_total = (SELECT coalesce(sum(ph.amount), 0) FROM fee_plan_heads ph WHERE ph.plan_id = p.id),
    instalment_count = (SELECT count(*) FROM fee_plan_instalments i WHERE i.plan_id = p.id),
    students_billed = (SELECT count(*) FROM fee_billings fb WHERE fb.plan_id = p.id)
  FROM (SELECT id FROM fee_plans WHERE id = ANY(ids) ORDER BY id FOR UPDATE) locked
  WHERE p.id = locked.id
$$;--> statement-breakpoint
DO $$
DECLARE held text;
BEGIN
  FOREACH held IN ARRAY ARRAY['fee_plan_heads', 'fee_plan_instalments', 'fee_billings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held || '_shown_insert', held, 'fee_plans_show_summary', 'plan_id');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held || '_shown_update', held, 'fee_plans_show_summary', 'plan_id');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION holdings_changed(%L, %L)', held || '_shown_delete', held, 'fee_plans_show_summary', 'plan_id');
  END LOOP;
END $$;--> statement-breakpoint
-- Every plan's summary so far.
SELECT fee_plans_show_summary(ARRAY(SELECT id FROM fee_plans));
