import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export const MAIN_ID = 'main';

/** Public pages: skip link, top bar, the page's one `main`, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Langsung ke konten
      </a>
      <TopBar />
      <Content id={MAIN_ID} tabIndex={-1}>
        {children}
      </Content>
      <Footer />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
// The main area fills the viewport, so the footer starts below the fold and never moves once shown
// however late a remote page or its data arrives.
const Content = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 100vh;
`;
