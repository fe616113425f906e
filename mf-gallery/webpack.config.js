const { createAppConfigs } = require('@yayasan/mf-config/server');

module.exports = createAppConfigs({
  dir: __dirname,
  name: 'gallery',
  devPort: 3003,
  title: 'mf-gallery',
  // One list for the federation build and the standalone page.
  exposes: require('./src/app/exposes.json'),
});
