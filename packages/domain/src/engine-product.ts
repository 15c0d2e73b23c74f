import { sortAllergens } from './allergens.ts';
import type { IngredientInstance } from './contracts/ingredients.ts';
import type { ProductFacts } from './recipe-graph.ts';

/**
 * What the cost engine reads of an ingredient product, in the contract's words: a product answer
 * (`GET /api/ingredient-instances/{id}/`) carries it, and the API's costing read model selects
 * exactly these columns from the `ingredient_product_facts` view (density and unit weight in
 * force; `allergens` the definition's and the product's own, in any order).
 */
export type EngineProduct = Pick<
  IngredientInstance,
  'id' | 'name' | 'base_unit' | 'unit_cost' | 'waste_pct' | 'density' | 'unit_weight' | 'allergens'
>;

/**
 * The one mapping of a product to the engine's input (ProductFacts), used by the API's costing
 * module and by the browser's live preview (decision 012: same engine, same input).
 */
export function toEngineProduct(product: EngineProduct): ProductFacts {
  return {
    id: product.id,
    name: product.name,
    baseUnit: product.base_unit,
    unitCost: product.unit_cost,
    wastePct: product.waste_pct,
    density: product.density,
    unitWeight: product.unit_weight,
    allergens: sortAllergens(product.allergens),
  };
}
