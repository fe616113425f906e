import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What the open ledger proves, in plain words for every donor. */
export const LEDGER_PLAIN =
  'Setiap rupiah yang masuk dan keluar dicatat di sini, berurutan dan tidak bisa dihapus. Catatan yang salah tidak diubah, tetapi dikoreksi dengan catatan baru, sehingga siapa pun bisa memeriksa bahwa donasinya benar-benar tercatat dan tidak ada angka yang diubah diam-diam.';

/** The technical words behind it, for whoever wants to check for themselves. */
export const LEDGER_HOW_IT_WORKS =
  'Setiap catatan diberi sidik jari digital (hash) yang dihitung dari isi catatan itu dan sidik jari catatan sebelumnya, sehingga catatan-catatan membentuk rantai. Sidik jari catatan terakhir disebut kepala buku kas; setiap hari kepala buku kas tiap kampanye diterbitkan. Jika satu catatan lama diubah, semua sidik jari sesudahnya ikut berubah dan tidak lagi cocok dengan yang sudah diterbitkan. Kode verifikasi di bukti donasi menunjukkan letak donasi Anda dalam rantai itu, tanpa menampilkan nama Anda.';

/** The plain explanation, with the technical words behind a native "Cara kerja" disclosure. */
export function LedgerExplainer({ children }: { children?: ReactNode }) {
  return (
    <Wrap>
      <p>{LEDGER_PLAIN}</p>
      <details>
        <summary>Cara kerja</summary>
        <p>{LEDGER_HOW_IT_WORKS}</p>
        {children}
      </details>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  p {
    margin: 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    padding: 6px 0;
  }
  details p {
    color: ${(p) => p.theme.colors.muted};
    margin-bottom: 6px;
  }
`;
