import type { CampaignNews, Prayer } from '@yayasan/contracts';
import type { Campaign } from '../features/campaigns/api';

export const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  donation_id: 'camp-1',
  title: 'Beasiswa Anak Yatim',
  description: 'Bantu anak yatim bersekolah',
  content: 'Isi lengkap kampanye beasiswa.',
  thumbnail: 'https://yayasan.test/media/demo/photo-1.png',
  target_amount: 50_000_000,
  total_collected: 12_500_000,
  percentage_collected: 25,
  remaining_amount: 37_500_000,
  status: 'Open',
  draft: false,
  created_at: '2025-05-05T03:00:00.000Z',
  expiry_time: '2099-12-31T23:59:59.999Z',
  updates: [],
  successful_donors_details: [],
  ...over,
});

export const page = (
  donations: Campaign[],
  over: { currentPage?: number; totalPages?: number; totalDonations?: number } = {},
) => ({
  donations,
  currentPage: 1,
  totalPages: donations.length ? 1 : 0,
  totalDonations: donations.length,
  ...over,
});

export const emptyPrayers = { prayers: [], currentPage: 1, totalPages: 0, totalPrayers: 0 };
export const emptyNews = { updates: [], currentPage: 1, totalPages: 0, totalUpdates: 0 };

export const newsPost = (over: Partial<CampaignNews> = {}): CampaignNews => ({
  update_id: 'news-1',
  title: 'Penyaluran tahap pertama',
  content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Sembako <b>diterima</b> anak-anak.' } }] },
  pictures: [],
  disbursed_amount: 2_500_000,
  disbursement: {
    seq: 4,
    amount: 2_500_000,
    occurred_at: '2025-05-09T17:00:00.000Z',
    description: 'Sembako tahap pertama',
    reversed: false,
  },
  published_at: '2025-05-10T03:00:00.000Z',
  created_at: '2025-05-10T03:00:00.000Z',
  updated_at: '2025-05-10T03:00:00.000Z',
  ...over,
});

export const prayer = (over: Partial<Prayer> = {}): Prayer => ({
  prayer_id: 'prayer-1',
  name: 'Siti Aminah',
  message: 'Semoga anak-anak sehat selalu',
  amin_count: 2,
  amin_by_user: false,
  hidden: false,
  created_at: '2025-05-11T03:00:00.000Z',
  ...over,
});
