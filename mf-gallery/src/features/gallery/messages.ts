/** The gallery's interface strings, letter for letter as the specification writes them. */
export const GALLERY_EMPTY = 'Saat Ini Belum Ada Galeri Yang Ditampilkan.';
export const MANAGEMENT_EMPTY = 'Tidak ada Galeri dipublish';
export const DELETE_CONFIRM = 'Anda yakin ingin menghapus gambar ini?';
export const DELETE_SUCCESS = 'Berhasil Menghapus Gambar 👍';
export const SAVING = 'Saving Gallery...';
export const PUBLISHED = 'Published 👍';
export const SAVED = 'Saved 👍';
export const UPLOADING = 'Uploading...';
export const UPLOADED = 'Uploaded 👍';
/** Not in the specification: a failed list fetch. */
export const GALLERY_LOAD_ERROR = 'Gagal memuat galeri.';
