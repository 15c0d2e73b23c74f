import type { TokenRefreshRequest } from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { TOKEN_BLACKLIST_URL } from '../urls.ts';

/** Revokes a refresh token on the server (logout). */
export async function blacklistToken(request: TokenRefreshRequest): Promise<void> {
  await apiClient.post(TOKEN_BLACKLIST_URL, request);
}
