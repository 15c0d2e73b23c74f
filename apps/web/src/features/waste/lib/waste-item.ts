import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import type { WasteItemKind, WasteUnit } from '@costeo/domain/contracts/waste';
import {
  isUnitCode,
  reachableUnits,
  UNITS,
  unitsOfKind,
  type UnitCode,
} from '@costeo/domain/units';
import { formatQuantity } from '../../../lib/format.ts';

/*
 * What can be wasted (issue 35): a product, an elaboración or a dish, with what its units need —
 * the product's purchase format and conversion facts, the recipe's yield unit. Kept on the phone
 * (IndexedDB) once picked, so the quick entry works with no signal.
 */

export interface WasteItem {
  /** "i12" (a product) or "r5" (a recipe). */
  key: string;
  kind: WasteItemKind;
  ingredient_instance: number | null;
  recipe: number | null;
  name: string;
  /** A product's base unit (g, ml, ud); a recipe's yield unit, or null (a dish with none). */
  base_unit: string | null;
  /** A product's purchase format ("5", "kg"); null for a recipe. */
  purchase_quantity: string | null;
  purchase_unit: UnitCode | null;
  density: string | null;
  unit_weight: string | null;
}

export function itemKey(item: { ingredient_instance: number | null; recipe: number | null }) {
  return item.ingredient_instance !== null
    ? `i${item.ingredient_instance}`
    : `r${item.recipe ?? 0}`;
}

export function productItem(product: IngredientInstance): WasteItem {
  return {
    key: itemKey({ ingredient_instance: product.id, recipe: null }),
    kind: 'product',
    ingredient_instance: product.id,
    recipe: null,
    name: product.name,
    base_unit: product.base_unit,
    purchase_quantity: product.purchase_quantity,
    purchase_unit: product.purchase_unit,
    density: product.density,
    unit_weight: product.unit_weight,
  };
}

export function recipeItem(
  recipe: Pick<RecipeListItem, 'id' | 'name' | 'is_subrecipe' | 'yield_unit'>,
): WasteItem {
  return {
    key: itemKey({ ingredient_instance: null, recipe: recipe.id }),
    kind: recipe.is_subrecipe ? 'elaboracion' : 'dish',
    ingredient_instance: null,
    recipe: recipe.id,
    name: recipe.name,
    base_unit: recipe.yield_unit,
    purchase_quantity: null,
    purchase_unit: null,
    density: null,
    unit_weight: null,
  };
}

export const KIND_LABELS: Record<WasteItemKind, string> = {
  product: 'Producto',
  elaboracion: 'Elaboración',
  dish: 'Plato',
};

export interface UnitOption {
  value: WasteUnit;
  label: string;
}

/** The purchase format as the product's form says it: "5 kg". */
export function formatName(item: Pick<WasteItem, 'purchase_quantity' | 'purchase_unit'>) {
  if (item.purchase_quantity === null || item.purchase_unit === null) return null;
  return `${formatQuantity(item.purchase_quantity)} ${item.purchase_unit}`;
}

/** The unit a cook weighs in: kilos and litres rather than grams and millilitres. */
function typingUnit(unit: UnitCode): UnitCode {
  if (unit === 'g') return 'kg';
  if (unit === 'ml') return 'l';
  return unit;
}

/** The unit as the kitchen writes it ("kg", "l", "taza"): short enough for a phone's select. */
function unitLabel(unit: UnitCode): string {
  return unit;
}

/** Too small to weigh what is thrown away: kept for recipes, not offered here. */
const TOO_SMALL: readonly UnitCode[] = ['mg', 'cucharadita', 'cucharada'];

/** Kitchen units first (kg, l, ud), then the rest of the family, then the other families. */
function ordered(all: readonly UnitCode[], first: UnitCode): UnitCode[] {
  const family = UNITS[first].kind;
  const units = all.filter((unit) => !TOO_SMALL.includes(unit));
  return [
    ...units.filter((unit) => unit === first),
    ...units.filter((unit) => unit !== first && UNITS[unit].kind === family),
    ...units.filter((unit) => UNITS[unit].kind !== family),
  ];
}

/**
 * The units a quantity of this item can be typed in, the usual one first: a product in its
 * purchase format, its base unit's family and any unit its density or unit weight reaches; a dish
 * in raciones (and its yield unit when it has one); an elaboración in its yield unit's family and
 * raciones. The API takes the same (wasteUnitSchema).
 */
export function unitOptions(item: WasteItem): UnitOption[] {
  if (item.kind === 'product') {
    if (item.base_unit === null || !isUnitCode(item.base_unit)) return [];
    const reachable = reachableUnits(item.base_unit, {
      density: item.density,
      unitWeight: item.unit_weight,
    });
    const options: UnitOption[] = ordered(reachable, typingUnit(item.base_unit)).map((unit) => ({
      value: unit,
      label: unitLabel(unit),
    }));
    const format = formatName(item);
    if (format !== null) options.splice(1, 0, { value: 'format', label: `formatos de ${format}` });
    return options;
  }
  const raciones: UnitOption = { value: 'raciones', label: 'raciones' };
  const yieldUnit = item.base_unit !== null && isUnitCode(item.base_unit) ? item.base_unit : null;
  if (yieldUnit === null) return [raciones];
  const family = ordered(unitsOfKind(UNITS[yieldUnit].kind), typingUnit(yieldUnit)).map(
    (unit) => ({ value: unit, label: unitLabel(unit) }) satisfies UnitOption,
  );
  return item.kind === 'dish' ? [raciones, ...family] : [...family, raciones];
}

/** The unit a new entry starts in: the one used last for this item when it is still offered. */
export function defaultUnit(item: WasteItem, lastUsed: string | null = null): WasteUnit | null {
  const options = unitOptions(item);
  return options.find((option) => option.value === lastUsed)?.value ?? options[0]?.value ?? null;
}

const isOne = (quantity: string) => /^1(\.0+)?$/.test(quantity);

/** "2 kg", "3 formatos de 5 kg", "12 raciones": a quantity as the log says it. */
export function quantityLabel(
  quantity: string,
  unit: string,
  item?: Pick<WasteItem, 'purchase_quantity' | 'purchase_unit'>,
): string {
  const amount = formatQuantity(quantity);
  if (unit === 'format') {
    const format = item ? formatName(item) : null;
    const word = isOne(quantity) ? 'formato' : 'formatos';
    return format === null ? `${amount} ${word}` : `${amount} ${word} de ${format}`;
  }
  if (unit === 'raciones') return isOne(quantity) ? `${amount} ración` : `${amount} raciones`;
  return `${amount} ${unit}`;
}
