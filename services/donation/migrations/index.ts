import type { MigrationList } from '@yayasan/service-kit';
import { m001Donations } from './001_donations';
import { m002Transactions } from './002_transactions';
import { m003Reconcile } from './003_reconcile';
import { m004CampaignNews } from './004_campaign_news';
import { m005Prayers } from './005_prayers';
import { m006MailJobs } from './006_mail_jobs';
import { m007OpenLedger } from './007_open_ledger';
import { m008CountedColumn } from './008_counted_column';
import { m009DonorTotals } from './009_donor_totals';
import { m010CampaignListIndex } from './010_campaign_list_index';
import { m011GeneralFund } from './011_general_fund';

export const migrations: MigrationList = {
  '001_donations': m001Donations,
  '002_transactions': m002Transactions,
  '003_reconcile': m003Reconcile,
  '004_campaign_news': m004CampaignNews,
  '005_prayers': m005Prayers,
  '006_mail_jobs': m006MailJobs,
  '007_open_ledger': m007OpenLedger,
  '008_counted_column': m008CountedColumn,
  '009_donor_totals': m009DonorTotals,
  '010_campaign_list_index': m010CampaignListIndex,
  '011_general_fund': m011GeneralFund,
};
