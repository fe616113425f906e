const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  devPort: 3004,
  title: 'mf-account',
  exposes: {
    './DashboardLayout': './src/features/dashboard/DashboardLayout.tsx',
  },
});
