/** Payment brand marks drawn inline (no third-party image requests): colours and names of each brand. */
export const LOGOS = {
  bca: { label: 'BCA', bg: '#0060af', fg: '#ffffff' },
  bni: { label: 'BNI', bg: '#f15a23', fg: '#ffffff' },
  bri: { label: 'BRI', bg: '#00529c', fg: '#ffffff' },
  permata: { label: 'Permata', bg: '#1e8e3e', fg: '#ffffff' },
  cimb: { label: 'CIMB Niaga', bg: '#7a0019', fg: '#ffffff' },
  qris: { label: 'QRIS', bg: '#ffffff', fg: '#d6001c' },
  gopay: { label: 'Gopay', bg: '#00aed6', fg: '#ffffff' },
  shopeepay: { label: 'ShopeePay', bg: '#ee4d2d', fg: '#ffffff' },
  indomaret: { label: 'Indomaret', bg: '#fed100', fg: '#0a5eaa' },
  alfamart: { label: 'Alfamart', bg: '#e30613', fg: '#ffffff' },
  credit_card: { label: 'Kartu', bg: '#1f2937', fg: '#ffffff' },
} as const;

export type LogoName = keyof typeof LOGOS;

export const isLogoName = (v: string | null | undefined): v is LogoName => !!v && v in LOGOS;

/** A brand mark; `alt` is the brand's name so the logo reads the same to everyone. */
export function PaymentLogo({ name, height = 28 }: { name: LogoName; height?: number }) {
  const logo = LOGOS[name];
  const width = Math.max(56, logo.label.length * 10 + 20);
  return (
    <svg role="img" aria-label={logo.label} width={(width * height) / 28} height={height} viewBox={`0 0 ${width} 28`}>
      <rect x="0.5" y="0.5" width={width - 1} height="27" rx="6" fill={logo.bg} stroke="#d5d9df" />
      <text
        x={width / 2}
        y="18.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize="13"
        fill={logo.fg}
      >
        {logo.label}
      </text>
    </svg>
  );
}

/**
 * The payment brands the page shows: only those a donor can choose here (QRIS, Gopay, ShopeePay on a
 * phone, the bank virtual accounts, the convenience stores, cards when the site takes them). Wallets
 * that cannot be chosen are left out (see README decisions).
 */
export const shownLogos = (phone: boolean, card = false): LogoName[] => [
  'qris',
  'gopay',
  ...(phone ? (['shopeepay'] as const) : []),
  'bca',
  'bni',
  'bri',
  'permata',
  'cimb',
  'indomaret',
  'alfamart',
  ...(card ? (['credit_card'] as const) : []),
];

export function LogoStrip({ phone, card = false }: { phone: boolean; card?: boolean }) {
  return (
    <ul
      aria-label="Metode pembayaran yang didukung"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '8px 0 0' }}
    >
      {shownLogos(phone, card).map((n) => (
        <li key={n}>
          <PaymentLogo name={n} height={24} />
        </li>
      ))}
    </ul>
  );
}
