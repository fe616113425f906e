import styled from 'styled-components';
import { LEAD_IMAGE_SIZES, type GalleryItem } from '@yayasan/contracts';
import { ResponsiveImage } from '@yayasan/ui';

/**
 * A grid picture with intrinsic dimensions so the grid keeps its layout while pictures arrive; the cell's
 * width (`sizes`) decides which variant the browser fetches.
 */
export function GalleryImage({
  item,
  className,
  sizes = LEAD_IMAGE_SIZES.galleryCell,
  priority = false,
}: {
  item: Pick<GalleryItem, 'image_url' | 'title'>;
  className?: string;
  sizes?: string;
  /** On the first screen: loaded at once, with high priority. */
  priority?: boolean;
}) {
  return (
    <Img
      className={className}
      src={item.image_url}
      alt={item.title}
      sizes={sizes}
      width={400}
      height={300}
      priority={priority}
    />
  );
}

const Img = styled(ResponsiveImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surface};
`;
