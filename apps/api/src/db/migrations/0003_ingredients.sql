CREATE TABLE "ingredient_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"name" varchar(80) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "ingredient_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ingredient_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"category_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"search_name" text NOT NULL,
	"base_unit" varchar(3) NOT NULL,
	"density" numeric(8, 3),
	"unit_weight" numeric(12, 2),
	"waste_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"is_typical_waste" boolean DEFAULT true NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"vat_pct" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"search_name" text NOT NULL,
	"supplier" varchar(120) DEFAULT '' NOT NULL,
	"brand" varchar(120) DEFAULT '' NOT NULL,
	"purchase_quantity" numeric(14, 3) NOT NULL,
	"purchase_unit" varchar(12) NOT NULL,
	"purchase_price" numeric(14, 4) NOT NULL,
	"waste_pct" numeric(5, 2) NOT NULL,
	"vat_pct" numeric(5, 2) NOT NULL,
	"density" numeric(8, 3),
	"unit_weight" numeric(12, 2),
	"extra_allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"unit_cost" numeric(24, 12) NOT NULL,
	"usable_unit_cost" numeric(24, 12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"purchase_quantity" numeric(14, 3) NOT NULL,
	"purchase_unit" varchar(12) NOT NULL,
	"purchase_price" numeric(14, 4) NOT NULL,
	"unit_cost" numeric(24, 12) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_category_id_ingredient_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ingredient_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_definition_id_ingredient_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."ingredient_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_definitions_owner_idx" ON "ingredient_definitions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ingredient_definitions_category_idx" ON "ingredient_definitions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_definitions_catalog_name_key" ON "ingredient_definitions" USING btree (lower("name")) WHERE "ingredient_definitions"."owner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_definitions_owner_name_key" ON "ingredient_definitions" USING btree ("owner_id",lower("name")) WHERE "ingredient_definitions"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "ingredient_instances_owner_name_idx" ON "ingredient_instances" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "ingredient_instances_owner_definition_idx" ON "ingredient_instances" USING btree ("owner_id","definition_id");--> statement-breakpoint
CREATE INDEX "ingredient_instances_owner_supplier_idx" ON "ingredient_instances" USING btree ("owner_id","supplier");--> statement-breakpoint
CREATE INDEX "ingredient_price_history_instance_idx" ON "ingredient_price_history" USING btree ("instance_id","changed_at");