CREATE TABLE "recipe_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"units_sold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipe_sales_units_sold_check" CHECK ("recipe_sales"."units_sold" >= 0),
	CONSTRAINT "recipe_sales_period_check" CHECK ("recipe_sales"."period_end" >= "recipe_sales"."period_start")
);
--> statement-breakpoint
ALTER TABLE "recipe_sales" ADD CONSTRAINT "recipe_sales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_sales" ADD CONSTRAINT "recipe_sales_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_sales_owner_period_recipe_key" ON "recipe_sales" USING btree ("owner_id","period_start","period_end","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_sales_recipe_idx" ON "recipe_sales" USING btree ("recipe_id");