import {
  Component,
  type ComponentType,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useState,
} from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@yayasan/contracts';
import { Button } from '@yayasan/ui';
import { loadRemoteModule, resetRemote } from './registry';
import { useNearViewport } from './useNearViewport';

export type RemoteProps = Record<string, unknown> & { children?: ReactNode };
type Props = RemoteProps;

/**
 * Where an area's exposed module comes from: in the browser, the remote's files (below); on the
 * server, the remote's server container of the visitor's release (the shell's server entry).
 */
export interface RemoteModules {
  /** The lazy component of one exposed module, the same one every render. */
  component(remote: RemoteName, module: string): ComponentType<Props>;
  /** Forgets a failed module and its remote, so the next attempt loads them afresh. */
  retry(remote: RemoteName, module: string): void;
}

/** One lazy component per exposed module, made outside render and kept across renders; a retry drops it. */
const components = new Map<string, ComponentType<Props>>();

/** A remote whose host accepts the connection but never answers must not leave its area spinning. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

function withTimeout<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

function remoteComponent(remote: RemoteName, module: string): ComponentType<Props> {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => withTimeout(loadRemoteModule<{ default: ComponentType<Props> }>(remote, module), key));
    components.set(key, component);
  }
  return component;
}

const browserModules: RemoteModules = {
  component: remoteComponent,
  retry(remote, module) {
    components.delete(`${remote}/${module}`);
    resetRemote(remote);
  },
};

export const RemoteModulesContext = createContext<RemoteModules>(browserModules);

/**
 * Renders a cached lazy component of `remoteComponent`: the same component every render for the same
 * remote and module, so React keeps the remote's state instead of remounting it.
 */
function CachedRemote({ component: Loaded, props }: { component: ComponentType<Props>; props: Props }) {
  return <Loaded {...props} />;
}

class Boundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Remote area failed', error);
  }
  retry = () => this.props.onRetry();
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * Renders one exposed module of a remote, loaded on first use (a widget: when it comes near the
 * viewport, as widgets sit below the fold and the first paint does not need them). If the remote's
 * files cannot be loaded (or it crashes) only this area shows a message with a retry; the rest of the
 * site works.
 */
export function RemoteArea({
  remote,
  module,
  variant = 'page',
  props,
  children,
}: {
  remote: RemoteName;
  module: string;
  variant?: 'page' | 'widget';
  props?: Record<string, unknown>;
  children?: ReactNode;
}) {
  const modules = useContext(RemoteModulesContext);
  const [attempt, setAttempt] = useState(0);
  const [areaRef, near] = useNearViewport<HTMLDivElement>(variant === 'widget');
  if (!near) return <Placeholder ref={areaRef} data-remote-deferred={remote} $variant={variant} />;
  return (
    <Boundary
      key={attempt}
      onRetry={() => {
        modules.retry(remote, module);
        setAttempt((a) => a + 1);
      }}
      fallback={(retry) => (
        <Fallback role="alert" data-remote-fallback={remote} $variant={variant}>
          <p>
            {variant === 'page'
              ? 'Maaf, halaman ini sedang tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.'
              : 'Maaf, bagian ini sedang tidak dapat dimuat.'}
          </p>
          <Button $variant="secondary" onClick={retry}>
            Coba Lagi
          </Button>
        </Fallback>
      )}
    >
      <Suspense fallback={<Placeholder data-remote-loading={remote} aria-busy="true" $variant={variant} />}>
        <CachedRemote component={modules.component(remote, module)} props={{ ...props, children }} />
      </Suspense>
    </Boundary>
  );
}

/**
 * Holds the area's place while the remote's code arrives, so nothing below it moves when the page
 * replaces it: a page keeps the viewport's height (the footer stays below the fold), a home widget
 * the height of a row of cards.
 */
const Placeholder = styled.div<{ $variant: 'page' | 'widget' }>`
  min-height: ${(p) => (p.$variant === 'page' ? '100vh' : '360px')};
`;

const Fallback = styled.div<{ $variant: 'page' | 'widget' }>`
  text-align: center;
  padding: ${(p) => (p.$variant === 'page' ? '80px 16px' : '32px 16px')};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  color: ${(p) => p.theme.colors.muted};
`;
