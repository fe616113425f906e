import { api } from '@yayasan/store';

export interface CampaignCard {
  donation_id: string;
  title: string;
  description: string;
  thumbnail: string;
  target_amount: number;
  total_collected: number;
  percentage_collected: number;
  status: 'Open' | 'Closed';
  draft: boolean;
  expiry_time: string;
}

export interface CampaignPage {
  donations: CampaignCard[];
  currentPage: number;
  totalPages: number;
}

export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDonations: build.query<CampaignPage, { page: number; limit: number; draft: boolean; status?: 'Open' | 'Closed' }>({
      query: (params) => ({ url: '/get-donation', params }),
    }),
  }),
});
