-- Decision 054: the delivery log's row kept on each message as JSON. The column by drizzle-kit; the
-- function, its trigger and the rewrite of every row as keptJsonMigration(messageKeptJson) writes them.
ALTER TABLE "messages" ADD COLUMN "item_json" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "messages_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "messages"."id" as "id", "messages"."event" as "event", "messages"."channel" as "channel", "messages"."recipient_ref" as "recipientRef", "messages"."recipient_name" as "recipientName", "messages"."address" as "address", "messages"."language" as "language", "messages"."subject" as "subject", "messages"."body" as "body", "messages"."status" as "status", "messages"."reason" as "reason", "messages"."attempts" as "attempts", to_char("messages"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("messages"."sent_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt", to_char("messages"."delivered_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "deliveredAt", case when "messages"."status" in ('queued', 'held') then to_char("messages"."next_attempt_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "nextAttemptAt", "messages"."resend_of" as "resendOf" from (select new.*) as "messages") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "messages";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_kept_json"();--> statement-breakpoint
UPDATE "messages" SET "item_json" = null;
