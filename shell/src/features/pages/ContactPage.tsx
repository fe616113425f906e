import styled from 'styled-components';
import { SITE } from '@yayasan/site-config';
import { PageContainer } from '@yayasan/ui';

export function ContactPage() {
  return (
    <PageContainer>
      <h1>Kontak</h1>
      <Grid>
        <iframe title="Peta lokasi yayasan" src={SITE.contact.mapEmbedUrl} loading="lazy" />
        <div>
          <h2>Alamat</h2>
          <p>{SITE.contact.address}</p>
          <h2>Email</h2>
          <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
          <h2>Telepon / WhatsApp</h2>
          <a href={SITE.contact.whatsapp} target="_blank" rel="noopener noreferrer">
            {SITE.contact.phone}
          </a>
          <h2>Media Sosial</h2>
          <ul>
            {SITE.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Grid>
    </PageContainer>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  iframe {
    width: 100%;
    min-height: 360px;
    border: 0;
    border-radius: ${(p) => p.theme.radius};
  }
  h2 {
    font-size: 1.05rem;
    margin: 16px 0 4px;
  }
`;
