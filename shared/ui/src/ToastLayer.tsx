import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadToastify, onToastsRequested, toastsRequested } from './notify';

type Props = Omit<ToastContainerProps, 'transition'>;

/** The site's toasts slide in. */
const Container = lazy(() =>
  loadToastify().then(({ ToastContainer, Slide }) => ({
    default: (props: Props) => <ToastContainer transition={Slide} {...props} />,
  })),
);

/** The toast container, mounted (and its code loaded) when the first toast is asked for. */
export function ToastLayer(props: Props) {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  return requested ? (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  ) : null;
}
