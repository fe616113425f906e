const { createAppConfigs } = require('@yayasan/mf-config/server');

module.exports = createAppConfigs({
  dir: __dirname,
  name: 'donation',
  devPort: 3002,
  title: 'mf-donation',
  // One list for the federation build and the standalone page.
  exposes: require('./src/app/exposes.json'),
});
