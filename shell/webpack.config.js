const { createAppConfigs } = require('@yayasan/mf-config/server');

module.exports = createAppConfigs({ dir: __dirname, name: 'shell', devPort: 3000, title: 'Yayasan Peduli Anak Yatim' });
