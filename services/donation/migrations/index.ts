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
import { m013PendingDeadlineIndex } from './013_pending_deadline_index';
import { m014MailOutbox } from './014_mail_outbox';
import { m015PublishedViews } from './015_published_views';
import { m016CampaignDonorCount } from './016_campaign_donor_count';
import { m017CampaignSearch } from './017_campaign_search';
import { m018AuditTrail } from './018_audit_trail';
import { m019NewsDisbursementLink } from './019_news_disbursement_link';
import { m020OfflineDonorMail } from './020_offline_donor_mail';
import { m021Pledges } from './021_pledges';
import { m022RegularProgramme } from './022_regular_programme';

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
  '013_pending_deadline_index': m013PendingDeadlineIndex,
  '014_mail_outbox': m014MailOutbox,
  '015_published_views': m015PublishedViews,
  '016_campaign_donor_count': m016CampaignDonorCount,
  '017_campaign_search': m017CampaignSearch,
  '018_audit_trail': m018AuditTrail,
  '019_news_disbursement_link': m019NewsDisbursementLink,
  '020_offline_donor_mail': m020OfflineDonorMail,
  '021_pledges': m021Pledges,
  '022_regular_programme': m022RegularProgramme,
};
