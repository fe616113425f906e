const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', devPort: 3000, title: 'Yayasan Peduli Anak Yatim' });
