CREATE TABLE "enquiry_stage_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"stage" varchar(20) NOT NULL,
	"enquiries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_stage_counts" (
	"organisation_id" integer NOT NULL,
	"stage" varchar(20) NOT NULL,
	"enquiries" integer NOT NULL,
	CONSTRAINT "enquiry_stage_counts_organisation_id_stage_pk" PRIMARY KEY("organisation_id","stage")
);
--> statement-breakpoint
ALTER TABLE "enquiry_stage_counts" ADD CONSTRAINT "enquiry_stage_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_stage_count_changes_org_idx" ON "enquiry_stage_count_changes" USING btree ("organisation_id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers; decisions 032 and 044): each statement on enquiries
-- logs how many it added to or took from each stage, and only ever inserts, so no writer waits for
-- another's count row. A statement that moves no enquiry between stages (an edit, a follow-up) logs
-- nothing.
CREATE FUNCTION "enquiry_stage_counts_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO enquiry_stage_count_changes (organisation_id, stage, enquiries)
      SELECT organisation_id, stage, count(*) FROM new_enquiries GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO enquiry_stage_count_changes (organisation_id, stage, enquiries)
      SELECT organisation_id, stage, -count(*) FROM old_enquiries GROUP BY 1, 2;
  ELSE
    INSERT INTO enquiry_stage_count_changes (organisation_id, stage, enquiries)
      SELECT organisation_id, stage, sum(n)
      FROM (SELECT organisation_id, stage, 1 AS n FROM new_enquiries
            UNION ALL SELECT organisation_id, stage, -1 FROM old_enquiries) c
      GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enquiry_stage_counts_on_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_stage_counts_log"();--> statement-breakpoint
CREATE TRIGGER "enquiry_stage_counts_on_update" AFTER UPDATE ON "enquiries" REFERENCING OLD TABLE AS old_enquiries NEW TABLE AS new_enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_stage_counts_log"();--> statement-breakpoint
CREATE TRIGGER "enquiry_stage_counts_on_delete" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_stage_counts_log"();--> statement-breakpoint
-- The enquiries each stage holds so far.
INSERT INTO enquiry_stage_counts (organisation_id, stage, enquiries)
  SELECT organisation_id, stage, count(*) FROM enquiries GROUP BY 1, 2;
