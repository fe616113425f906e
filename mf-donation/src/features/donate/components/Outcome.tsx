import styled from 'styled-components';
import { formatRp } from '@yayasan/format';
import { Button, useFocusOnMount } from '@yayasan/ui';

export const REDIRECT_SECONDS = 5;

export function PaidScreen({ amount }: { amount: number }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Center role="status">
      <Badge $ok aria-hidden="true">
        ✓
      </Badge>
      <h2 ref={heading}>Pembayaran Berhasil</h2>
      <Amount>{formatRp(amount)}</Amount>
      <p>Redirect in {REDIRECT_SECONDS} Seconds</p>
    </Center>
  );
}

/** The payment's time ran out; choosing a method again starts a new payment of the same amount. */
export function ExpiredScreen({ amount, onBack }: { amount: number; onBack: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Center role="status">
      <Badge aria-hidden="true">!</Badge>
      <h2 ref={heading}>Pembayaran Kadaluarsa</h2>
      <p>Waktu pembayaran telah habis. Silakan pilih metode pembayaran kembali.</p>
      <p>
        Anda dapat berdonasi lagi dengan jumlah yang sama: <strong>{formatRp(amount)}</strong>
      </p>
      <Button type="button" onClick={onBack}>
        Kembali Ke Tipe Pembayaran
      </Button>
    </Center>
  );
}

/** The card's bank or its 3-D Secure check refused the payment; another method or card can be tried. */
export function DeniedScreen({ amount, onBack }: { amount: number; onBack: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Center role="status">
      <Badge aria-hidden="true">!</Badge>
      <h2 ref={heading}>Pembayaran Ditolak</h2>
      <p>
        Bank penerbit kartu menolak pembayaran ini atau verifikasi 3-D Secure tidak berhasil. Dana Anda tidak terpotong.
      </p>
      <p>
        Coba kartu lain atau metode pembayaran lain untuk <strong>{formatRp(amount)}</strong>
      </p>
      <Button type="button" onClick={onBack}>
        Kembali Ke Tipe Pembayaran
      </Button>
    </Center>
  );
}

const Center = styled.div`
  text-align: center;
  padding: 24px 8px;
  h2 {
    margin: 12px 0 6px;
  }
`;
const Badge = styled.div<{ $ok?: boolean }>`
  width: 64px;
  height: 64px;
  margin: 0 auto;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 2rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors.bg};
  background: ${(p) => (p.$ok ? p.theme.colors.primary : p.theme.colors.danger)};
`;
const Amount = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  margin: 4px 0 10px;
`;
