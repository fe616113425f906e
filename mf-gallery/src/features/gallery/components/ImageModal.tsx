import styled from 'styled-components';
import type { GalleryItem } from '@yayasan/contracts';
import { Button, Modal, ResponsiveImage } from '@yayasan/ui';

/** The picture at full width with its title and description; Escape or a click outside closes it. */
export function ImageModal({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.title} width={860}>
      {item && (
        <>
          <Picture src={item.image_url} alt={item.title} sizes="(min-width: 900px) 860px, 100vw" priority />
          <Description>{item.description}</Description>
          <Footer>
            <Button $variant="secondary" onClick={onClose}>
              Tutup
            </Button>
          </Footer>
        </>
      )}
    </Modal>
  );
}

const Picture = styled(ResponsiveImage)`
  display: block;
  width: 100%;
  max-height: 65vh;
  object-fit: contain;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;
const Description = styled.p`
  white-space: pre-line;
  line-height: 1.6;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
