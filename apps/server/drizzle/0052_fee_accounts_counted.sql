-- Written by hand (drizzle-kit knows no triggers; decision 045, amended). The dues list (PendingFees)
-- shows the students who owe: those whose fee account has an oldest owing due (oldest_due_on is null
-- exactly when the balance is 0, migration 0031). Its accounts are counted by that day ('' for none),
-- as the enquiries are by their follow-up day (0046), so its first page sums kept counts — all the
-- days, or those by "due by" — instead of counting every owing student on every call.
CREATE TRIGGER "list_counts_on_insert" AFTER INSERT ON "fee_accounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('oldest_due_on');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_update" AFTER UPDATE ON "fee_accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('oldest_due_on');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_delete" AFTER DELETE ON "fee_accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('oldest_due_on');--> statement-breakpoint
-- What each day holds so far, counted once (the day written as the trigger writes it).
INSERT INTO list_counts (organisation_id, list, part, rows)
  SELECT organisation_id, 'fee_accounts', coalesce(to_jsonb(a) ->> 'oldest_due_on', ''), count(*)
  FROM fee_accounts a GROUP BY 1, 3;
