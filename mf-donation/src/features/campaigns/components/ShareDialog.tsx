import { useEffect } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Modal, notify, ShareOptions, Spinner } from '@yayasan/ui';
import { useLazyGetCampaignShareQuery } from '../api';

export const QR_DISPLAY_SIZE = 256;

/** The prefilled sentence sent with a campaign's link. */
export const campaignShareMessage = (title: string) => `Yuk ikut berdonasi untuk "${title}". Setiap bantuan berarti:`;

/**
 * 'Bagikan Donasi': the public link and its QR code, both from the server, with WhatsApp first,
 * the other apps, a copy button and the device's share sheet.
 */
export function ShareDialog({
  donationId,
  title,
  open,
  onClose,
}: {
  donationId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const [fetchShare, { data, isFetching, isError }] = useLazyGetCampaignShareQuery();

  useEffect(() => {
    if (!open) return;
    fetchShare(donationId, true)
      .unwrap()
      .catch((err) => notify.error(`Server Error: ${apiErrorMessage(err)}`));
  }, [open, donationId, fetchShare]);

  return (
    <Modal open={open} onClose={onClose} title="Bagikan Donasi">
      {isFetching || (!data && !isError) ? (
        <Spinner />
      ) : isError || !data ? (
        <p>Link donasi tidak dapat dimuat.</p>
      ) : (
        <Content>
          <p>Scan QR Code Berikut</p>
          <img src={data.qrCodeImageUrl} alt="QR Code donasi" width={QR_DISPLAY_SIZE} height={QR_DISPLAY_SIZE} />
          <ShareOptions
            content={{ url: data.link, title, message: campaignShareMessage(title) }}
            linkLabel="Link donasi"
          />
        </Content>
      )}
      <Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      </Footer>
    </Modal>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  p {
    margin: 0;
    font-weight: 600;
  }
  img {
    max-width: 100%;
    height: auto;
    background: #fff;
    border-radius: 8px;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
