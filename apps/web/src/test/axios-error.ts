import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** An axios error exactly as the API's error answers arrive (DESIGN.md §4). */
export function axiosErrorWith(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    status,
    statusText: String(status),
    data,
    headers: new AxiosHeaders(),
    config,
  };
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
}

export const QUOTA_EXCEEDED_BODY = {
  detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
  code: 'quota_exceeded',
  resource: 'ingredient_instances',
  limit: 50,
  plan: 'free',
} as const;

export const FEATURE_NOT_AVAILABLE_BODY = {
  detail: 'Esta funcionalidad requiere un plan Pro o superior.',
  code: 'feature_not_available',
  feature: 'price_history',
  required_plan: 'pro',
} as const;
