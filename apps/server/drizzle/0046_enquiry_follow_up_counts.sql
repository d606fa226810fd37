-- Written by hand (drizzle-kit knows no triggers; decision 045, amended). A table may keep a second
-- list's counts by another column: the trigger's second argument names the list (0043's
-- list_counts_log). The enquiries by their follow-up day ('' for none) answer the overdue follow-ups and
-- the day's, exact, for the list and the front desk's summary.
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
