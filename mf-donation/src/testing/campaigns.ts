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
