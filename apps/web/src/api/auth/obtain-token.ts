import {
  tokenPairSchema,
  type TokenObtainRequest,
  type TokenPair,
} from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { TOKEN_OBTAIN_URL } from '../urls.ts';

export async function obtainToken(credentials: TokenObtainRequest): Promise<TokenPair> {
  const { data } = await apiClient.post<unknown>(TOKEN_OBTAIN_URL, credentials);
  return tokenPairSchema.parse(data);
}
