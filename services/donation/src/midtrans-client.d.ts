// midtrans-client ships no types: the part of its Core API this service calls, as the library answers it.
declare module 'midtrans-client' {
  import type { MidtransChargeFields } from '@yayasan/contracts/schemas/donation';

  /** A Core API answer: the charge fields, and what only the server reads (settlement time, signature). */
  type CoreApiAnswer = MidtransChargeFields & { settlement_time?: string; signature_key?: string };

  export class CoreApi {
    constructor(options: { isProduction: boolean; serverKey: string; clientKey: string });
    apiConfig: { getCoreApiBaseUrl: () => string };
    charge(parameter: unknown): Promise<CoreApiAnswer>;
    transaction: { status(id: string): Promise<CoreApiAnswer> };
  }
}
