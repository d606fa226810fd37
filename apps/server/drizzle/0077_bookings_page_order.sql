DROP INDEX "bookings_organisation_idx";--> statement-breakpoint
CREATE INDEX "bookings_organisation_idx" ON "bookings" USING btree ("organisation_id","starts_at","id");