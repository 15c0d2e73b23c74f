import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  menuEngineeringSchema,
  menuSalesSchema,
  type MenuEngineering,
  type MenuSales,
} from '@costeo/domain/contracts/analytics';
import { recipeListSchema } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../../lib/api-client.ts';
import { analyticsKeys, type MenuPeriod } from './query-keys.ts';

const SALES_URL = '/api/analytics/menu_engineering/sales/';

/** Without a period: the latest period with sales (or this month). */
export async function getMenuSales(period: MenuPeriod | null): Promise<MenuSales> {
  const { data } = await apiClient.get<unknown>(SALES_URL, { params: period ?? {} });
  return menuSalesSchema.parse(data);
}

export async function getMenuEngineering(period: MenuPeriod | null): Promise<MenuEngineering> {
  const { data } = await apiClient.get<unknown>('/api/analytics/menu_engineering/', {
    params: period ?? {},
  });
  return menuEngineeringSchema.parse(data);
}

export interface MenuSalesInput extends MenuPeriod {
  sales: { recipe: number; units_sold: number }[];
}

export async function saveMenuSales(input: MenuSalesInput): Promise<MenuSales> {
  const { data } = await apiClient.put<unknown>(SALES_URL, input);
  return menuSalesSchema.parse(data);
}

export function useMenuSales(period: MenuPeriod | null) {
  return useQuery({
    queryKey: analyticsKeys.menuSales(period),
    queryFn: () => getMenuSales(period),
  });
}

export function useMenuEngineering(period: MenuPeriod | null) {
  return useQuery({
    queryKey: analyticsKeys.menuEngineering(period),
    queryFn: () => getMenuEngineering(period),
  });
}

export function useSaveMenuSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuSales,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...analyticsKeys.all, 'menu-sales'] });
      void queryClient.invalidateQueries({ queryKey: [...analyticsKeys.all, 'menu-engineering'] });
    },
  });
}

export interface DishOption {
  id: number;
  name: string;
  sale_price: string | null;
}

/** The dishes that can be sold (not elaboraciones), first 100 by name. */
export async function listDishes(): Promise<DishOption[]> {
  const { data } = await apiClient.get<unknown>('/api/recipes/', {
    params: { page_size: 100, ordering: 'name', is_subrecipe: 'false' },
  });
  return recipeListSchema
    .parse(data)
    .results.map((recipe) => ({ id: recipe.id, name: recipe.name, sale_price: recipe.sale_price }));
}

export function useDishes() {
  return useQuery({ queryKey: analyticsKeys.dishes(), queryFn: listDishes });
}
