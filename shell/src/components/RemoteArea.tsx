import { Component, type ComponentType, type ReactNode, Suspense, useContext, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { AREA_READY_MARK, type RemoteName } from '@yayasan/contracts';
import { Button } from '@yayasan/ui';
import { messageOf, reportFieldFailure } from '../lib/field/fieldFailures';
import { useNearViewport, whenNear } from '../hooks/useNearViewport';
import { RemoteModulesContext, type RemoteProps } from '../lib/remotes/modules';
import { ReadyMark } from './ReadyMark';

type Props = RemoteProps;

/**
 * Renders a cached lazy component of the area's RemoteModules: the same component every render for the same
 * remote and module, so React keeps the remote's state instead of remounting it.
 */
function CachedRemote({ component: Loaded, props }: { component: ComponentType<Props>; props: Props }) {
  return <Loaded {...props} />;
}

function AreaContent({ remote, ...loaded }: { remote: RemoteName; component: ComponentType<Props>; props: Props }) {
  return (
    <>
      <CachedRemote {...loaded} />
      <ReadyMark name={`${AREA_READY_MARK}${remote}`} />
    </>
  );
}

class Boundary extends Component<
  {
    remote: RemoteName;
    fallback: (retry: () => void) => ReactNode;
    onRetry: () => void;
    resetOn?: string;
    children: ReactNode;
  },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Remote area failed', error);
    reportFieldFailure({ kind: 'boundary', remote: this.props.remote, message: messageOf(error) });
  }
  // A failed area does not follow the visitor to the next page: going elsewhere tries it afresh.
  override componentDidUpdate(previous: { resetOn?: string }) {
    if (this.state.failed && previous.resetOn !== this.props.resetOn) this.props.onRetry();
  }
  retry = () => this.props.onRetry();
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * Tries the area again when the browser comes back online: what failed offline recovers without a tap.
 * It listens from the moment the message is on screen (a layout effect), so a connection that returns
 * at once is not missed.
 */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useLayoutEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/**
 * What an area is: a whole page; a home widget; or a part of another remote's page (a route's slot),
 * which may have nothing to show and so holds no room while its code arrives.
 */
type Variant = 'page' | 'widget' | 'part';

/**
 * Renders one exposed module of a remote, loaded on first use. A widget sits below the fold and the
 * first paint does not need it: the server renders it with the page, and the browser loads and
 * hydrates its code only when it comes near the viewport. If the remote's files cannot be loaded (or
 * it crashes) only this area shows a message with a retry; the rest of the site works.
 */
export function RemoteArea({
  remote,
  module,
  variant = 'page',
  props,
  resetOn,
  children,
}: {
  remote: RemoteName;
  module: string;
  variant?: Variant;
  props?: Record<string, unknown>;
  /** The page's path: a failed area is tried again when it changes. */
  resetOn?: string;
  children?: ReactNode;
}) {
  const modules = useContext(RemoteModulesContext);
  const [attempt, setAttempt] = useState(0);
  const [areaRef, nearGate] = useNearViewport<HTMLDivElement>(variant === 'widget');
  const [Content] = useState(() => (variant === 'widget' ? whenNear(nearGate, AreaContent) : AreaContent));
  const area = (
    <Boundary
      key={attempt}
      remote={remote}
      resetOn={resetOn}
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
          <RetryWhenOnline retry={retry} />
        </Fallback>
      )}
    >
      <Suspense fallback={<Placeholder data-remote-loading={remote} aria-busy="true" $variant={variant} />}>
        <Content remote={remote} component={modules.component(remote, module)} props={{ ...props, children }} />
      </Suspense>
    </Boundary>
  );
  return variant === 'widget' ? <div ref={areaRef}>{area}</div> : area;
}

/**
 * Holds the area's place while the remote's code arrives, so nothing below it moves when the page
 * replaces it: a page keeps the viewport's height (the footer stays below the fold), a home widget
 * the height of a row of cards. A part holds none: it often has nothing to show.
 */
const PLACEHOLDER_HEIGHT: Record<Variant, string> = { page: '100vh', widget: '360px', part: '0' };
const Placeholder = styled.div<{ $variant: Variant }>`
  min-height: ${(p) => PLACEHOLDER_HEIGHT[p.$variant]};
`;

const Fallback = styled.div<{ $variant: Variant }>`
  text-align: center;
  padding: ${(p) => (p.$variant === 'page' ? '80px 16px' : '32px 16px')};
  margin-bottom: ${(p) => (p.$variant === 'part' ? '28px' : '0')};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  color: ${(p) => p.theme.colors.muted};
`;
