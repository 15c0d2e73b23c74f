CREATE TABLE "menu_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"cost_type" varchar(12) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "menu_extras_cost_type_check" CHECK ("menu_extras"."cost_type" in ('fixed', 'per_person')),
	CONSTRAINT "menu_extras_amount_check" CHECK ("menu_extras"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings_per_cover" numeric(9, 3) DEFAULT '1.000' NOT NULL,
	"expected_share_pct" numeric(5, 2),
	CONSTRAINT "menu_items_servings_per_cover_check" CHECK ("menu_items"."servings_per_cover" > 0),
	CONSTRAINT "menu_items_expected_share_pct_check" CHECK ("menu_items"."expected_share_pct" >= 0 and "menu_items"."expected_share_pct" <= 100)
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"choice" varchar(8) NOT NULL,
	CONSTRAINT "menu_sections_choice_check" CHECK ("menu_sections"."choice" in ('one', 'all'))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"search_name" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"price_per_person" numeric(12, 2),
	"sale_vat_pct" numeric(5, 2),
	"target_food_cost_pct" numeric(5, 2),
	"guests" integer,
	"event_date" date,
	"client_name" varchar(150) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menus_kind_check" CHECK ("menus"."kind" in ('carta', 'menu_del_dia', 'evento')),
	CONSTRAINT "menus_price_per_person_check" CHECK ("menus"."price_per_person" >= 0),
	CONSTRAINT "menus_sale_vat_pct_check" CHECK ("menus"."sale_vat_pct" >= 0 and "menus"."sale_vat_pct" < 100),
	CONSTRAINT "menus_target_food_cost_pct_check" CHECK ("menus"."target_food_cost_pct" > 0 and "menus"."target_food_cost_pct" < 100),
	CONSTRAINT "menus_guests_check" CHECK ("menus"."guests" >= 1)
);
--> statement-breakpoint
ALTER TABLE "menu_extras" ADD CONSTRAINT "menu_extras_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_extras" ADD CONSTRAINT "menu_extras_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_extras_menu_idx" ON "menu_extras" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menu_extras_owner_idx" ON "menu_extras" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "menu_items_section_idx" ON "menu_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_recipe_idx" ON "menu_items" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "menu_items_owner_idx" ON "menu_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "menu_sections_menu_idx" ON "menu_sections" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menu_sections_owner_idx" ON "menu_sections" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "menus_owner_name_idx" ON "menus" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "menus_owner_updated_at_idx" ON "menus" USING btree ("owner_id","updated_at");