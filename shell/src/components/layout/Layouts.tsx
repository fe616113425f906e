import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Public pages: top bar, content, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <TopBar />
      <Content id="main">{children}</Content>
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
const Content = styled.div`
  flex: 1;
  min-height: 100vh;
`;
