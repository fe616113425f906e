import type { MigrationList } from '@yayasan/service-kit';
import { m001Blogs } from './001_blogs';
import { m002Interactions } from './002_interactions';
import { m003CampaignNewsNotifications } from './003_campaign_news_notifications';
import { m004TagListOrder } from './004_tag_list_order';
import { m005AuthorTotalsIndex } from './005_author_totals_index';
import { m006BlogCounters } from './006_blog_counters';
import { m007NotificationCounts } from './007_notification_counts';
import { m008CampaignNewsFanouts } from './008_campaign_news_fanouts';
import { m009PublishedViews } from './009_published_views';
import { m010AuditTrail } from './010_audit_trail';
import { m011DonationNotifications } from './011_donation_notifications';
import { m012PledgeNotifications } from './012_pledge_notifications';

export const migrations: MigrationList = {
  '001_blogs': m001Blogs,
  '002_interactions': m002Interactions,
  '003_campaign_news_notifications': m003CampaignNewsNotifications,
  '004_tag_list_order': m004TagListOrder,
  '005_author_totals_index': m005AuthorTotalsIndex,
  '006_blog_counters': m006BlogCounters,
  '007_notification_counts': m007NotificationCounts,
  '008_campaign_news_fanouts': m008CampaignNewsFanouts,
  '009_published_views': m009PublishedViews,
  '010_audit_trail': m010AuditTrail,
  '011_donation_notifications': m011DonationNotifications,
  '012_pledge_notifications': m012PledgeNotifications,
};
