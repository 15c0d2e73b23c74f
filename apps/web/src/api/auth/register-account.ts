import {
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { REGISTER_URL } from '../urls.ts';

export async function registerAccount(request: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await apiClient.post<unknown>(REGISTER_URL, request);
  return registerResponseSchema.parse(data);
}
