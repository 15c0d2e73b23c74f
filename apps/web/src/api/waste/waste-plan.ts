import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  wastePlanSchema,
  wastePlanStateSchema,
  type WastePlan,
  type WastePlanInput,
  type WastePlanState,
} from '@costeo/domain/contracts/waste';
import { apiClient } from '../../lib/api-client.ts';
import { WASTE_PLAN_URL } from '../urls.ts';

/** Under the waste root key, so recording waste (which moves no plan) may still refresh it. */
export const wastePlanKey = ['waste', 'plan'] as const;

/** The prevention plan in force (null: none yet) and the dates of its versions, newest first. */
export async function getWastePlan(): Promise<WastePlanState> {
  const { data } = await apiClient.get<unknown>(WASTE_PLAN_URL);
  return wastePlanStateSchema.parse(data);
}

export function useWastePlan() {
  return useQuery({ queryKey: wastePlanKey, queryFn: getWastePlan });
}

/** Saves the plan as a new version (the earlier ones are kept, each with its PDF). */
export async function saveWastePlan(input: WastePlanInput): Promise<WastePlan> {
  const { data } = await apiClient.put<unknown>(WASTE_PLAN_URL, input);
  // The API answers the saved plan, or the whole state: read either.
  const state = wastePlanStateSchema.safeParse(data);
  if (state.success && state.data.plan) return state.data.plan;
  return wastePlanSchema.parse(data);
}

export function useSaveWastePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWastePlan,
    // The Dashboard's reminder reads the review date through the weeks' report.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waste'] }),
  });
}
