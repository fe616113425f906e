const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'gallery',
  devPort: 3003,
  title: 'mf-gallery',
  exposes: {
    './HomeWidget': './src/features/gallery/GalleryPreviewWidget.tsx',
  },
});
