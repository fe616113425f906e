import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { Button, Modal, ShareOptions } from '@yayasan/ui';

/** The prefilled sentence sent with an article's link. */
export const articleShareMessage = (title: string) => `Baca artikel "${title}":`;

/** 'Bagikan Artikel': WhatsApp first, the other apps, the link with a copy button, the device's share sheet. */
export function ShareArticleDialog({
  blogId,
  title,
  open,
  onClose,
}: {
  blogId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const url = `${window.location.origin}${paths.article(blogId)}`;
  return (
    <Modal open={open} onClose={onClose} title="Bagikan Artikel">
      <ShareOptions content={{ url, title, message: articleShareMessage(title) }} linkLabel="Link artikel" />
      <Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      </Footer>
    </Modal>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
