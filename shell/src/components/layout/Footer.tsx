import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LEDGER_LINK, MAIN_LINKS, paths, REGULAR_PROGRAMME_LINK } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { renderedWhenNear } from '@yayasan/ui';

export function Footer() {
  return (
    <Wrap>
      <Columns>
        <section>
          <h2>{SITE.name}</h2>
          <p>{SITE.tagline}</p>
        </section>
        <nav aria-label="Menu footer">
          <h2>Menu</h2>
          {MAIN_LINKS.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
          <Link to={LEDGER_LINK.to}>{LEDGER_LINK.label}</Link>
          <Link to={REGULAR_PROGRAMME_LINK.to}>{REGULAR_PROGRAMME_LINK.label}</Link>
          <Link to={paths.privacy}>Kebijakan Privasi</Link>
        </nav>
        <section>
          <h2>Kontak</h2>
          <p>{SITE.contact.address}</p>
          <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
          <a href={`tel:${SITE.contact.phone.replace(/[^+\d]/g, '')}`}>{SITE.contact.phone}</a>
        </section>
        <section>
          <h2>Ikuti Kami</h2>
          {SITE.social.map((s) => (
            <a key={s.url} href={s.url} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          ))}
        </section>
      </Columns>
      <Copyright>
        © {SITE.copyrightYear} {SITE.name}. Hak cipta dilindungi.
      </Copyright>
    </Wrap>
  );
}

const Wrap = styled.footer`
  ${renderedWhenNear('320px', '0')}
  margin-top: 48px;
  padding: 40px 16px 24px;
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;
const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  h2 {
    font-size: 1rem;
    margin: 0 0 10px;
  }
  a {
    display: block;
    margin: 4px 0;
    text-decoration: none;
    color: ${(p) => p.theme.colors.muted};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    margin: 0 0 8px;
  }
`;
const Copyright = styled.p`
  text-align: center;
  margin: 32px 0 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;
