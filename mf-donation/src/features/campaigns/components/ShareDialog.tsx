import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Input, Modal, notify, Spinner } from '@yayasan/ui';
import { useLazyGetCampaignShareQuery } from '../api';

export const QR_DISPLAY_SIZE = 256;

/** 'Bagikan Donasi': the public link and its QR code, both from the server, with a copy button. */
export function ShareDialog({ donationId, open, onClose }: { donationId: string; open: boolean; onClose: () => void }) {
  const [fetchShare, { data, isFetching, isError }] = useLazyGetCampaignShareQuery();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCopied(false);
    fetchShare(donationId, true)
      .unwrap()
      .catch((err) => notify.error(`Server Error: ${apiErrorMessage(err)}`));
  }, [open, donationId, fetchShare]);

  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.link);
      setCopied(true);
      notify.success('Disalin');
    } catch (err) {
      // The spec leaves a failed copy silent; the link stays selectable in the field.
      console.error('copy failed', err);
    }
  };

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
          <LinkRow>
            <Input readOnly value={data.link} aria-label="Link donasi" onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" onClick={copy}>
              {copied ? 'Disalin' : 'Salin'}
            </Button>
          </LinkRow>
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
const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
