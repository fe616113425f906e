import { useState } from 'react';
import styled from 'styled-components';
import { LEAD_IMAGE_SIZES } from '@yayasan/contracts';
import { ResponsiveImage } from '@yayasan/ui';

/** A campaign picture; a missing or broken one falls back to a placeholder drawn in the theme's colours. */
export function CampaignThumbnail({
  src,
  alt = '',
  ratio = '16 / 9',
  sizes = LEAD_IMAGE_SIZES.campaignCard,
  priority = false,
  className,
}: {
  src?: string | null;
  alt?: string;
  ratio?: string;
  /** The slot's width, for the browser's choice of variant. */
  sizes?: string;
  /** The page's main picture (LCP). */
  priority?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  // A new picture gets its own chance to load: reset while rendering, not in an effect after a wrong paint.
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    setShownSrc(src);
    setBroken(false);
  }
  if (!src || broken) {
    return (
      <Placeholder
        role="img"
        aria-label={alt || 'Gambar tidak tersedia'}
        data-testid="thumbnail-placeholder"
        style={{ aspectRatio: ratio }}
        className={className}
      >
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path
            fill="currentColor"
            d="M21 5v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Zm-2 0H5v9.6l3.3-3.3a1 1 0 0 1 1.4 0l3.3 3.3 2.3-2.3a1 1 0 0 1 1.4 0L19 14.6V5Zm-4 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
          />
        </svg>
      </Placeholder>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      sizes={sizes}
      priority={priority}
      onError={() => setBroken(true)}
      style={{ aspectRatio: ratio }}
      className={className}
    />
  );
}

const Img = styled(ResponsiveImage)`
  display: block;
  width: 100%;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surface};
`;
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.muted};
  border: 1px dashed ${(p) => p.theme.colors.border};
`;
