CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"audience" varchar(10) NOT NULL,
	"audience_label" varchar(300) NOT NULL,
	"recipients" jsonb NOT NULL,
	"people" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "teachers_organisation_name_idx";--> statement-breakpoint
DROP INDEX "users_organisation_name_idx";--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_organisation_idx" ON "announcements" USING btree ("organisation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teachers_natural_name_idx" ON "teachers" USING btree ("organisation_id",regexp_replace(regexp_replace(lower("name"), '[0-9]+', '0000000000\&', 'g'), '0*([0-9]{10})', '\1', 'g'),"name","id");--> statement-breakpoint
CREATE INDEX "users_organisation_name_idx" ON "users" USING btree ("organisation_id",regexp_replace(regexp_replace(lower("user_name"), '[0-9]+', '0000000000\&', 'g'), '0*([0-9]{10})', '\1', 'g'),"user_name","id");