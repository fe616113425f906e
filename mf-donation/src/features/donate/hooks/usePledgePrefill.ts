import { useSearchParams } from 'react-router-dom';
import { PLEDGE_MONTH_PATTERN, type PledgePayPrefill } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { useGetPledgePayPrefillQuery } from '../api';

export const PREFILL_FAILED = 'Donasi rutin tidak dapat dimuat, coba lagi nanti';

export type PledgePrefill =
  | { state: 'none' | 'loading' }
  | { state: 'ready'; prefill: PledgePayPrefill }
  | { state: 'failed'; message: string; retry: (() => void) | null };

const MONTH = new RegExp(PLEDGE_MONTH_PATTERN);

/** `?pledge=<id>&month=<YYYY-MM>` of a reminder's one-tap link, when both are well formed. */
export function pledgeMonthParams(params: URLSearchParams): { pledgeId: number; month: string } | null {
  const pledgeId = Number(params.get('pledge'));
  const month = params.get('month') ?? '';
  return Number.isSafeInteger(pledgeId) && pledgeId > 0 && MONTH.test(month) ? { pledgeId, month } : null;
}

/**
 * The reminder's one-tap link: what the server says this pledge month's donation is (amount, method,
 * prayer, anonymity), so the donate flow opens filled in. A month already paid (409) or a pledge that is
 * not the donor's says so in the server's words; an outage offers a retry.
 */
export function usePledgePrefill(): PledgePrefill {
  const [params] = useSearchParams();
  const link = pledgeMonthParams(params);
  const { data, isError, error, refetch } = useGetPledgePayPrefillQuery(link ?? { pledgeId: 0, month: '' }, {
    skip: !link,
  });
  if (!link) return { state: 'none' };
  if (isError) {
    const status = error && 'status' in error ? error.status : undefined;
    const lasting = status === 404 || status === 403 || status === 409 || status === 400;
    return {
      state: 'failed',
      message: apiErrorMessage(error, PREFILL_FAILED),
      retry: lasting ? null : () => void refetch(),
    };
  }
  if (!data) return { state: 'loading' };
  return { state: 'ready', prefill: data };
}
