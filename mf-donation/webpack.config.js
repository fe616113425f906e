const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'donation',
  devPort: 3002,
  title: 'mf-donation',
  exposes: {
    './HomeWidget': './src/features/campaigns/RunningCampaignsWidget.tsx',
    './DonationListPage': './src/features/campaigns/pages/DonationListPage.tsx',
    './DonationDetailPage': './src/features/campaigns/pages/DonationDetailPage.tsx',
    './DonationFormPage': './src/features/campaigns/pages/DonationFormPage.tsx',
    './DonationManagementPage': './src/features/campaigns/pages/DonationManagementPage.tsx',
    './DonatePage': './src/features/donate/DonatePage.tsx',
    './CleanPaymentPage': './src/features/donate/CleanPaymentPage.tsx',
    './DonationHistoryPage': './src/features/history/DonationHistoryPage.tsx',
    './ReceiptPage': './src/features/receipt/ReceiptPage.tsx',
  },
});
