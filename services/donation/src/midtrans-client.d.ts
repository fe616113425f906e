// midtrans-client ships no types: the part of its Core API this service calls, as the library answers it.
declare module 'midtrans-client' {
  import type { MidtransChargeFields } from '@yayasan/contracts/schemas/donation';

  /** A Core API answer: the charge fields, and what only the server reads (settlement time, signature). */
  type CoreApiAnswer = MidtransChargeFields & { settlement_time?: string; signature_key?: string };

  /** A subscription (recurring) as Midtrans answers it; only the fields this service reads. */
  interface SubscriptionAnswer {
    id: string;
    name: string;
    amount: string;
    status: string;
    payment_type: string;
    schedule: { next_execution_at?: string };
    transaction_ids?: string[];
  }

  /** GoPay tokenization: the link's state and, once ENABLED, the wallet's payment token. */
  interface PaymentAccountAnswer {
    status_code: string;
    account_id: string;
    account_status: string;
    actions?: { name: string; method: string; url: string }[];
    metadata?: { payment_options?: { name: string; token: string; active?: boolean }[] };
  }

  export class CoreApi {
    constructor(options: { isProduction: boolean; serverKey: string; clientKey: string });
    apiConfig: { getCoreApiBaseUrl: () => string };
    charge(parameter: unknown): Promise<CoreApiAnswer>;
    transaction: { status(id: string): Promise<CoreApiAnswer> };
    createSubscription(parameter: unknown): Promise<SubscriptionAnswer>;
    getSubscription(subscriptionId: string): Promise<SubscriptionAnswer>;
    disableSubscription(subscriptionId: string): Promise<{ status_message: string }>;
    enableSubscription(subscriptionId: string): Promise<{ status_message: string }>;
    updateSubscription(subscriptionId: string, parameter: unknown): Promise<{ status_message: string }>;
    linkPaymentAccount(parameter: unknown): Promise<PaymentAccountAnswer>;
    getPaymentAccount(accountId: string): Promise<PaymentAccountAnswer>;
  }
}
