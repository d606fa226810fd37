CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"organisation_id" integer,
	"run_key" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'due' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" in ('due', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_key_uq" ON "job_runs" USING btree ("job",coalesce("organisation_id", 0),"run_key");--> statement-breakpoint
CREATE INDEX "job_runs_open_idx" ON "job_runs" USING btree ("due_at") WHERE "job_runs"."status" in ('due', 'running');--> statement-breakpoint
CREATE INDEX "job_runs_history_idx" ON "job_runs" USING btree ("job",coalesce("organisation_id", 0),"id");