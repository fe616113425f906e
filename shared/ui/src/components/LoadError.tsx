import styled from 'styled-components';
import { Button } from './Button';
import { EmptyState } from './Feedback';

/** The one retry label of a failed load. */
export const RETRY_LABEL = 'Coba Lagi';

/**
 * A load that failed for an outage (service down, 5xx, network error, timeout), as opposed to
 * content that is missing or empty: says so and offers a retry. `role="alert"` makes screen
 * readers read it out when it appears; the retry is an ordinary button, so keyboard reachable.
 */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Wrap role="alert" className={className} data-load-error="">
      <EmptyState as="span">{message}</EmptyState>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 0;
`;

/** What a failed load says, by what could not be loaded (not in the specification). */
export const LOAD_FAILED = {
  article: 'Gagal memuat artikel, coba lagi.',
  articles: 'Gagal memuat daftar artikel, coba lagi.',
  users: 'Gagal memuat daftar pengguna, coba lagi.',
  campaigns: 'Gagal memuat daftar donasi, coba lagi.',
  comments: 'Gagal memuat komentar, coba lagi.',
  notifications: 'Gagal memuat notifikasi, coba lagi.',
} as const;
