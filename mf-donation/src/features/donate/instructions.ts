import type { Bank } from './types';

export interface Guide {
  title: string;
  steps: string[];
}

const vaSteps = (menu: string) => [`Pilih menu ${menu}.`, 'Masukkan nomor Virtual Account yang tertera di atas.'];
const confirm = 'Periksa nama dan jumlah tagihan, lalu konfirmasi pembayaran.';

/** 'Cara Bayar' for each bank's virtual account: ATM, mobile banking and internet banking. */
export const BANK_GUIDES: Record<Bank, { label: string; guides: Guide[] }> = {
  bca: {
    label: 'BCA',
    guides: [
      {
        title: 'ATM BCA',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          ...vaSteps('Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account'),
          confirm,
          'Simpan struk sebagai bukti pembayaran.',
        ],
      },
      {
        title: 'BCA mobile (m-BCA)',
        steps: [
          'Buka aplikasi BCA mobile dan pilih m-BCA.',
          ...vaSteps('m-Transfer > BCA Virtual Account'),
          confirm,
          'Masukkan PIN m-BCA.',
        ],
      },
      {
        title: 'KlikBCA',
        steps: [
          'Masuk ke KlikBCA Individual.',
          ...vaSteps('Transfer Dana > Transfer ke BCA Virtual Account'),
          confirm,
          'Masukkan respon KeyBCA Appli 1.',
        ],
      },
    ],
  },
  bni: {
    label: 'BNI',
    guides: [
      {
        title: 'ATM BNI',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          ...vaSteps('Menu Lainnya > Transfer > Virtual Account Billing'),
          confirm,
          'Simpan struk sebagai bukti pembayaran.',
        ],
      },
      {
        title: 'BNI Mobile Banking',
        steps: [
          'Masuk ke aplikasi BNI Mobile Banking.',
          ...vaSteps('Transfer > Virtual Account Billing'),
          confirm,
          'Masukkan password transaksi.',
        ],
      },
      {
        title: 'BNI Internet Banking',
        steps: [
          'Masuk ke BNI Internet Banking.',
          ...vaSteps('Transfer > Virtual Account Billing'),
          confirm,
          'Masukkan kode otentikasi token.',
        ],
      },
    ],
  },
  bri: {
    label: 'BRI',
    guides: [
      {
        title: 'ATM BRI',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          ...vaSteps('Transaksi Lain > Pembayaran > Lainnya > BRIVA'),
          confirm,
          'Simpan struk sebagai bukti pembayaran.',
        ],
      },
      { title: 'BRImo', steps: ['Masuk ke aplikasi BRImo.', ...vaSteps('BRIVA'), confirm, 'Masukkan PIN BRImo.'] },
      {
        title: 'Internet Banking BRI',
        steps: [
          'Masuk ke Internet Banking BRI.',
          ...vaSteps('Pembayaran > BRIVA'),
          confirm,
          'Masukkan password dan mToken.',
        ],
      },
    ],
  },
  permata: {
    label: 'Permata',
    guides: [
      {
        title: 'ATM Permata',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          ...vaSteps('Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account'),
          confirm,
          'Simpan struk sebagai bukti pembayaran.',
        ],
      },
      {
        title: 'PermataMobile X',
        steps: [
          'Masuk ke aplikasi PermataMobile X.',
          ...vaSteps('Bayar Tagihan > Virtual Account'),
          confirm,
          'Masukkan kode otentikasi.',
        ],
      },
      {
        title: 'PermataNet',
        steps: [
          'Masuk ke PermataNet.',
          ...vaSteps('Pembayaran Tagihan > Virtual Account'),
          confirm,
          'Masukkan kode token.',
        ],
      },
    ],
  },
  cimb: {
    label: 'CIMB Niaga',
    guides: [
      {
        title: 'ATM CIMB Niaga',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          ...vaSteps('Pembayaran > Lanjut > Virtual Account'),
          confirm,
          'Simpan struk sebagai bukti pembayaran.',
        ],
      },
      {
        title: 'OCTO Mobile',
        steps: [
          'Masuk ke aplikasi OCTO Mobile.',
          ...vaSteps('Transfer > Transfer to Other CIMB Niaga Account > Virtual Account'),
          confirm,
          'Masukkan PIN OCTO Mobile.',
        ],
      },
      {
        title: 'OCTO Clicks',
        steps: [
          'Masuk ke OCTO Clicks.',
          ...vaSteps('Pembayaran Tagihan > Mobile Rekening Virtual'),
          confirm,
          'Masukkan mPIN yang dikirim lewat SMS.',
        ],
      },
    ],
  },
};

export const BANK_ORDER: Bank[] = ['bca', 'bni', 'bri', 'permata', 'cimb'];

/** 'Cara Bayar' for a QR payment. */
export const QR_GUIDES: Record<'qris' | 'gopay', Guide[]> = {
  qris: [
    {
      title: 'QRIS',
      steps: [
        'Buka aplikasi pembayaran yang mendukung QRIS (mobile banking, Gopay, OVO, Dana, LinkAja, dan lainnya).',
        'Pilih menu Scan atau Bayar, lalu pindai kode QR di atas (atau unduh gambarnya dan unggah dari galeri).',
        'Periksa nama penerima dan jumlah pembayaran.',
        'Konfirmasi pembayaran dan masukkan PIN Anda.',
      ],
    },
  ],
  gopay: [
    {
      title: 'Gopay',
      steps: [
        'Buka aplikasi Gojek atau aplikasi lain yang mendukung Gopay.',
        'Pilih Bayar, lalu pindai kode QR di atas.',
        'Periksa jumlah pembayaran, lalu tekan Konfirmasi & Bayar.',
        'Masukkan PIN Gopay Anda.',
      ],
    },
  ],
};
