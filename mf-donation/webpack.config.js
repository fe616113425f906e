const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'donation',
  devPort: 3002,
  title: 'mf-donation',
  // One list for the federation build and the standalone page.
  exposes: require('./src/app/exposes.json'),
});
