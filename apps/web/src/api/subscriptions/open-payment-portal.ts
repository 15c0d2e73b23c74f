import { useMutation } from '@tanstack/react-query';
import { paymentPortalSchema, type PaymentPortal } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { PAYMENT_PORTAL_URL } from '../urls.ts';

/** The Stripe Customer Portal of the signed-in user (card, invoices, billing address). */
export async function openPaymentPortal(): Promise<PaymentPortal> {
  const { data } = await apiClient.post<unknown>(PAYMENT_PORTAL_URL, {});
  return paymentPortalSchema.parse(data);
}

export function useOpenPaymentPortal() {
  return useMutation({ mutationFn: openPaymentPortal });
}
