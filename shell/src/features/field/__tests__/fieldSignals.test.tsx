import { Value } from '@sinclair/typebox/value';
import { FIELD_BEACON_PATH, IN_PLACE_VERSION, REMOTES_CONFIG_ELEMENT_ID, type FieldBeacon } from '@yayasan/contracts';
import { FieldBeaconSchema } from '@yayasan/contracts/schemas/field-signals';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { listenForUncaughtErrors } from '../errorListeners';
import { listenForFieldFailures, reportFieldFailure } from '../../../lib/field/fieldFailures';
import { writeRemotesConfig } from '../../../lib/remotes/testing';
import { startFieldSignals, type FieldSignalsOptions } from '../fieldSignals';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const sendBeacon = jest.fn((_url: string, _body: string) => true);
const beacons = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as FieldBeacon);

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
function show() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
let stopErrors: (() => void) | undefined;
async function start(options: FieldSignalsOptions = {}) {
  stop = startFieldSignals(options);
  await settle(); // the remotes' versions are read
}

beforeAll(() => {
  listenForFieldFailures();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

beforeEach(() => {
  sendBeacon.mockClear();
  show();
  history.replaceState(null, '', '/');
  writeRemotesConfig(
    JSON.stringify({
      remotes: {
        blog: '/mf/blog/v/1.4.0/mf-manifest.json',
        donation: '/mf/donation/v/2.0.1/mf-manifest.json',
        gallery: '/mf/gallery/mf-manifest.json',
        account: '/mf/account/mf-manifest.json',
      },
    }),
  );
});

afterEach(() => {
  stop?.();
  stopErrors?.();
  stop = stopErrors = undefined;
  document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.remove();
  jest.useRealTimers();
});

describe('field signals', () => {
  it('sends one beacon when the page is hidden, with the route pattern and no query', async () => {
    history.replaceState(null, '', '/donation/8123?email=siti@example.com&ref=wa');
    await start();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe(FIELD_BEACON_PATH);
    const [beacon] = beacons();
    expect(beacon).toEqual({
      route: '/donation/:id',
      remotes: [{ remote: 'donation', version: '2.0.1' }],
      vitals: [],
      failures: [],
    });
    expect(sendBeacon.mock.calls[0][1]).not.toMatch(/8123|siti|ref=/);
    expect(Value.Check(FieldBeaconSchema, beacon)).toBe(true);
  });

  it('never sends the same view twice (hidden, shown again, hidden, then left)', async () => {
    await start();
    hide();
    show();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide too', async () => {
    await start();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toEqual([expect.objectContaining({ route: '/' })]);
  });

  it('ends a view on a navigation inside the app, and starts the next', async () => {
    history.replaceState(null, '', '/galeri');
    await start();
    reportFieldFailure({ kind: 'remote-load', remote: 'gallery', message: 'Failed to fetch' });
    history.pushState(null, '', '/dashboard?tab=1');
    expect(beacons()).toEqual([
      {
        route: '/galeri',
        remotes: [{ remote: 'gallery', version: IN_PLACE_VERSION }],
        vitals: [],
        failures: [{ kind: 'remote-load', remote: 'gallery', message: 'Failed to fetch' }],
      },
    ]);
    history.replaceState(null, '', '/dashboard?tab=2'); // the same page: no new view
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    const second = beacons()[1];
    expect(second.route).toBe('/dashboard');
    expect(second.failures).toEqual([]);
    expect(second.remotes.map((r) => r.remote).sort()).toEqual(['account', 'blog', 'donation']);
    expect(Value.Check(FieldBeaconSchema, second)).toBe(true);
  });

  it('ends a view on the back button', async () => {
    history.replaceState(null, '', '/artikel');
    await start();
    history.replaceState(null, '', '/blog/abc');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(beacons().map((b) => b.route)).toEqual(['/artikel']);
  });

  it("names the remotes whose areas became ready in this view (their marks), with the route's", async () => {
    const marks = [
      { name: 'area-ready:gallery', startTime: -1 }, // an earlier view's area
      { name: 'area-ready:blog', startTime: Number.MAX_SAFE_INTEGER },
      { name: 'area-ready:shop', startTime: Number.MAX_SAFE_INTEGER },
      { name: 'other', startTime: Number.MAX_SAFE_INTEGER },
    ];
    Object.defineProperty(performance, 'getEntriesByType', { value: () => marks, configurable: true });
    try {
      await start();
      hide();
    } finally {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
    expect(beacons()[0].remotes).toEqual([{ remote: 'blog', version: '1.4.0' }]);
  });

  it('reports uncaught errors and rejections, scrubbed and attributed to the remote whose script threw', async () => {
    stopErrors = listenForUncaughtErrors();
    await start();
    const error = Object.assign(new Error('Tidak ada akun siti@example.com untuk 081234567890'), {
      stack: 'Error\n    at x (https://s.example/mf/account/v/3/chunk.js:1:2)',
    });
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: '' }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('lambat'), promise: Promise.resolve() }),
    );
    hide();
    const [beacon] = beacons();
    expect(beacon.failures).toEqual([
      { kind: 'error', remote: 'account', message: 'Tidak ada akun <email> untuk <n>' },
      { kind: 'error', message: 'lambat' },
    ]);
    expect(beacon.remotes).toEqual([{ remote: 'account', version: IN_PLACE_VERSION }]);
    expect(Value.Check(FieldBeaconSchema, beacon)).toBe(true);
  });

  it("keeps no more failures than the beacon's limit", async () => {
    await start();
    for (let i = 0; i < 30; i++) reportFieldFailure({ kind: 'error', message: `gagal ${i}` });
    hide();
    const [beacon] = beacons();
    expect(beacon.failures).toHaveLength(FieldBeaconSchema.properties.failures.maxItems!);
    expect(Value.Check(FieldBeaconSchema, beacon)).toBe(true);
  });

  it('loads web-vitals only after the page is idle, and the view on screen keeps the latest values', async () => {
    jest.useFakeTimers();
    stop = startFieldSignals({ versions: async () => ({}) });
    expect(onLCP).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    const report = (on: jest.Mock) => on.mock.calls.at(-1)[0] as (m: { name: string; value: number }) => void;
    report(onLCP as jest.Mock)({ name: 'LCP', value: 1800 });
    report(onLCP as jest.Mock)({ name: 'LCP', value: 2300 });
    report(onCLS as jest.Mock)({ name: 'CLS', value: 0.02 });
    report(onINP as jest.Mock)({ name: 'INP', value: 9_999_999 });
    hide();
    const [beacon] = beacons();
    expect(beacon.vitals).toEqual([
      { name: 'LCP', value: 2300 },
      { name: 'CLS', value: 0.02 },
      { name: 'INP', value: 600_000 },
    ]);
    expect(Value.Check(FieldBeaconSchema, beacon)).toBe(true);
  });
});
