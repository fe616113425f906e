import styled from 'styled-components';
import type { GalleryItem } from '@yayasan/contracts';
import { GalleryImage } from './GalleryImage';

/** The pictures of a phone's first row: the page's largest paint, loaded at once instead of lazily. */
const FIRST_ROW = 2;

/** Pictures in a responsive grid; each is a button that opens it. */
export function GalleryGrid({ items, onOpen }: { items: GalleryItem[]; onOpen: (item: GalleryItem) => void }) {
  return (
    <Grid>
      {items.map((item, index) => (
        <li key={item._id}>
          <Cell type="button" onClick={() => onOpen(item)} aria-label={`Lihat ${item.title}`}>
            <GalleryImage item={item} priority={index < FIRST_ROW} />
          </Cell>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: 600px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Cell = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  background: none;
  img {
    transition: transform 0.2s ease;
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
