-- Sugars never above carbohydrate in the catalog's values (issue 21): USDA SR28 computes
-- carbohydrate "by difference" and measures sugars, so seven dairy foods list more sugars than
-- carbohydrate, which a 1169/2011 label may not print. See src/db/seed-data/nutrition/README.md.
UPDATE "ingredient_definitions"
SET "nutrition_per_100g" = jsonb_set("nutrition_per_100g", '{sugars}', "nutrition_per_100g"->'carbohydrate')
WHERE "owner_id" IS NULL
  AND jsonb_typeof("nutrition_per_100g"->'sugars') = 'string'
  AND jsonb_typeof("nutrition_per_100g"->'carbohydrate') = 'string'
  AND ("nutrition_per_100g"->>'sugars')::numeric > ("nutrition_per_100g"->>'carbohydrate')::numeric;
