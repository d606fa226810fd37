DROP TABLE "enquiry_stage_count_changes" CASCADE;--> statement-breakpoint
DROP TABLE "enquiry_stage_counts" CASCADE;