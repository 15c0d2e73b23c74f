-- Rows written before these rules (the API then accepted any VAT from 0 to 100) are brought
-- inside them first, so the constraints can be added to an existing data directory. Purchase VAT
-- is informative only (never added to a cost), so the nearest legal rate is a safe repair.
UPDATE "ingredient_definitions" SET "vat_pct" = CASE WHEN "vat_pct" < 7 THEN 4 WHEN "vat_pct" < 15.5 THEN 10 ELSE 21 END WHERE "vat_pct" NOT IN (4, 10, 21);--> statement-breakpoint
UPDATE "ingredient_instances" SET "vat_pct" = CASE WHEN "vat_pct" < 7 THEN 4 WHEN "vat_pct" < 15.5 THEN 10 ELSE 21 END WHERE "vat_pct" NOT IN (4, 10, 21);--> statement-breakpoint
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