CREATE TABLE "sales_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(12) NOT NULL,
	"layout" varchar(64) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_imports_dates_check" CHECK ("sales_imports"."date_to" >= "sales_imports"."date_from")
);
--> statement-breakpoint
CREATE TABLE "sales_layouts" (
	"owner_id" integer NOT NULL,
	"layout" varchar(64) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_layouts_owner_id_layout_pk" PRIMARY KEY("owner_id","layout")
);
--> statement-breakpoint
CREATE TABLE "sales_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"layout" varchar(64) NOT NULL,
	"sold_on" date NOT NULL,
	"item_id" integer NOT NULL,
	"units" numeric(14, 3) NOT NULL,
	"gross_revenue" numeric(14, 2) NOT NULL,
	"net_revenue" numeric(16, 4) NOT NULL,
	"vat" numeric(16, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "till_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "till_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"item_key" varchar(220) NOT NULL,
	"code" varchar(60) DEFAULT '' NOT NULL,
	"name" varchar(150) NOT NULL,
	"recipe_id" integer,
	"menu_id" integer,
	"instance_id" integer,
	"quantity" numeric(12, 3),
	"unit" varchar(12),
	"not_food" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "till_items_one_link_check" CHECK ((case when "till_items"."recipe_id" is null then 0 else 1 end)
        + (case when "till_items"."menu_id" is null then 0 else 1 end)
        + (case when "till_items"."instance_id" is null then 0 else 1 end)
        + (case when "till_items"."not_food" then 1 else 0 end) <= 1),
	CONSTRAINT "till_items_product_quantity_check" CHECK ("till_items"."instance_id" is null or ("till_items"."quantity" > 0 and "till_items"."unit" is not null))
);
--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_layouts" ADD CONSTRAINT "sales_layouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_item_id_till_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."till_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_items" ADD CONSTRAINT "till_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_items" ADD CONSTRAINT "till_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_items" ADD CONSTRAINT "till_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_items" ADD CONSTRAINT "till_items_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_imports_owner_idx" ON "sales_imports" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_lines_import_day_item_key" ON "sales_lines" USING btree ("import_id","sold_on","item_id");--> statement-breakpoint
CREATE INDEX "sales_lines_owner_day_idx" ON "sales_lines" USING btree ("owner_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_lines_owner_layout_day_idx" ON "sales_lines" USING btree ("owner_id","layout","sold_on");--> statement-breakpoint
CREATE INDEX "sales_lines_item_idx" ON "sales_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "till_items_owner_key" ON "till_items" USING btree ("owner_id","item_key");--> statement-breakpoint
CREATE INDEX "till_items_recipe_idx" ON "till_items" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "till_items_menu_idx" ON "till_items" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "till_items_instance_idx" ON "till_items" USING btree ("instance_id");