import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A wide table's frame that scrolls sideways on a phone. It can take focus and is a named region, so
 * a keyboard user can scroll it too and a screen reader says what it holds (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Frame role="region" aria-label={label} tabIndex={0}>
      {children}
    </Frame>
  );
}

const Frame = styled.div`
  overflow-x: auto;
`;
