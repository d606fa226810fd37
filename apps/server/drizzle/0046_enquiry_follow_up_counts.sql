-- Written by hand (drizzle-kit knows no triggers; decision 045, amended). A table may keep a second
-- list's counts by another column: the trigger's second argument names the list (the table's name
-- when absent). The enquiries by their follow-up day ('' for none) answer the overdue follow-ups and
-- the day's, exact, for the list and the front desk's summary.
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
CREATE TRIGGER "list_counts_by_follow_up_on_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('next_follow_up', 'enquiries_by_follow_up');--> statement-breakpoint
CREATE TRIGGER "list_counts_by_follow_up_on_update" AFTER UPDATE ON "enquiries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('next_follow_up', 'enquiries_by_follow_up');--> statement-breakpoint
CREATE TRIGGER "list_counts_by_follow_up_on_delete" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('next_follow_up', 'enquiries_by_follow_up');--> statement-breakpoint
-- What each day holds so far, counted once (the day written as the trigger writes it).
INSERT INTO list_counts (organisation_id, list, part, rows)
  SELECT organisation_id, 'enquiries_by_follow_up', coalesce(to_jsonb(e) ->> 'next_follow_up', ''), count(*)
  FROM enquiries e GROUP BY 1, 3;
