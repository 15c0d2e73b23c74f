import { screen, within } from '@testing-library/react';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAccountApi } from '../../../test/subscription-api.ts';
import { quotaInfoQueryOptions } from '../api/get-quota-info.ts';
import { handlePlanRefusal } from './plan-refusals.tsx';

/** An axios error exactly as the API's 403 refusals arrive (DESIGN.md §4). */
function refusal(status: number, data: unknown): AxiosError {
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

const QUOTA_EXCEEDED = refusal(403, {
  detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
  code: 'quota_exceeded',
  resource: 'ingredient_instances',
  limit: 50,
  plan: 'free',
});

const FEATURE_NOT_AVAILABLE = refusal(403, {
  detail: 'Esta funcionalidad requiere un plan Pro o superior.',
  code: 'feature_not_available',
  feature: 'price_history',
  required_plan: 'pro',
});

async function renderSignedIn() {
  const account = createAccountApi();
  const view = renderApp('/dashboard', { tokens: TOKENS, api: account.api });
  await screen.findByRole('button', { name: 'marta' });
  return { ...view, ...account };
}

describe('server refusals → the same upgrade experience (SPEC §5)', () => {
  it("SPEC §5: a 403 quota_exceeded shows the server's message with 'Mejorar plan', which opens 'Límite alcanzado', and reloads the quota", async () => {
    const { user, queryClient } = await renderSignedIn();
    await queryClient.query(quotaInfoQueryOptions());
    expect(handlePlanRefusal(QUOTA_EXCEEDED, queryClient)).toBe(true);
    // The cached usage said "below the limit": it is marked stale for every reader.
    expect(queryClient.getQueryState(quotaInfoQueryOptions().queryKey)?.isInvalidated).toBe(true);

    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Mejorar plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(
      within(dialog).getByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toBeInTheDocument();
  });

  it("SPEC §5: a 403 feature_not_available shows the server's message and offers the plans", async () => {
    const { user } = await renderSignedIn();
    expect(handlePlanRefusal(FEATURE_NOT_AVAILABLE)).toBe(true);
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByText('Esta funcionalidad requiere un plan Pro o superior.'),
    ).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Mejorar plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(
      within(dialog).getByText('Esta funcionalidad requiere un plan Pro o superior.'),
    ).toBeInTheDocument();
  });

  it('other errors are left to the caller', () => {
    expect(handlePlanRefusal(refusal(403, { detail: 'No', code: 'permission_denied' }))).toBe(
      false,
    );
    expect(handlePlanRefusal(refusal(400, { name: ['Obligatorio.'] }))).toBe(false);
    expect(handlePlanRefusal(new Error('boom'))).toBe(false);
  });
});
