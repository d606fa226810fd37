-- Decision 053: a window of classes is one range of an index that begins the organisation's longest
-- class before it opens; the classes in progress are no longer found by their span, nor through a function.
DROP FUNCTION "sessions_in_progress"(integer, timestamptz);--> statement-breakpoint
DROP INDEX "class_sessions_span_idx";--> statement-breakpoint
CREATE INDEX "class_sessions_length_idx" ON "class_sessions" USING btree ("organisation_id",("ends_at" - "starts_at"));
