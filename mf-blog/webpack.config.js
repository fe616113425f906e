const { createAppConfigs } = require('@yayasan/mf-config/server');

module.exports = createAppConfigs({
  dir: __dirname,
  name: 'blog',
  devPort: 3001,
  title: 'mf-blog',
  // One list for the federation build and the standalone page.
  exposes: require('./src/app/exposes.json'),
});
