import { renderStandalone } from '@yayasan/ui';
import RunningCampaignsWidget from '../features/campaigns/RunningCampaignsWidget';

renderStandalone('donation', {
  './HomeWidget': RunningCampaignsWidget,
});
