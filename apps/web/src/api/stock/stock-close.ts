import { useQuery } from '@tanstack/react-query';
import { stockCloseSchema, type StockClose } from '@costeo/domain/contracts/stock';
import { apiClient } from '../../lib/api-client.ts';
import { STOCK_CLOSE_URL } from '../urls.ts';
import { stockKeys } from './keys.ts';

/** The close between two counts (issue 34, "Analytics avanzado"): actual use against theoretical. */
export async function getStockClose(fromCount: number, toCount: number): Promise<StockClose> {
  const { data } = await apiClient.get<unknown>(STOCK_CLOSE_URL, {
    params: { from_count: fromCount, to_count: toCount },
  });
  return stockCloseSchema.parse(data);
}

export function useStockClose(fromCount: number | null, toCount: number | null) {
  return useQuery({
    queryKey: [...stockKeys.all, 'close', fromCount, toCount] as const,
    queryFn: () => getStockClose(fromCount ?? 0, toCount ?? 0),
    enabled: fromCount !== null && toCount !== null && fromCount !== toCount,
    retry: false,
  });
}
