ALTER TABLE "students" ADD COLUMN "card_code" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "students_card_code_idx" ON "students" USING btree ("organisation_id","card_code");