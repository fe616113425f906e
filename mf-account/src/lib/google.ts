import type { GoogleAuthConfig } from '@yayasan/contracts';

/** Why no token came back: the user closed or cancelled the popup, or something failed. */
export class GoogleSignInError extends Error {
  constructor(
    readonly cancelled: boolean,
    message = cancelled ? 'cancelled' : 'failed',
  ) {
    super(message);
  }
}

interface GisTokenResponse {
  access_token?: string;
  error?: string;
}
/** What Google Identity Services puts on the window once its script has loaded. */
interface GoogleIdentityServices {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (r: GisTokenResponse) => void;
        error_callback?: (e: { type: string }) => void;
      }): { requestAccessToken(): void };
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<void> | undefined;

/** Loads Google Identity Services once (production only; nothing third-party loads otherwise). */
export function loadGoogleIdentityServices(): Promise<void> {
  gisLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      gisLoading = undefined;
      reject(new GoogleSignInError(false, 'Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return gisLoading;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the sign-in popup and resolves to an access token. Must be called straight from the click
 * handler (before any await) so the browser allows the popup.
 */
export function requestGoogleAccessToken(config: GoogleAuthConfig): Promise<string> {
  const gis = window.google;
  if (config.clientId && gis) {
    return new Promise((resolve, reject) => {
      gis.accounts.oauth2
        .initTokenClient({
          client_id: config.clientId!,
          scope: 'openid email profile',
          callback: (r) =>
            r.access_token ? resolve(r.access_token) : reject(new GoogleSignInError(r.error === 'access_denied')),
          error_callback: (e) => reject(new GoogleSignInError(e.type === 'popup_closed')),
        })
        .requestAccessToken();
    });
  }
  if (!config.popupUrl) return Promise.reject(new GoogleSignInError(false, 'Google sign-in is not configured'));
  return stubPopup(config.popupUrl);
}

/** The dev/test stub: a popup that posts `{source: 'oauth-stub', state, access_token}` back. */
function stubPopup(popupUrl: string): Promise<string> {
  const state = randomState();
  const url = new URL(popupUrl, window.location.href);
  url.searchParams.set('redirect_uri', `${window.location.origin}/signin`);
  url.searchParams.set('state', state);
  const popup = window.open(url.toString(), 'google-signin', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new GoogleSignInError(false, 'popup blocked'));
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const field = (name: string): unknown =>
        typeof data === 'object' && data !== null && name in data ? Reflect.get(data, name) : undefined;
      if (event.origin !== url.origin || field('source') !== 'oauth-stub' || field('state') !== state) return;
      cleanup();
      const token = field('access_token');
      if (typeof token === 'string' && token) resolve(token);
      else reject(new GoogleSignInError(field('error') === 'access_denied'));
    };
    // A popup closed without an answer is a cancel; the grace period lets a message sent just
    // before closing arrive first.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => {
        cleanup();
        reject(new GoogleSignInError(true));
      }, 1000);
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
