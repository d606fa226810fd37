CREATE TABLE "attendance_saves" (
	"organisation_id" integer NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_saves_organisation_id_client_key_pk" PRIMARY KEY("organisation_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_saves" ADD CONSTRAINT "attendance_saves_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;