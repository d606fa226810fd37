ALTER TABLE "fee_plans" ADD COLUMN "batch_name" text;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD COLUMN "item_json" text;--> statement-breakpoint
-- Written by hand after drizzle-kit's columns (decisions 040 and 054). A fee plan keeps its batch's and
-- class's names, as a batch keeps its class's (0050): written before its INSERT or an UPDATE that sets
-- either, and again on the plans of a batch or class renamed. Then the list's row is kept as JSON
-- (keptJsonMigration(planKeptJson) but for its UPDATE: the one below writes the names and the JSON of
-- every plan in one pass).
CREATE FUNCTION "fee_plans_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.batch_name := (SELECT name FROM batches WHERE id = NEW.batch_id);
  NEW.class_name := (SELECT name FROM classes WHERE id = NEW.class_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_plans_names" BEFORE INSERT OR UPDATE OF batch_id, class_id ON "fee_plans"
  FOR EACH ROW EXECUTE FUNCTION fee_plans_names();--> statement-breakpoint
CREATE TRIGGER "batches_fee_plans_names" AFTER UPDATE OF name ON "batches" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('fee_plans', 'batch_id', 'batch_name', 'name');--> statement-breakpoint
CREATE TRIGGER "classes_fee_plans_names" AFTER UPDATE OF name ON "classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION kept_name_renamed('fee_plans', 'class_id', 'class_name', 'name');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_plans_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "fee_plans"."id" as "id", "fee_plans"."name" as "name", "fee_plans"."batch_id" as "batchId", "fee_plans"."batch_name" as "batchName", "fee_plans"."class_id" as "classId", "fee_plans"."class_name" as "className", "fee_plans"."heads_total" as "total", "fee_plans"."instalment_count" as "instalmentCount", "fee_plans"."active" as "active", "fee_plans"."students_billed" as "studentsBilled" from (select new.*) as "fee_plans") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "fee_plans";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "fee_plans" FOR EACH ROW EXECUTE FUNCTION "fee_plans_kept_json"();--> statement-breakpoint
UPDATE "fee_plans" p SET batch_name = (SELECT name FROM "batches" b WHERE b.id = p.batch_id),
  class_name = (SELECT name FROM "classes" c WHERE c.id = p.class_id), item_json = null;
