CREATE TABLE "stock_count_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"count_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"area_id" integer,
	"instance_id" integer,
	"recipe_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" varchar(12) NOT NULL,
	"quantity_base" numeric(18, 3) NOT NULL,
	"base_unit" varchar(12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_count_entries_one_item_check" CHECK (("stock_count_entries"."instance_id" is null) <> ("stock_count_entries"."recipe_id" is null)),
	CONSTRAINT "stock_count_entries_quantity_check" CHECK ("stock_count_entries"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"counted_on" date NOT NULL,
	"kind" varchar(8) NOT NULL,
	"area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"instance_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"recipe_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tolerance_pct" numeric(5, 2) DEFAULT '25' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_counts_kind_check" CHECK ("stock_counts"."kind" in ('full', 'partial'))
);
--> statement-breakpoint
CREATE TABLE "stock_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"instance_id" integer,
	"recipe_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "stock_places_one_item_check" CHECK (("stock_places"."instance_id" is null) <> ("stock_places"."recipe_id" is null))
);
--> statement-breakpoint
CREATE TABLE "storage_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_area_id_storage_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."storage_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_area_id_storage_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."storage_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_areas" ADD CONSTRAINT "storage_areas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_entries_client_key" ON "stock_count_entries" USING btree ("count_id","client_id");--> statement-breakpoint
CREATE INDEX "stock_count_entries_owner_idx" ON "stock_count_entries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_count_entries_instance_idx" ON "stock_count_entries" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "stock_count_entries_recipe_idx" ON "stock_count_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "stock_counts_owner_day_idx" ON "stock_counts" USING btree ("owner_id","counted_on");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_places_area_instance_key" ON "stock_places" USING btree ("area_id","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_places_area_recipe_key" ON "stock_places" USING btree ("area_id","recipe_id");--> statement-breakpoint
CREATE INDEX "stock_places_owner_idx" ON "stock_places" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_places_instance_idx" ON "stock_places" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "stock_places_recipe_idx" ON "stock_places" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_areas_owner_name_key" ON "storage_areas" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "storage_areas_owner_idx" ON "storage_areas" USING btree ("owner_id","position");