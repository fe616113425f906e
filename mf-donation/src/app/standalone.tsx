import { renderStandalone } from '@yayasan/ui';
import RunningCampaignsWidget from '../features/campaigns/RunningCampaignsWidget';
import DonationListPage from '../features/campaigns/pages/DonationListPage';
import DonationDetailPage from '../features/campaigns/pages/DonationDetailPage';
import DonationFormPage from '../features/campaigns/pages/DonationFormPage';
import DonationManagementPage from '../features/campaigns/pages/DonationManagementPage';
import DonatePage from '../features/donate/DonatePage';
import CleanPaymentPage from '../features/donate/CleanPaymentPage';
import DonationHistoryPage from '../features/history/DonationHistoryPage';
import ReceiptPage from '../features/receipt/ReceiptPage';

renderStandalone('donation', {
  './HomeWidget': RunningCampaignsWidget,
  './DonationListPage': DonationListPage,
  './DonationDetailPage': DonationDetailPage,
  './DonationFormPage': DonationFormPage,
  './DonationManagementPage': DonationManagementPage,
  './DonatePage': DonatePage,
  './CleanPaymentPage': CleanPaymentPage,
  './DonationHistoryPage': DonationHistoryPage,
  './ReceiptPage': ReceiptPage,
});
