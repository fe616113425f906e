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
  return (
    <Modal open={open} onClose={onClose} title="Bagikan Artikel">
      <ArticleShareOptions blogId={blogId} title={title} />
      <Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      </Footer>
    </Modal>
  );
}

/**
 * The link to share, at the address the visitor reads the site on. Rendered only while the dialog is
 * open (after a tap, in the browser), so the page's server render never reads the window.
 */
function ArticleShareOptions({ blogId, title }: { blogId: string; title: string }) {
  const url = `${window.location.origin}${paths.article(blogId)}`;
  return <ShareOptions content={{ url, title, message: articleShareMessage(title) }} linkLabel="Link artikel" />;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
