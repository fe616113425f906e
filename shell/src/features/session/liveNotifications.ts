import { useEffect, useState } from 'react';
import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH, type NewNotificationAnswer } from '@yayasan/contracts';
import { API_BASE } from '@yayasan/store';

/** How long to wait before opening the stream again after it dropped (the flag is polled meanwhile). */
export const STREAM_RETRY_MS = 10_000;

/** An event's data as the contract states it: `{ new_notification_available: boolean }`. */
function isFlag(value: unknown): value is NewNotificationAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'new_notification_available' in value &&
    typeof value.new_notification_available === 'boolean'
  );
}

/** An answer that says the stream will not work by trying again (no token, no such route). */
class StreamRefused extends Error {}

/**
 * Opens the signed-in user's notification stream (with the bearer token, which EventSource cannot
 * send). `onFlag` gets each flag the server sends; `onLive` says whether the stream is open now. A
 * stream refused outright (401, 404) is not tried again; one that drops is, after STREAM_RETRY_MS.
 * Answers a function that closes it.
 */
export function openNotificationStream(
  token: string,
  onFlag: (answer: NewNotificationAnswer) => void,
  onLive: (live: boolean) => void,
): () => void {
  const controller = new AbortController();
  const url = new URL(`${API_BASE}${NOTIFICATION_STREAM_PATH}`, location.href).toString();
  fetchEventSource(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
    // A hidden tab keeps its stream: the bell is right the moment the visitor comes back.
    openWhenHidden: true,
    async onopen(response) {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith(EventStreamContentType)) {
        throw response.status >= 400 && response.status < 500 ? new StreamRefused() : new Error('stream unavailable');
      }
      onLive(true);
    },
    onmessage(message) {
      if (message.event !== NOTIFICATION_EVENT) return;
      try {
        const answer: unknown = JSON.parse(message.data);
        if (isFlag(answer)) onFlag(answer);
      } catch {
        /* a malformed event changes nothing */
      }
    },
    onclose() {
      // The server ended the stream (a replica stopping): try again, on whichever replica answers.
      throw new Error('stream closed');
    },
    onerror(err) {
      onLive(false);
      if (err instanceof StreamRefused) throw err;
      return STREAM_RETRY_MS;
    },
  }).catch(() => onLive(false));
  return () => controller.abort();
}

/**
 * The bell's flag, live, while a token exists: `onFlag` gets each one. Answers whether the stream is
 * open (when it is not, the caller polls instead).
 */
export function useLiveNotifications(token: string | null, onFlag: (answer: NewNotificationAnswer) => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!token) return undefined;
    const close = openNotificationStream(token, onFlag, setLive);
    return () => {
      close();
      setLive(false);
    };
  }, [token, onFlag]);
  return live;
}
