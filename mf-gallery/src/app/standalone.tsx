import { renderStandalone } from '@yayasan/ui';
import GalleryPreviewWidget from '../features/gallery/GalleryPreviewWidget';
import GalleryEditorPage from '../features/gallery/pages/GalleryEditorPage';
import GalleryManagementPage from '../features/gallery/pages/GalleryManagementPage';
import GalleryPage from '../features/gallery/pages/GalleryPage';

renderStandalone('gallery', {
  './HomeWidget': GalleryPreviewWidget,
  './GalleryPage': GalleryPage,
  './GalleryManagementPage': GalleryManagementPage,
  './GalleryEditorPage': GalleryEditorPage,
});
