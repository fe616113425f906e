import { useState } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '@yayasan/ui';

/** The campaign's thumbnail (a placeholder when there is none or it fails to load). */
export function CampaignThumbnail({ src, title }: { src?: string; title: string }) {
  const [failed, setFailed] = useState(false);
  return src && !failed ? (
    <Thumb src={src} alt={title} sizes="(min-width: 600px) 560px, 100vw" priority onError={() => setFailed(true)} />
  ) : (
    <Placeholder aria-label="Tidak ada gambar">Yayasan</Placeholder>
  );
}

const Thumb = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius};
  display: block;
  background: ${(p) => p.theme.colors.surface};
`;

export const Placeholder = styled.div`
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius};
  display: flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${(p) => p.theme.colors.muted};
  background: repeating-linear-gradient(
    45deg,
    ${(p) => p.theme.colors.surface},
    ${(p) => p.theme.colors.surface} 12px,
    ${(p) => p.theme.colors.border} 12px,
    ${(p) => p.theme.colors.border} 24px
  );
`;

export const Card = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 14px;
  background: ${(p) => p.theme.colors.bg};
  @media (max-width: 480px) {
    padding: 14px;
    border: none;
  }
`;
