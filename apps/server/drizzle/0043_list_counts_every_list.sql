DROP INDEX "list_count_changes_org_idx";--> statement-breakpoint
CREATE INDEX "list_count_changes_list_idx" ON "list_count_changes" USING btree ("organisation_id","list","part");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 045, amended). Every list whose first page
-- shows a whole organisation's total keeps its counts in list_counts, so no first page counts rows.
-- list_counts_log learns lists without parts (no argument: the part is '') and rows of no
-- organisation (the platform's own audit lines), which no list shows; a second argument names the
-- list when a table keeps a second one by another column (the table's name when absent).
CREATE OR REPLACE FUNCTION "list_counts_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part_column text := TG_ARGV[0];
  list_name text := coalesce(TG_ARGV[1], TG_TABLE_NAME);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, list_name,
             CASE WHEN part_column IS NULL THEN '' ELSE coalesce(to_jsonb(r) ->> part_column, '') END, count(*)
      FROM new_rows r WHERE organisation_id IS NOT NULL GROUP BY 1, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, list_name,
             CASE WHEN part_column IS NULL THEN '' ELSE coalesce(to_jsonb(r) ->> part_column, '') END, -count(*)
      FROM old_rows r WHERE organisation_id IS NOT NULL GROUP BY 1, 3;
  ELSE
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, list_name, part, sum(n)
      FROM (SELECT organisation_id, coalesce(to_jsonb(r) ->> part_column, '') AS part, 1 AS n FROM new_rows r
            UNION ALL SELECT organisation_id, coalesce(to_jsonb(r) ->> part_column, ''), -1 FROM old_rows r) c
      WHERE organisation_id IS NOT NULL
      GROUP BY 1, 3 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The lists that join, and the column each first filters on ('' for none: it then needs no UPDATE
-- trigger, as an edit moves no row between parts).
DO $$
DECLARE
  listed record;
BEGIN
  FOR listed IN SELECT * FROM (VALUES
      ('users', NULL), ('teachers', 'active'), ('audit_log', NULL), ('messages', 'status'),
      ('boards', NULL), ('classes', NULL), ('subjects', NULL), ('batches', 'status'),
      ('fee_plans', 'active'), ('centres', 'active')) AS l(name, part)
  LOOP
    EXECUTE format('CREATE TRIGGER list_counts_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION list_counts_log(%s)', listed.name, coalesce(quote_literal(listed.part), ''));
    EXECUTE format('CREATE TRIGGER list_counts_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION list_counts_log(%s)', listed.name, coalesce(quote_literal(listed.part), ''));
    IF listed.part IS NOT NULL THEN
      EXECUTE format('CREATE TRIGGER list_counts_on_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
        'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_log(%L)', listed.name, listed.part);
    END IF;
    -- What the list holds so far, counted once.
    EXECUTE format('INSERT INTO list_counts (organisation_id, list, part, rows) '
      'SELECT organisation_id, %L, %s, count(*) FROM %I WHERE organisation_id IS NOT NULL GROUP BY 1, 3',
      listed.name, CASE WHEN listed.part IS NULL THEN quote_literal('') ELSE format('coalesce(%I::text, %L)', listed.part, '') END,
      listed.name);
  END LOOP;
END $$;
