import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_WIDGETS, pageWords, paths } from '@yayasan/contracts';
import { ABOUT_TEASER, SITE } from '@yayasan/site-config';
import { Button, renderedWhenNear } from '@yayasan/ui';
import { RemoteArea } from '../../components/RemoteArea';
import { Counter } from './Counter';

export function HomePage() {
  return (
    <>
      <Hero>
        <div>
          <h1>{pageWords(paths.home).heading}</h1>
          <p>{SITE.tagline}</p>
          <Button as={Link} to={paths.donations}>
            Donasi Sekarang
          </Button>
        </div>
      </Hero>
      <Section aria-labelledby="about-teaser">
        <h2 id="about-teaser">Tentang {SITE.name}</h2>
        <p>{ABOUT_TEASER}</p>
        <Link to={paths.about}>Selengkapnya tentang kami →</Link>
      </Section>
      <Counters aria-label="Capaian yayasan">
        {SITE.counters.map((c) => (
          <li key={c.label}>
            <strong>
              <Counter value={c.value} suffix={c.suffix} />
            </strong>
            <span>{c.label}</span>
          </li>
        ))}
      </Counters>
      {HOME_WIDGETS.map((w) => (
        <WidgetSection key={w.remote} aria-label={w.label} data-widget={w.remote}>
          <RemoteArea remote={w.remote} module={w.module} variant="widget" />
        </WidgetSection>
      ))}
    </>
  );
}

const Hero = styled.section`
  min-height: 420px;
  display: flex;
  align-items: center;
  padding: 48px 16px;
  /* White text and the white focus ring keep at least 5:1 on it, in both themes. */
  background: ${(p) => p.theme.heroBackground};
  color: #fff;
  --focus-ring: #fff;
  > div {
    max-width: 1200px;
    margin: 0 auto;
    width: 100%;
  }
  h1 {
    font-size: clamp(1.8rem, 4vw, 3rem);
    max-width: 720px;
    margin: 0 0 12px;
  }
  p {
    font-size: 1.15rem;
    max-width: 640px;
    margin: 0 0 24px;
  }
  a {
    background: ${(p) => p.theme.colors.accent};
    color: #1c1f24;
  }
`;
const Section = styled.section`
  max-width: 1200px;
  margin: 40px auto 0;
  padding: 0 16px;
`;
/** The widgets sit below the fold: the first layout leaves them for later (the same 40px apart). */
const WidgetSection = styled(Section)`
  ${renderedWhenNear('480px')}
  margin-top: 34px;
`;
const Counters = styled.ul`
  list-style: none;
  max-width: 1200px;
  margin: 40px auto 0;
  padding: 0 16px;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  li {
    text-align: center;
    padding: 24px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  strong {
    display: block;
    font-size: 2.2rem;
    color: ${(p) => p.theme.colors.primary};
  }
`;
