import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WasteQuick } from '@costeo/domain/contracts/waste';
import { listIngredientInstances } from '../../../api/ingredients/list-ingredient-instances.ts';
import { getRecipeProduct } from '../../../api/recipes/get-recipe-product.ts';
import { getRecipe } from '../../../api/recipes/get-recipe.ts';
import { listRecipes } from '../../../api/recipes/list-recipes.ts';
import { useWasteQuick } from '../../../api/waste/waste-entries.ts';
import { isUnitCode } from '@costeo/domain/units';
import { itemKey, productItem, recipeItem, type WasteItem } from '../lib/waste-item.ts';
import type { WasteStore } from '../lib/waste-store.ts';

/*
 * What the quick entry offers (issue 35): the items and reasons used last (kept on the phone for
 * when there is no signal), a search over products, elaboraciones and dishes, and the picked
 * item's units.
 */

/** The quick answer, or the last one kept on this phone when the server cannot be asked. */
export function useQuickData(store: WasteStore): WasteQuick | null {
  const quick = useWasteQuick();
  const [kept, setKept] = useState<WasteQuick | null>(null);
  useEffect(() => {
    if (quick.data) void store.saveQuick(quick.data);
    else void store.loadQuick().then(setKept);
  }, [quick.data, store]);
  return quick.data ?? kept;
}

/** A quick item as far as its answer says: its facts come when its details are read. */
export function quickItem(item: WasteQuick['items'][number]): WasteItem {
  const unit = isUnitCode(item.unit) ? item.unit : null;
  return {
    key: itemKey(item),
    kind: item.kind,
    ingredient_instance: item.ingredient_instance,
    recipe: item.recipe,
    name: item.name,
    base_unit: item.kind === 'dish' ? null : unit,
    purchase_quantity: null,
    purchase_unit: null,
    density: null,
    unit_weight: null,
  };
}

/** Products, elaboraciones and dishes whose name matches, 8 of each at most. */
export function useItemSearch(term: string, enabled: boolean) {
  const search = term.trim();
  return useQuery({
    queryKey: ['waste', 'item-search', search] as const,
    queryFn: async (): Promise<WasteItem[]> => {
      const [products, recipes] = await Promise.all([
        listIngredientInstances({ search, page_size: 8, is_active: 'true', ordering: 'name' }),
        listRecipes({ view: 'all', search, page: 1, page_size: 8, ordering: 'name' }),
      ]);
      return [...products.results.map(productItem), ...recipes.results.map(recipeItem)];
    },
    enabled: enabled && search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The picked item with everything its units need: a product's format and its density and unit
 * weight (its own, else its catalog entry's, as the API converts), a recipe's yield unit. Read
 * once and kept on the phone; with no signal, what was kept (or what the pick knew).
 */
export function useItemDetails(picked: WasteItem | null, store: WasteStore): WasteItem | null {
  const details = useQuery({
    queryKey: ['waste', 'item', picked?.key ?? ''] as const,
    queryFn: async (): Promise<WasteItem> => {
      if (picked === null) throw new Error('Nada elegido');
      try {
        const item =
          picked.ingredient_instance !== null
            ? productItem(await getRecipeProduct(picked.ingredient_instance))
            : recipeItem(await getRecipe(picked.recipe ?? 0));
        await store.saveItem(item);
        return item;
      } catch (error) {
        const kept = await store.loadItem(picked.key);
        if (kept !== null) return kept;
        throw error;
      }
    },
    enabled: picked !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (picked === null) return null;
  return details.data?.key === picked.key ? details.data : picked;
}
