CREATE TABLE "list_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"list" varchar(40) NOT NULL,
	"part" varchar(40) NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_counts" (
	"organisation_id" integer NOT NULL,
	"list" varchar(40) NOT NULL,
	"part" varchar(40) NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "list_counts_organisation_id_list_part_pk" PRIMARY KEY("organisation_id","list","part")
);
--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_count_changes_org_idx" ON "list_count_changes" USING btree ("organisation_id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decisions 032, 044 and 045). One function logs the
-- count changes of every listed table: the list is the table's name, its part the column named by the
-- trigger's argument. Each statement logs how many rows it added to or took from each part, and only
-- ever inserts, so no writer waits for another's count row; a statement that moves no row between
-- parts (an edit) logs nothing.
CREATE FUNCTION "list_counts_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, TG_TABLE_NAME, to_jsonb(r) ->> TG_ARGV[0], count(*) FROM new_rows r GROUP BY 1, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, TG_TABLE_NAME, to_jsonb(r) ->> TG_ARGV[0], -count(*) FROM old_rows r GROUP BY 1, 3;
  ELSE
    INSERT INTO list_count_changes (organisation_id, list, part, rows)
      SELECT organisation_id, TG_TABLE_NAME, part, sum(n)
      FROM (SELECT organisation_id, to_jsonb(r) ->> TG_ARGV[0] AS part, 1 AS n FROM new_rows r
            UNION ALL SELECT organisation_id, to_jsonb(r) ->> TG_ARGV[0], -1 FROM old_rows r) c
      GROUP BY 1, 3 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The enquiries' stage counts move here from migration 0038's tables (dropped by the next migration).
DROP TRIGGER "enquiry_stage_counts_on_insert" ON "enquiries";--> statement-breakpoint
DROP TRIGGER "enquiry_stage_counts_on_update" ON "enquiries";--> statement-breakpoint
DROP TRIGGER "enquiry_stage_counts_on_delete" ON "enquiries";--> statement-breakpoint
DROP FUNCTION "enquiry_stage_counts_log"();--> statement-breakpoint
CREATE TRIGGER "list_counts_on_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('stage');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_update" AFTER UPDATE ON "enquiries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('stage');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_delete" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('stage');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('status');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('status');--> statement-breakpoint
CREATE TRIGGER "list_counts_on_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_log"('status');--> statement-breakpoint
-- What each list holds so far, counted once.
INSERT INTO list_counts (organisation_id, list, part, rows)
  SELECT organisation_id, 'enquiries', stage, count(*) FROM enquiries GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO list_counts (organisation_id, list, part, rows)
  SELECT organisation_id, 'students', status, count(*) FROM students GROUP BY 1, 3;
