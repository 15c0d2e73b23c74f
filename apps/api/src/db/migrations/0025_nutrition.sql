ALTER TABLE "ingredient_definitions" ADD COLUMN "nutrition_per_100g" jsonb;--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD COLUMN "nutrition_per_100g" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "final_weight_g" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_final_weight_check" CHECK ("recipes"."final_weight_g" > 0);