import { renderStandalone } from '@yayasan/ui';
import GalleryPreviewWidget from '../features/gallery/GalleryPreviewWidget';

renderStandalone('gallery', {
  './HomeWidget': GalleryPreviewWidget,
});
