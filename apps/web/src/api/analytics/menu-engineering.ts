import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  menuEngineeringSchema,
  menuSalesSchema,
  type MenuEngineering,
  type MenuSales,
} from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../lib/api-client.ts';
import { analyticsKeys, type MenuPeriod } from './keys.ts';
import { MENU_ENGINEERING_URL, MENU_SALES_URL } from '../urls.ts';

/** Without a period: the latest period with sales (or this month). */
export async function getMenuSales(period: MenuPeriod | null): Promise<MenuSales> {
  const { data } = await apiClient.get<unknown>(MENU_SALES_URL, { params: period ?? {} });
  return menuSalesSchema.parse(data);
}

export async function getMenuEngineering(period: MenuPeriod | null): Promise<MenuEngineering> {
  const { data } = await apiClient.get<unknown>(MENU_ENGINEERING_URL, {
    params: period ?? {},
  });
  return menuEngineeringSchema.parse(data);
}

export interface MenuSalesInput extends MenuPeriod {
  sales: { recipe: number; units_sold: number }[];
}

export async function saveMenuSales(input: MenuSalesInput): Promise<MenuSales> {
  const { data } = await apiClient.put<unknown>(MENU_SALES_URL, input);
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
