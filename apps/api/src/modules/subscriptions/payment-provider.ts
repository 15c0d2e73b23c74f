import type { Currency, InvoiceStatus } from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';

/**
 * Where money is taken. Two kinds (decision 029): a provider charged on the spot (`demo`, which
 * accepts every charge, so invoices are recorded as paid; the README says so), and hosted billing
 * (`stripe`), which owns the subscription: Costeo sends the user to its pages and follows its
 * signed events (webhooks) to set the plan.
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

export type PaidPlanCode = Exclude<PlanCode, 'free'>;

/** Hosted billing (Stripe). Every call that changes something carries an idempotency key. */
export interface HostedBilling {
  /** The plan a provider price id stands for (null: not one of Costeo's prices). */
  planOfPrice(priceId: string): PlanCode | null;
  createCustomer(request: {
    userId: number;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** The URL of a Checkout page that starts a subscription to `plan`. */
  checkout(request: {
    userId: number;
    customerId: string;
    plan: PaidPlanCode;
    idempotencyKey: string;
  }): Promise<string>;
  /** Moves a running subscription to `plan`'s price, prorated and invoiced at once. */
  changePlan(request: {
    subscriptionId: string;
    plan: PaidPlanCode;
    idempotencyKey: string;
  }): Promise<void>;
  cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  /** The URL of the customer's portal (card, invoices, address). */
  portal(request: { customerId: string }): Promise<string>;
}
