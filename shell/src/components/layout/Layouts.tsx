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
const Content = styled.div`
  flex: 1;
`;
