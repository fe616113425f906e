import { useEffect, useState } from 'react';
import { parseJakartaTime } from '@yayasan/format';

/** Midtrans writes 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta (UTC+7); an ISO time is read as is. */
export function parseExpiry(value: string | undefined): number | null {
  if (!value) return null;
  const ms = parseJakartaTime(value)?.getTime() ?? Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' of the time left, or 'EXPIRED' at zero. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'EXPIRED';
  const total = Math.floor(ms / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Milliseconds left until `expiresAt`, ticking every second. */
export function useTimeLeft(expiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? null : Math.max(0, expiresAt - now);
}
