import styled from 'styled-components';
import type { GalleryItem } from '@yayasan/contracts';

/**
 * A grid picture: loaded lazily, decoded off the main thread, with intrinsic dimensions so the grid
 * keeps its layout while pictures arrive; the cell's width decides the drawn size.
 */
export function GalleryImage({
  item,
  className,
}: {
  item: Pick<GalleryItem, 'image_url' | 'title'>;
  className?: string;
}) {
  return (
    <Img
      className={className}
      src={item.image_url}
      alt={item.title}
      loading="lazy"
      decoding="async"
      width={400}
      height={300}
    />
  );
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surface};
`;
