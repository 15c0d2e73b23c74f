CREATE TABLE "recipe_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ingredient_instance_id" integer,
	"sub_recipe_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" varchar(12) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "recipe_lines_reference_check" CHECK (("recipe_lines"."ingredient_instance_id" is null) <> ("recipe_lines"."sub_recipe_id" is null)),
	CONSTRAINT "recipe_lines_quantity_check" CHECK ("recipe_lines"."quantity" > 0),
	CONSTRAINT "recipe_lines_position_check" CHECK ("recipe_lines"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"search_name" text NOT NULL,
	"category" varchar(80) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"servings" integer NOT NULL,
	"sale_price" numeric(12, 2),
	"sale_vat_pct" numeric(5, 2),
	"target_food_cost_pct" numeric(5, 2),
	"is_subrecipe" boolean DEFAULT false NOT NULL,
	"yield_quantity" numeric(14, 3),
	"yield_unit" varchar(12),
	"instructions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ingredients_cost" numeric DEFAULT '0' NOT NULL,
	"extra_costs_total" numeric DEFAULT '0' NOT NULL,
	"total_cost" numeric DEFAULT '0' NOT NULL,
	"cost_per_serving" numeric DEFAULT '0' NOT NULL,
	"net_sale_price" numeric,
	"margin_per_serving" numeric,
	"margin_pct" numeric,
	"food_cost_pct" numeric,
	"suggested_sale_price" numeric DEFAULT '0' NOT NULL,
	"cost_per_yield_unit" numeric,
	"effective_sale_vat_pct" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"effective_target_food_cost_pct" numeric(5, 2) DEFAULT '30.00' NOT NULL,
	"cost_complete" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'incomplete' NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"lines_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" >= 1),
	CONSTRAINT "recipes_sale_price_check" CHECK ("recipes"."sale_price" >= 0),
	CONSTRAINT "recipes_sale_vat_pct_check" CHECK ("recipes"."sale_vat_pct" >= 0 and "recipes"."sale_vat_pct" < 100),
	CONSTRAINT "recipes_target_food_cost_pct_check" CHECK ("recipes"."target_food_cost_pct" > 0 and "recipes"."target_food_cost_pct" < 100),
	CONSTRAINT "recipes_yield_quantity_check" CHECK ("recipes"."yield_quantity" > 0),
	CONSTRAINT "recipes_subrecipe_yield_check" CHECK (not "recipes"."is_subrecipe" or ("recipes"."yield_quantity" is not null and "recipes"."yield_unit" is not null))
);
--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("ingredient_instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_sub_recipe_id_recipes_id_fk" FOREIGN KEY ("sub_recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_lines_recipe_idx" ON "recipe_lines" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_instance_idx" ON "recipe_lines" USING btree ("ingredient_instance_id") WHERE "recipe_lines"."ingredient_instance_id" is not null;--> statement-breakpoint
CREATE INDEX "recipe_lines_sub_recipe_idx" ON "recipe_lines" USING btree ("sub_recipe_id") WHERE "recipe_lines"."sub_recipe_id" is not null;--> statement-breakpoint
CREATE INDEX "recipe_lines_owner_idx" ON "recipe_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recipes_owner_name_idx" ON "recipes" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_category_idx" ON "recipes" USING btree ("owner_id","category");--> statement-breakpoint
CREATE INDEX "recipes_owner_margin_pct_idx" ON "recipes" USING btree ("owner_id","margin_pct","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_food_cost_pct_idx" ON "recipes" USING btree ("owner_id","food_cost_pct","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_cost_per_serving_idx" ON "recipes" USING btree ("owner_id","cost_per_serving","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_updated_at_idx" ON "recipes" USING btree ("owner_id","updated_at");