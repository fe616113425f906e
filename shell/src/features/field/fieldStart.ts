import { listenForFieldFailures } from '../../lib/field/fieldFailures';
import { listenForUncaughtErrors } from './errorListeners';
import { fieldSampleRate, isSampled } from './sampleRate';
import { reportServerRenderFallbacks } from './serverRenderFallbacks';

/**
 * Decides once per page load whether this tab's page views are reported (the share the gateway writes
 * into the page). In the sample, failures are counted from this first moment, before hydration removes
 * the server's marks of the areas it left to the browser; a load outside it fetches none of the
 * collector. Answers whether to start the collector.
 */
export function beginFieldSignals(rate = fieldSampleRate(), random = Math.random): boolean {
  if (!isSampled(rate, random)) return false;
  listenForFieldFailures();
  listenForUncaughtErrors();
  reportServerRenderFallbacks();
  return true;
}
