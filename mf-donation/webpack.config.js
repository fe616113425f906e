const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'donation',
  devPort: 3002,
  title: 'mf-donation',
  exposes: {
    './HomeWidget': './src/features/campaigns/RunningCampaignsWidget.tsx',
  },
});
