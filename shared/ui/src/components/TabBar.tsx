import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export const TAB_BAR_RESIZE_MIN = 766;

/**
 * The generic tab bar: labels, a default active index, labels hidden on mobile, and an
 * indicator repositioned on window resize above 766 px. Follows the WAI-ARIA tabs pattern: the
 * selected tab alone is in the Tab order, arrow keys (and Home/End) move to and select a tab, and
 * each tab names its panel (`aria-controls`) as the panel names its tab (`aria-labelledby`).
 */
export function TabBar({
  labels,
  defaultIndex = 0,
  hiddenOnMobile = [],
  onChange,
  children,
}: {
  labels: string[];
  defaultIndex?: number;
  hiddenOnMobile?: string[];
  onChange?: (index: number) => void;
  children?: ReactNode[];
}) {
  const [active, setActive] = useState(defaultIndex);
  // A new defaultIndex selects its tab again; adjusted while rendering rather than in an effect.
  const [shownDefault, setShownDefault] = useState(defaultIndex);
  if (defaultIndex !== shownDefault) {
    setShownDefault(defaultIndex);
    setActive(defaultIndex);
  }
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const select = (i: number) => {
    setActive(i);
    onChange?.(i);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = labels.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = next > last ? 0 : next < 0 ? last : next;
    buttons.current[target]?.focus();
    if (target !== active) select(target);
  };
  const [indicator, setIndicator] = useState({ left: 0, width: 0 });

  const place = () => {
    const b = buttons.current[active];
    if (b) setIndicator({ left: b.offsetLeft, width: b.offsetWidth });
  };
  useLayoutEffect(place, [active]);
  // A scrolling bar keeps the active tab in view (narrow screens, long labels).
  // (Braces matter: newer browsers return a promise from scrollIntoView, which is no effect cleanup.)
  useEffect(() => {
    buttons.current[active]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  useEffect(() => {
    const onResize = () => window.innerWidth > TAB_BAR_RESIZE_MIN && place();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });

  return (
    <>
      <Bar role="tablist">
        {labels.map((label, i) => (
          <Tab
            key={label}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === active}
            aria-controls={children ? panelId : undefined}
            tabIndex={i === active ? 0 : -1}
            $active={i === active}
            $hideOnMobile={hiddenOnMobile.includes(label)}
            onKeyDown={onKeyDown}
            onClick={() => select(i)}
          >
            {label}
          </Tab>
        ))}
        <Indicator style={{ left: indicator.left, width: indicator.width }} />
      </Bar>
      {children ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
          {children[active]}
        </div>
      ) : null}
    </>
  );
}

const Bar = styled.div`
  position: relative;
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 20px;
  overflow-x: auto;
`;
const Tab = styled.button<{ $active: boolean; $hideOnMobile: boolean }>`
  background: none;
  border: 0;
  padding: 10px 16px;
  cursor: pointer;
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  font-weight: ${(p) => (p.$active ? 700 : 500)};
  @media (max-width: ${TAB_BAR_RESIZE_MIN}px) {
    ${(p) => p.$hideOnMobile && 'display: none;'}
  }
`;
const Indicator = styled.span`
  position: absolute;
  bottom: 0;
  height: 3px;
  background: ${(p) => p.theme.colors.primary};
  transition:
    left 0.2s ease,
    width 0.2s ease;
`;
