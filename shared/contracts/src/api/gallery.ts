/** Spec §3 gallery item, as the gallery service answers it. */
export interface GalleryItem {
  /** A string on the wire (the spec's clients compare it with route parameters); digits only. */
  _id: string;
  title: string;
  description: string;
  image_url: string;
  draft: boolean;
  fileSize: number;
  category: string;
  createdAt: string;
}

/** GET /gallery answer. */
export interface GalleryList {
  /** Oldest first as the spec describes (its client reverses); newest first with `order=desc`. */
  items: GalleryItem[];
  total: number;
  page: number;
  totalPages: number;
}

/** What the editor sends on create and update (spec §7: same body both ways). */
export interface GallerySave {
  title: string;
  description: string;
  image_url: string;
  draft: boolean;
  fileSize: number;
  category: 'Default';
}

/** DELETE /gallery/:id answer. */
export interface GalleryDeleted {
  success: boolean;
  _id: string;
}
