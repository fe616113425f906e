import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { LoadError } from './LoadError';
import { Spinner } from './Feedback';

/**
 * `React.lazy` that can be tried again: React keeps a lazy component's rejected import for good, so a
 * chunk that failed once (offline, a dropped connection) would fail on every later render. This one
 * swaps in a fresh lazy component once the import fails, so the next mount (a region's "Coba Lagi", or
 * the automatic retry when the connection returns) imports it again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component type
export function retryingLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const fresh = (): LazyExoticComponent<T> =>
    lazy(async () => {
      try {
        return await load();
      } catch (error) {
        current = fresh();
        throw error;
      }
    });
  let current = fresh();
  function RetryingLazy(props: ComponentProps<T>) {
    // A lazy T renders with T's props; the compiler cannot resolve that for a generic T.
    const Current = current as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return RetryingLazy;
}

/** Runs `retry` when the browser comes back online: what failed while offline is asked for again. */
function RegionError({ message, retry }: { message: string; retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return <LoadError message={message} onRetry={retry} />;
}

class Boundary extends Component<{ message: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A part of the page failed to load', error);
  }
  override render() {
    return this.state.failed ? (
      <RegionError message={this.props.message} retry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * One part of a page (a tab, a widget, a list) that fails alone: if its code cannot be loaded or it
 * crashes, only this part says so with "Coba Lagi", while everything else on the screen stays. A retry
 * (the button, or the connection coming back) mounts it afresh; a part made with `retryingLazy` then
 * imports its code again.
 */
export function Region({
  message,
  fallback = <Spinner />,
  children,
}: {
  /** What the part says when it fails, e.g. "Laporan dana tidak dapat dimuat." */
  message: string;
  /** Shown while the part's code arrives. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const [retry] = useState(() => () => setAttempt((a) => a + 1));
  return (
    <Boundary key={attempt} message={message} onRetry={retry}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
