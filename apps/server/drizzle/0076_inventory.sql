CREATE TABLE "inventory_balances" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_balances_store_id_item_id_pk" PRIMARY KEY("store_id","item_id"),
	CONSTRAINT "inventory_balances_quantity_check" CHECK (quantity >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"store_id" integer NOT NULL,
	"to_store_id" integer,
	"supplier" varchar(100) DEFAULT '' NOT NULL,
	"bill_number" varchar(40) DEFAULT '' NOT NULL,
	"teacher_id" integer,
	"student_id" integer,
	"kit_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"on_day" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"size" varchar(12) DEFAULT '' NOT NULL,
	"unit" varchar(12) NOT NULL,
	"hsn_code" varchar(8) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"gst_rate" smallint NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_amounts_check" CHECK (price >= 0 and reorder_level >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_kit_items" (
	"kit_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inventory_kit_items_kit_id_item_id_pk" PRIMARY KEY("kit_id","item_id"),
	CONSTRAINT "inventory_kit_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"class_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"unit_price" integer,
	"due_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_quantity_check" CHECK (quantity <> 0 and balance_after >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_store_id_inventory_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."inventory_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_store_id_inventory_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."inventory_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_to_store_id_inventory_stores_id_fk" FOREIGN KEY ("to_store_id") REFERENCES "public"."inventory_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_kit_id_inventory_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."inventory_kits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_documents" ADD CONSTRAINT "inventory_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_kit_items" ADD CONSTRAINT "inventory_kit_items_kit_id_inventory_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."inventory_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_kit_items" ADD CONSTRAINT "inventory_kit_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_kits" ADD CONSTRAINT "inventory_kits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_kits" ADD CONSTRAINT "inventory_kits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_document_id_inventory_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."inventory_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_store_id_inventory_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."inventory_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stores" ADD CONSTRAINT "inventory_stores_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stores" ADD CONSTRAINT "inventory_stores_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_balances_item_idx" ON "inventory_balances" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inventory_documents_org_idx" ON "inventory_documents" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "inventory_documents_student_idx" ON "inventory_documents" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_name_idx" ON "inventory_items" USING btree ("organisation_id",lower("name"),lower("size"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_kits_name_idx" ON "inventory_kits" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_document_idx" ON "inventory_movements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_stores_name_idx" ON "inventory_stores" USING btree ("organisation_id",lower("name"));