/** Donation service wire types (spec §3 of the donations document). */
export type CampaignStatus = 'Open' | 'Closed';

export interface CampaignUpdate {
  update_id: string;
  update_title: string;
  update_description: string;
  update_thumbnail: string;
}

export interface DonorEntry {
  name: string;
  donation_date: string;
  donation_amount: number;
}

/** A campaign as the server answers it; percentage, remaining amount and status are derived there. */
export interface Campaign {
  donation_id: string;
  title: string;
  description: string;
  content: string;
  thumbnail: string;
  target_amount: number;
  total_collected: number;
  percentage_collected: number;
  remaining_amount: number;
  status: CampaignStatus;
  draft: boolean;
  created_at: string;
  expiry_time: string;
  updates?: CampaignUpdate[];
  successful_donors_details?: DonorEntry[];
}

/** One of a user's transactions as a receipt shows it, read from the database only. */
export interface Receipt {
  transaction_id: string;
  order_id: string;
  donation_id: string;
  title: string;
  donation_amount: number;
  donation_date: string;
  payment_method: string;
  donor_name: string;
  anonymous: boolean;
  status: string;
}
