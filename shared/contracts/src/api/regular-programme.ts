import { PLEDGE_DASHBOARD_PATH } from './pledges';

/**
 * The foundation's regular programme ("Program Donasi Rutin", issue 45): one running campaign an
 * administrator marks, which the public /donasi-rutin page offers for monthly pledges.
 *
 * Routes (donation service; the browser reaches them under the gateway's /api):
 *   GET  /donation/regular-programme   public  Campaign (the marked campaign's card), 404 when none
 *   POST /donation, PUT /donation/:id  admin   CampaignBody gains `regular_programme`; Campaign answers it
 */

export const REGULAR_PROGRAMME_API_PATH = '/donation/regular-programme';

/** The pledge form for the programme's campaign (the dashboard opens it for `campaign`). */
export const regularProgrammePledgeLink = (campaignId: string) =>
  `${PLEDGE_DASHBOARD_PATH}?campaign=${encodeURIComponent(campaignId)}`;

/** The programme's words, in the spec's tone: the public page, the campaign form and the server's refusals. */
export const REGULAR_PROGRAMME_WORDS = {
  title: 'Program Donasi Rutin',
  formCheckbox: 'Jadikan Program Donasi Rutin yayasan',
  formHint: 'Hanya satu donasi yang menjadi program donasi rutin: menandai donasi ini melepas tanda dari donasi lain.',
  badge: 'Program Donasi Rutin',
  lead: 'Sekitar 350 anak asuh yayasan makan, bersekolah, dan tinggal dengan layak setiap hari. Kebutuhan itu datang setiap bulan, maka kami sangat terbantu oleh donatur tetap yang berbagi setiap bulan.',
  how: [
    'Pilih jumlah donasi dan tanggal setiap bulan (1–28).',
    'Bayar dengan pengingat setiap bulan, atau otomatis dengan GoPay atau kartu.',
    'Jeda, ubah, atau hentikan kapan saja dari halaman Donasi Rutin Anda.',
  ],
  howTitle: 'Cara kerjanya',
  button: 'Donasi rutin setiap bulan',
  signInFirst: 'Anda akan diminta masuk terlebih dahulu, lalu langsung ke formulir donasi rutin.',
  empty: 'Belum ada program donasi rutin',
  emptyHint:
    'Yayasan belum membuka program donasi rutin. Sementara itu, Anda tetap dapat berdonasi pada kampanye yang sedang berjalan.',
  seeCampaigns: 'Lihat donasi yang sedang berjalan',
  error: 'Program donasi rutin tidak dapat dimuat.',
  /** Refused by the server: a draft or an ended campaign cannot become the programme. */
  notRunning: 'Program donasi rutin harus donasi yang sudah dipublish dan sedang berjalan',
} as const;
