import type { Currency, InvoiceStatus } from '@costeo/domain/contracts/subscriptions';

/**
 * Where money is taken. Costeo has no card processing yet: the shipped provider accepts every
 * charge, so invoices are recorded as paid (the README says so). A real provider (Stripe, Redsys)
 * implements the same interface.
 */
export interface ChargeRequest {
  userId: number;
  /** Decimal string in euros, 2 places. */
  amount: string;
  currency: Currency;
  description: string;
}

export interface ChargeResult {
  status: Extract<InvoiceStatus, 'paid' | 'failed'>;
}

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const acceptAllPaymentProvider: PaymentProvider = {
  charge() {
    return Promise.resolve({ status: 'paid' });
  },
};
