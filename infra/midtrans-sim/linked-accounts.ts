export type AccountStatus = 'PENDING' | 'ENABLED' | 'DISABLED' | 'EXPIRED';

/** A GoPay account a merchant asked to link (GoPay tokenization), and the payment token once linked. */
export interface LinkedAccount {
  accountId: string;
  phoneNumber: string;
  countryCode: string;
  redirectUrl?: string;
  status: AccountStatus;
  referenceId: string;
  /** The GOPAY_WALLET payment option's token, set when the account holder approves the link. */
  walletToken?: string;
}

/** Linked GoPay accounts by account_id. */
export class LinkedAccounts {
  private readonly accounts = new Map<string, LinkedAccount>();

  add(account: LinkedAccount): void {
    this.accounts.set(account.accountId, account);
  }

  get(accountId: string): LinkedAccount | undefined {
    return this.accounts.get(accountId);
  }

  /** The account whose enabled GoPay wallet the token charges (subscriptions check it). */
  byWalletToken(token: unknown): LinkedAccount | undefined {
    if (typeof token !== 'string') return undefined;
    return [...this.accounts.values()].find((a) => a.status === 'ENABLED' && a.walletToken === token);
  }
}
