const { createAppConfigs } = require('@yayasan/mf-config/server');

module.exports = createAppConfigs({
  dir: __dirname,
  name: 'account',
  devPort: 3004,
  title: 'mf-account',
  // One list for the federation build and the standalone page.
  exposes: require('./src/app/exposes.json'),
});
