// What runs on the gallery's data outside a request, for the tools in infra/ (the large seed).
export { recountGallery } from './repositories/gallery-counters';
export { galleryAudit } from './domain/audit-trail';
