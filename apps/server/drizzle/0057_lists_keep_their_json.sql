-- Decision 054: the students', users', teachers', centres' and batches' list rows kept on each row as JSON. The
-- columns by drizzle-kit; each table's function, trigger and rewrite of every row as keptJsonMigration writes them.
ALTER TABLE "users" ADD COLUMN "item_json" text;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "item_json" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "item_json" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "item_json" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "item_json" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "students_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "students"."id" as "id", "students"."admission_number" as "admissionNumber", "students"."name" as "name", "students"."class_name" as "className", "students"."board_name" as "boardName", "students"."centre_name" as "centreName", "students"."status" as "status", "students"."admission_date" as "admissionDate", "students"."guardian_name" as "guardianName", "students"."guardian_mobile" as "guardianMobile" from (select new.*) as "students") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "students";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "students" FOR EACH ROW EXECUTE FUNCTION "students_kept_json"();--> statement-breakpoint
UPDATE "students" SET "item_json" = null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "users"."id" as "id", "users"."user_name" as "userName", "users"."email" as "email", "users"."mobile" as "mobile", "users"."whatsapp" as "whatsapp", "users"."user_type" as "userType", case when not "users"."active" then 'inactive'
  when "users"."password_hash" is null then 'invited' else 'active' end as "status", "users"."holds_owner" as "isOwner", "users"."roles_shown" as "roles", "users"."centres_shown" as "centres", "users"."exceptions_shown" as "exceptions", case when "users"."active" and "users"."password_hash" is null
    then to_char("users"."invitation_expires_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "invitationExpiresAt", to_char("users"."last_sign_in_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSignInAt", to_char("users"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt" from (select new.*) as "users") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "users";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_kept_json"();--> statement-breakpoint
UPDATE "users" SET "item_json" = null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "teachers_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "teachers"."id" as "id", "teachers"."name" as "name", "teachers"."email" as "email", "teachers"."mobile" as "mobile", "teachers"."whatsapp" as "whatsapp", "teachers"."joining_date" as "joiningDate", "teachers"."active" as "active", "teachers"."photo" is not null as "hasPhoto", "teachers"."centres_shown" as "centres", "teachers"."subjects_shown" as "subjects" from (select new.*) as "teachers") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "teachers";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "teachers" FOR EACH ROW EXECUTE FUNCTION "teachers_kept_json"();--> statement-breakpoint
UPDATE "teachers" SET "item_json" = null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "centres_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "centres"."id" as "id", "centres"."centre_code" as "CentreCode", "centres"."centre_name" as "CentreName", "centres"."address" as "address", "centres"."phone" as "phone", "centres"."active" as "active", to_char("centres"."opens_at", 'HH24:MI') as "opensAt", to_char("centres"."closes_at", 'HH24:MI') as "closesAt", "centres"."teacher_count" as "teacherCount", "centres"."staff_count" as "staffCount" from (select new.*) as "centres") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "centres";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "centres" FOR EACH ROW EXECUTE FUNCTION "centres_kept_json"();--> statement-breakpoint
UPDATE "centres" SET "item_json" = null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "batches_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "batches"."id" as "id", "batches"."code" as "code", "batches"."name" as "name", "batches"."class_name" as "className", "batches"."board_name" as "boardName", "batches"."centre_name" as "centreName", "batches"."room_name" as "roomName", "batches"."capacity" as "capacity", "batches"."starts_on" as "startsOn", "batches"."ends_on" as "endsOn", "batches"."mode" as "mode", "batches"."status" as "status" from (select new.*) as "batches") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "batches";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "batches" FOR EACH ROW EXECUTE FUNCTION "batches_kept_json"();--> statement-breakpoint
UPDATE "batches" SET "item_json" = null;
