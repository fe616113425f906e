import { useState } from 'react';
import styled from 'styled-components';
import { Button, notify } from '@yayasan/ui';
import { paymentQrPath } from '../api';
import { usePhoneScreen } from '../hooks/usePhoneScreen';
import type { SavedPayment } from '../storage';
import { actionUrl } from '../charge';

export const QR_SIZE = 256;

const WALLET_APPS = { gopay: 'Gojek', shopeepay: 'Shopee' } as const;
const WALLET_NAMES = { gopay: 'Gopay', shopeepay: 'ShopeePay' } as const;

/** Opens the wallet app with this payment; it sends the donor back to this page once paid. */
function OpenWalletApp({ method, href }: { method: 'gopay' | 'shopeepay'; href: string }) {
  return (
    <>
      <Button as="a" href={href} $block>
        Bayar dengan {WALLET_NAMES[method]}
      </Button>
      <Hint>
        Aplikasi {WALLET_APPS[method]} terbuka dengan tagihan ini. Setelah membayar, Anda kembali ke halaman ini dan
        status pembayaran diperbarui sendiri.
      </Hint>
    </>
  );
}

function QrImage({ src, label }: { src: string; label: string }) {
  return <img src={src} width={QR_SIZE} height={QR_SIZE} alt={`Kode QR ${label}`} />;
}

/** Shares the QR picture to an app the donor picks (a QRIS wallet scans it from there); only where the browser can. */
function ShareToWallet({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  const canShareFiles =
    typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && typeof File !== 'undefined';
  if (!canShareFiles) return null;
  const share = async () => {
    setBusy(true);
    try {
      const res = await fetch(paymentQrPath(orderId));
      if (!res.ok) throw new Error(`QR answered ${res.status}`);
      const file = new File([await res.blob()], `qris-${orderId}.png`, { type: 'image/png' });
      if (!navigator.canShare({ files: [file] })) throw new Error('files cannot be shared here');
      await navigator.share({ files: [file], title: 'Kode QRIS donasi' });
    } catch (err) {
      // The donor closing the share sheet is no failure.
      const closed = typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
      if (!closed) {
        console.error('sharing the QR failed', err);
        notify.error('Kode QR tidak dapat dibagikan. Simpan kode QR, lalu buka dari aplikasi e-wallet Anda.');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" onClick={share} disabled={busy}>
      Buka di Aplikasi E-Wallet
    </Button>
  );
}

/**
 * The payment data of a QR or wallet payment. Gopay: on a phone, the button that opens the Gojek app
 * (the charge's deeplink), with the QR code one tap away for paying from another phone; on a larger
 * screen the QR code, with the app button one tap away. ShopeePay: the app button. QRIS: the QR code;
 * on a phone it can be saved (the site's own copy) and shared to a QRIS wallet.
 */
export function WalletPayment({ payment }: { payment: SavedPayment }) {
  const phone = usePhoneScreen();
  const { midtrans, method } = payment;
  const deeplink = actionUrl(midtrans, 'deeplink-redirect');
  const qr = actionUrl(midtrans, 'generate-qr-code');
  const [showQr, setShowQr] = useState<boolean | null>(null);

  if (method === 'shopeepay') {
    return deeplink ? <OpenWalletApp method="shopeepay" href={deeplink} /> : <p>Tautan pembayaran tidak tersedia</p>;
  }
  if (method === 'gopay') {
    const qrShown = (showQr ?? !phone) || !deeplink;
    return (
      <>
        {qrShown ? (
          qr ? (
            <>
              <QrImage src={qr} label="Gopay" />
              <Hint>Pindai dengan aplikasi Gojek di ponsel lain.</Hint>
            </>
          ) : (
            <p>Kode QR tidak tersedia</p>
          )
        ) : (
          <OpenWalletApp method="gopay" href={deeplink} />
        )}
        {deeplink && qr && (
          <Button type="button" $variant="ghost" onClick={() => setShowQr(!qrShown)}>
            {qrShown ? 'Bayar dengan aplikasi Gojek di ponsel ini' : 'Tampilkan Kode QR'}
          </Button>
        )}
      </>
    );
  }
  if (!qr) return <p>Kode QR tidak tersedia</p>;
  // The site's own copy on a phone: the browser saves a same-origin file instead of opening it.
  const saveHref = phone && midtrans.qr_string ? paymentQrPath(midtrans.order_id) : qr;
  return (
    <>
      <QrImage src={qr} label="QRIS" />
      <QrActions>
        <Button
          as="a"
          href={saveHref}
          target="_blank"
          rel="noopener noreferrer"
          download={`qris-${midtrans.order_id}.png`}
          $variant="secondary"
        >
          Download QRIS
        </Button>
        {phone && midtrans.qr_string && <ShareToWallet orderId={midtrans.order_id} />}
      </QrActions>
      {phone && (
        <Hint>
          Di ponsel ini: simpan kode QR, lalu buka aplikasi e-wallet atau m-banking yang mendukung QRIS dan pilih gambar
          dari galeri.
        </Hint>
      )}
    </>
  );
}

const Hint = styled.p`
  margin: 10px 0 4px;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;
const QrActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;
