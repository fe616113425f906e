const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'gallery',
  devPort: 3003,
  title: 'mf-gallery',
  exposes: {
    './HomeWidget': './src/features/gallery/GalleryPreviewWidget.tsx',
    './GalleryPage': './src/features/gallery/pages/GalleryPage.tsx',
    './GalleryManagementPage': './src/features/gallery/pages/GalleryManagementPage.tsx',
    './GalleryEditorPage': './src/features/gallery/pages/GalleryEditorPage.tsx',
  },
});
