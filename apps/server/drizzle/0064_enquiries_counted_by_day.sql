ALTER TABLE "enquiries" ADD COLUMN "created_day" date GENERATED ALWAYS AS ((created_at at time zone 'UTC')::date) STORED;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decision 045, amended). The enquiries counted by the
-- day they were received, in UTC (the generated column above: a zone of its own per institute would not
-- be an immutable expression), as 0046 counts them by follow-up day: the front desk's "new this week"
-- sums the whole days and counts by index only the part of a day its week begins in.
CREATE TRIGGER "list_counts_by_created_day_on_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('created_day', 'enquiries_by_created_day');--> statement-breakpoint
CREATE TRIGGER "list_counts_by_created_day_on_delete" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('created_day', 'enquiries_by_created_day');--> statement-breakpoint
-- No UPDATE trigger: nothing changes when an enquiry was received, and every edit would pay for one.
INSERT INTO list_counts (organisation_id, list, part, rows)
  SELECT organisation_id, 'enquiries_by_created_day', created_day::text, count(*)
  FROM enquiries GROUP BY 1, 3;
