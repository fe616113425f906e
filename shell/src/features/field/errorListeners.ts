import { messageOf, reportFieldFailure } from '../../lib/field/fieldFailures';
import { remoteOfError } from './scriptRemote';

/**
 * Counts the page's uncaught errors and unhandled rejections, from the first moment of start-up:
 * two listeners and nothing else, so they can sit in the first script.
 */
export function listenForUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    reportFieldFailure({
      kind: 'error',
      remote: remoteOfError(event.filename, error),
      message: error === undefined || error === null ? event.message : messageOf(error),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    reportFieldFailure({ kind: 'error', remote: remoteOfError(undefined, reason), message: messageOf(reason) });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
