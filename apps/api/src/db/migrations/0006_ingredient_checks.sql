ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_waste_pct_check" CHECK ("ingredient_definitions"."waste_pct" >= 0 and "ingredient_definitions"."waste_pct" < 100);--> statement-breakpoint
ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_vat_pct_check" CHECK ("ingredient_definitions"."vat_pct" in (4, 10, 21));--> statement-breakpoint
ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_density_check" CHECK ("ingredient_definitions"."density" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_definitions" ADD CONSTRAINT "ingredient_definitions_unit_weight_check" CHECK ("ingredient_definitions"."unit_weight" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_waste_pct_check" CHECK ("ingredient_instances"."waste_pct" >= 0 and "ingredient_instances"."waste_pct" < 100);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_vat_pct_check" CHECK ("ingredient_instances"."vat_pct" in (4, 10, 21));--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_density_check" CHECK ("ingredient_instances"."density" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_unit_weight_check" CHECK ("ingredient_instances"."unit_weight" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_purchase_quantity_check" CHECK ("ingredient_instances"."purchase_quantity" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_purchase_price_check" CHECK ("ingredient_instances"."purchase_price" >= 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_unit_cost_check" CHECK ("ingredient_instances"."unit_cost" >= 0);--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_usable_unit_cost_check" CHECK ("ingredient_instances"."usable_unit_cost" >= "ingredient_instances"."unit_cost");--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_purchase_quantity_check" CHECK ("ingredient_price_history"."purchase_quantity" > 0);--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_purchase_price_check" CHECK ("ingredient_price_history"."purchase_price" >= 0);--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_unit_cost_check" CHECK ("ingredient_price_history"."unit_cost" >= 0);