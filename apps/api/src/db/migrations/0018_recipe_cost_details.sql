-- Each recipe's line figures, written by the costing module with its stored figures (decision 023).
-- Existing recipes have none until their first read fills them (costing.service storedAnswer).
CREATE TABLE "recipe_cost_details" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"lines" json NOT NULL,
	"extra_costs" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_cost_details" ADD CONSTRAINT "recipe_cost_details_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_cost_details" ADD CONSTRAINT "recipe_cost_details_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_cost_details_owner_idx" ON "recipe_cost_details" USING btree ("owner_id");