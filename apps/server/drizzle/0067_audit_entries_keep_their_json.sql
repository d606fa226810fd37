ALTER TABLE "audit_log" ADD COLUMN "item_json" text;--> statement-breakpoint
-- An audit entry keeps its list row but for who acted, whose name and email are read at each call.
CREATE OR REPLACE FUNCTION "audit_log_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select left(row_to_json(item)::text, -1) from (select "audit_log"."id" as "id", to_char("audit_log"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "at", "audit_log"."user_id" as "userId", "audit_log"."action" as "action", "audit_log"."area" as "area", "audit_log"."entity_id" as "entityId", "audit_log"."summary" as "summary", "audit_log"."ip" as "ip" from (select new.*) as "audit_log") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_kept_json"();--> statement-breakpoint
UPDATE "audit_log" SET "item_json" = null;--> statement-breakpoint
-- A kept text with a tail is kept open, without its closing brace (decision 054): a page appends the
-- tail and the brace.
CREATE OR REPLACE FUNCTION "class_sessions_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select left(row_to_json(item)::text, -1) from (select "class_sessions"."id" as "id", "class_sessions"."batch_id" as "batchId", "class_sessions"."batch_name" as "batchName", "class_sessions"."batch_code" as "batchCode", "class_sessions"."slot_id" as "slotId", "class_sessions"."day" as "day", to_char("class_sessions"."starts_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt", to_char("class_sessions"."ends_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt", "class_sessions"."subject_name" as "subjectName", "class_sessions"."teacher_id" as "teacherId", "class_sessions"."teacher_name" as "teacherName", "class_sessions"."regular_teacher_name" as "regularTeacherName", "class_sessions"."room_id" as "roomId", "class_sessions"."room_name" as "roomName", "class_sessions"."centre_name" as "centreName", "class_sessions"."meeting_link" as "meetingLink", "class_sessions"."status" as "status", "class_sessions"."cancel_reason" as "cancelReason", "class_sessions"."moved" as "moved" from (select new.*) as "class_sessions") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "class_sessions";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "class_sessions" FOR EACH ROW EXECUTE FUNCTION "class_sessions_kept_json"();--> statement-breakpoint
UPDATE "class_sessions" SET "item_json" = null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_accounts_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select left(row_to_json(item)::text, -1) from (select "fee_accounts"."student_id" as "studentId", "fee_accounts"."admission_number" as "admissionNumber", "fee_accounts"."name" as "name", "fee_accounts"."class_name" as "className", "fee_accounts"."centre_name" as "centreName", "fee_accounts"."batch_names" as "batches", "fee_accounts"."guardian_mobile" as "guardianMobile", "fee_accounts"."balance" as "balance" from (select new.*) as "fee_accounts") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "fee_accounts";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "fee_accounts" FOR EACH ROW EXECUTE FUNCTION "fee_accounts_kept_json"();--> statement-breakpoint
UPDATE "fee_accounts" SET "item_json" = null;