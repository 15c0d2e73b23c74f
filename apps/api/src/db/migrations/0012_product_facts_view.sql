-- The cost engine's view of a product (db/schema/ingredients.ts, ingredientProductFacts): one rule
-- for the density and unit weight in force, read by the ingredients module and joined to recipe lines
-- by the recipes module. A plain view: PostgreSQL inlines it into the queries that use it.
CREATE VIEW "ingredient_product_facts" AS
SELECT i.id,
       i.owner_id,
       i.name,
       d.base_unit,
       i.unit_cost,
       i.waste_pct,
       coalesce(i.density, d.density) AS density,
       coalesce(i.unit_weight, d.unit_weight) AS unit_weight,
       d.allergens AS definition_allergens,
       i.extra_allergens
FROM "ingredient_instances" i
JOIN "ingredient_definitions" d ON d.id = i.definition_id;
