import { CSTORE_MAXIMUM } from '@yayasan/validation';
import { formatRp } from '@yayasan/format';
import type { Bank, PaymentMethod, Store } from './schemas/donation';

/**
 * How to pay with each method ('Cara Bayar'): the payment screen shows them and the payment
 * instructions mail repeats them.
 */

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

/** 'Cara Bayar' for a QR or wallet payment. */
export const QR_GUIDES: Record<'qris' | 'gopay' | 'shopeepay', Guide[]> = {
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
    {
      title: 'Gopay di ponsel ini',
      steps: [
        'Tekan Bayar dengan Gopay: aplikasi Gojek terbuka dengan tagihan ini.',
        'Periksa jumlah pembayaran, lalu tekan Bayar dan masukkan PIN Gopay Anda.',
        'Anda kembali ke halaman ini; status pembayaran diperbarui sendiri.',
      ],
    },
  ],
  shopeepay: [
    {
      title: 'ShopeePay',
      steps: [
        'Tekan Bayar dengan ShopeePay: aplikasi Shopee terbuka dengan tagihan ini.',
        'Periksa jumlah pembayaran, lalu tekan Bayar Sekarang dan masukkan PIN ShopeePay Anda.',
        'Anda kembali ke halaman ini; status pembayaran diperbarui sendiri.',
      ],
    },
  ],
};

/** 'Cara Bayar' at a convenience store: the cashier takes the payment code shown on the screen. */
export const STORE_GUIDES: Record<Store, { label: string; guides: Guide[] }> = {
  indomaret: {
    label: 'Indomaret',
    guides: [
      {
        title: 'Gerai Indomaret',
        steps: [
          'Datang ke gerai Indomaret terdekat.',
          'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan Midtrans, lalu tunjukkan kode pembayaran di atas.',
          'Kasir memastikan nama penerima dan jumlah pembayaran; bayar tunai atau dengan kartu debit.',
          'Simpan struk sebagai bukti pembayaran. Status donasi diperbarui sendiri setelah pembayaran diterima.',
        ],
      },
    ],
  },
  alfamart: {
    label: 'Alfamart',
    guides: [
      {
        title: 'Gerai Alfamart, Alfamidi atau Dan+Dan',
        steps: [
          'Datang ke gerai Alfamart, Alfamidi atau Dan+Dan terdekat.',
          'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan dengan kode pembayaran, lalu tunjukkan kode di atas.',
          'Kasir memastikan nama penerima dan jumlah pembayaran; bayar tunai atau dengan kartu debit.',
          'Simpan struk sebagai bukti pembayaran. Status donasi diperbarui sendiri setelah pembayaran diterima.',
        ],
      },
    ],
  },
};

export const STORE_ORDER: Store[] = ['indomaret', 'alfamart'];

/** 'Cara Bayar' for a card: the card's bank confirms the payment (3-D Secure). */
export const CARD_GUIDES: Guide[] = [
  {
    title: 'Kartu Kredit/Debit',
    steps: [
      'Isi nomor kartu, masa berlaku dan CVV. Data kartu dikirim langsung ke Midtrans, tidak melewati server yayasan.',
      'Halaman verifikasi bank penerbit kartu (3-D Secure) terbuka: masukkan kode OTP yang dikirim bank.',
      'Setelah verifikasi Anda kembali ke halaman ini; status pembayaran diperbarui sendiri.',
    ],
  },
];

/**
 * How long a charge stays payable, sent to Midtrans as `custom_expiry` so it enforces what the donor is
 * shown: Midtrans's own defaults (24 hours for a virtual account and the stores, 15 minutes for QRIS and
 * GoPay), ShopeePay given GoPay's 15 minutes, and 15 minutes to finish a card's 3-D Secure check.
 */
export const PAYMENT_EXPIRY_MINUTES: Record<PaymentMethod, number> = {
  bank_transfer: 24 * 60,
  qris: 15,
  gopay: 15,
  shopeepay: 15,
  credit_card: 15,
  cstore: 24 * 60,
};

/** What a donor should know before choosing a method: limits, fees and how long it stays payable. */
export interface MethodFacts {
  limit: string;
  fee: string;
  expiry: string;
}

const NO_FEE = 'Tanpa biaya tambahan dari yayasan.';
const payWithin = (method: PaymentMethod) => {
  const minutes = PAYMENT_EXPIRY_MINUTES[method];
  return minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`;
};

export const METHOD_FACTS: Record<PaymentMethod, MethodFacts> = {
  bank_transfer: {
    limit: 'Sesuai limit transfer rekening Anda.',
    fee: `${NO_FEE} Transfer dari bank lain dapat dikenai biaya oleh bank Anda.`,
    expiry: `Nomor Virtual Account berlaku ${payWithin('bank_transfer')}.`,
  },
  qris: {
    limit: 'Paling banyak Rp 10.000.000 per pembayaran (ketentuan QRIS Bank Indonesia).',
    fee: NO_FEE,
    expiry: `Kode QR berlaku ${payWithin('qris')}.`,
  },
  gopay: {
    limit: 'Sesuai saldo dan limit akun Anda.',
    fee: NO_FEE,
    expiry: `Bayar dalam ${payWithin('gopay')}.`,
  },
  shopeepay: {
    limit: 'Sesuai saldo dan limit akun Anda.',
    fee: NO_FEE,
    expiry: `Bayar dalam ${payWithin('shopeepay')}.`,
  },
  credit_card: {
    limit: 'Sesuai limit kartu Anda.',
    fee: `${NO_FEE} Bank penerbit dapat mengenakan biaya sendiri (misalnya transaksi luar negeri).`,
    expiry: `Selesaikan verifikasi 3-D Secure dalam ${payWithin('credit_card')}.`,
  },
  cstore: {
    limit: `Paling banyak ${formatRp(CSTORE_MAXIMUM)} per pembayaran.`,
    fee: `${NO_FEE} Kasir gerai dapat memungut biaya layanan yang dibayar terpisah dari donasi.`,
    expiry: `Kode pembayaran berlaku ${payWithin('cstore')}.`,
  },
};

/** A method as the payment screen, the donation history and the mails name it. */
export function paymentMethodName(d: { payment_method: PaymentMethod; bank?: Bank | null; store?: Store | null }) {
  switch (d.payment_method) {
    case 'bank_transfer':
      return `${d.bank ? BANK_GUIDES[d.bank].label : 'Bank'} Virtual Account`;
    case 'cstore':
      return d.store ? STORE_GUIDES[d.store].label : 'Indomaret/Alfamart';
    case 'credit_card':
      return 'Kartu Kredit/Debit';
    default:
      return { qris: 'QRIS', gopay: 'Gopay', shopeepay: 'ShopeePay' }[d.payment_method];
  }
}

/** 'Cara Bayar' for a payment, whatever its method. */
export function guidesFor(d: { payment_method: PaymentMethod; bank?: Bank | null; store?: Store | null }): Guide[] {
  switch (d.payment_method) {
    case 'bank_transfer':
      return d.bank ? BANK_GUIDES[d.bank].guides : [];
    case 'cstore':
      return d.store ? STORE_GUIDES[d.store].guides : [];
    case 'credit_card':
      return CARD_GUIDES;
    default:
      return QR_GUIDES[d.payment_method];
  }
}
