CREATE TABLE "message_channels" (
	"organisation_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"secrets" "bytea",
	"secret_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"receipt_token" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_channels_organisation_id_channel_pk" PRIMARY KEY("organisation_id","channel"),
	CONSTRAINT "message_channels_receipt_token_unique" UNIQUE("receipt_token")
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"organisation_id" integer NOT NULL,
	"recipient_ref" varchar(40) NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"opted_out" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_organisation_id_recipient_ref_pk" PRIMARY KEY("organisation_id","recipient_ref")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"organisation_id" integer NOT NULL,
	"event" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"language" varchar(5) NOT NULL,
	"subject" varchar(200) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"whatsapp_template" varchar(100) DEFAULT '' NOT NULL,
	"dlt_template_id" varchar(19) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_organisation_id_event_channel_language_pk" PRIMARY KEY("organisation_id","event","channel","language")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"event" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient_ref" varchar(40) NOT NULL,
	"recipient_name" varchar(200) NOT NULL,
	"address" varchar(254) NOT NULL,
	"language" varchar(5) NOT NULL,
	"subject" varchar(300) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"provider_id" varchar(200),
	"subject_ref" varchar(40),
	"once_key" varchar(200),
	"resend_of" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_channels" ADD CONSTRAINT "message_channels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_log_idx" ON "messages" USING btree ("organisation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" in ('queued', 'held');--> statement-breakpoint
CREATE INDEX "messages_sending_idx" ON "messages" USING btree ("claimed_until") WHERE "messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "messages_rate_idx" ON "messages" USING btree ("organisation_id","attempted_at") WHERE "messages"."attempted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_once_idx" ON "messages" USING btree ("organisation_id","once_key") WHERE "messages"."once_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id") WHERE "messages"."provider_id" is not null;