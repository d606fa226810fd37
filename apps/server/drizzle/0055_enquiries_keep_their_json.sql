-- Decision 054: the list's row and the board's card kept on each enquiry as JSON. The columns by
-- drizzle-kit; the function, its trigger and the rewrite of every row as db/kept-json.ts writes them
-- (keptJsonMigration(enquiryKeptJson); db/kept-json.test.ts checks the function is the code's).
ALTER TABLE "enquiries" ADD COLUMN "item_json" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "card_json" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "enquiries_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "enquiries"."id" as "id", "enquiries"."student_name" as "studentName", "enquiries"."guardian_name" as "guardianName", "enquiries"."mobile" as "mobile", "enquiries"."email" as "email", "enquiries"."class_name" as "className", "enquiries"."centre_name" as "centreName", "enquiries"."source" as "source", "enquiries"."sub_source" as "subSource", "enquiries"."stage" as "stage", "enquiries"."lost_reason" as "lostReason", "enquiries"."owner_id" as "ownerId", "enquiries"."owner_name" as "ownerName", "enquiries"."next_follow_up" as "nextFollowUp", to_char("enquiries"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt" from (select new.*) as "enquiries") as item);
  new."card_json" := (select row_to_json(item)::text from (select "enquiries"."id" as "id", "enquiries"."student_name" as "studentName", "enquiries"."guardian_name" as "guardianName", "enquiries"."mobile" as "mobile", "enquiries"."source" as "source", "enquiries"."stage" as "stage", "enquiries"."owner_name" as "ownerName", "enquiries"."next_follow_up" as "nextFollowUp" from (select new.*) as "enquiries") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "enquiries";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "enquiries_kept_json"();--> statement-breakpoint
UPDATE "enquiries" SET "item_json" = null, "card_json" = null;
