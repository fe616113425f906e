import {
  FIELD_BEACON_PATH,
  FIELD_SIGNALS_MARK,
  type FieldBeacon,
  type FieldVital,
  type RemoteName,
} from '@yayasan/contracts';
import { readRemotesConfig } from '../../lib/remotes/remotes-config';
import { afterLoadWhenIdle } from '../../lib/afterLoadWhenIdle';
import { deliverFieldFailures } from '../../lib/field/fieldFailures';
import { observeVitals } from './observeVitals';
import { PageView } from './pageView';
import { remoteVersions } from './remoteVersions';

export interface FieldSignalsOptions {
  send?: (beacon: FieldBeacon) => void;
  observe?: (report: (vital: FieldVital) => void) => Promise<void>;
  versions?: () => Promise<Partial<Record<RemoteName, string>>>;
}

const sendBeacon = (beacon: FieldBeacon) => {
  navigator.sendBeacon?.(FIELD_BEACON_PATH, JSON.stringify(beacon));
};
const configuredVersions = async () => remoteVersions(await readRemotesConfig());

/**
 * Reports the page views of this tab (browser only; started only for a load in the sample: fieldStart.ts):
 * one beacon per view, sent when the page is hidden or the visitor opens another page
 * in the app. Vitals are measured once the page is interactive. Answers a function that stops it.
 */
export function startFieldSignals({
  send = sendBeacon,
  observe = observeVitals,
  versions = configuredVersions,
}: FieldSignalsOptions = {}): () => void {
  const newView = () => new PageView(location.pathname);
  let view = newView();
  let known: Partial<Record<RemoteName, string>> = {};
  versions().then(
    (found) => (known = found),
    () => undefined, // the remotes' own areas report their failure; the beacon then names no version
  );

  const flush = () => {
    if (view.takeForSending()) send(view.beacon(known));
  };

  // The view on screen gets each vital as it is measured (a view without vitals is still reported).
  const cancelIdle = afterLoadWhenIdle(() => {
    observe((vital) => view.addVital(vital)).catch(() => undefined);
  });

  // A client-side navigation makes no request: the router's history calls are where a page view ends.
  const onNavigate = () => {
    if (location.pathname === view.pathname) return;
    flush();
    view = newView();
  };
  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    originals.pushState.apply(this, args);
    onNavigate();
  };
  history.replaceState = function replaceState(this: History, ...args: Parameters<History['replaceState']>) {
    originals.replaceState.apply(this, args);
    onNavigate();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('popstate', onNavigate);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  deliverFieldFailures((failure) => view.addFailure(failure));
  globalThis.performance?.mark?.(FIELD_SIGNALS_MARK);

  return () => {
    cancelIdle();
    history.pushState = originals.pushState;
    history.replaceState = originals.replaceState;
    window.removeEventListener('popstate', onNavigate);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    deliverFieldFailures(() => undefined);
  };
}
