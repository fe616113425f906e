/** The editor's strings and timings (spec §4, §8, §9). */
export const EDITOR_TEXT = {
  newBlog: 'New Blog',
  publish: 'Publish',
  saveDraft: 'Save Draft',
  titlePlaceholder: 'Judul Artikel',
  headerPlaceholder: 'Type Heading...',
  bodyPlaceholder: 'Mulai tulis artikelmu di sini...',
  uploading: 'Uploading...',
  uploaded: 'Uploaded 👍',
  savingDraft: 'Menyimpan Sebagai Draft...',
  saved: 'Tersimpan 👍',
  publishing: 'Publishing...',
  published: 'Published 👍',
  imageUploadFailed: 'Couldn’t upload image. Please try another.',
  loadFailed: 'Artikel tidak dapat dimuat.',
  restored: 'Tulisan yang belum tersimpan dipulihkan dari perangkat ini.',
} as const;

/** After a successful save the editor waits this long before leaving. */
export const REDIRECT_DELAY_MS = 500;
/** Typing is copied locally after this pause. */
export const AUTOSAVE_DELAY_MS = 400;
export const BANNER_ACCEPT = '.png, .jpg, .jpeg';
export const EDITOR_TOP_BAR_HEIGHT = 60;
