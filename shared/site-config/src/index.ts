/** The foundation's facts, shown on public pages. Edit here; nothing else repeats them. */
export const SITE = {
  name: 'Yayasan Peduli Anak Yatim',
  shortName: 'Yayasan Peduli',
  tagline: 'Bersama merawat, mendidik dan menguatkan anak yatim dan dhuafa.',
  foundedAt: '2018-10-10',
  foundedLabel: '10 Oktober 2018',
  residentStudents: 350,
  counters: [
    { value: 1200, suffix: '', label: 'Anggota' },
    { value: 200, suffix: ' juta', label: 'Donasi Terkumpul' },
    { value: 500, suffix: '+', label: 'Proyek' },
    { value: 30, suffix: '', label: 'Asrama' },
  ],
  contact: {
    email: 'info@yayasanpeduli.or.id',
    phone: '+62 812-3456-7890',
    whatsapp: 'https://wa.me/6281234567890',
    address: 'Jl. Kenanga No. 10, Kelurahan Sukamaju, Kota Bandung, Jawa Barat 40123',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=107.58%2C-6.93%2C107.63%2C-6.89&layer=mapnik',
  },
  social: [
    { label: 'Instagram', url: 'https://www.instagram.com/yayasanpeduli' },
    { label: 'Facebook', url: 'https://www.facebook.com/yayasanpeduli' },
    { label: 'YouTube', url: 'https://www.youtube.com/@yayasanpeduli' },
  ],
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  copyrightYear: 2024,
} as const;

/** The article categories /artikel filters by (each is a tag). */
export const ARTICLE_CATEGORIES = ['Kategori 1', 'Kategori 2', 'Kategori 3', 'Kategori 4', 'Kategori 5'] as const;

/** The home page's few words about the foundation, under its hero. */
export const ABOUT_TEASER = `Sejak ${SITE.foundedLabel}, kami merawat dan mendidik sekitar ${SITE.residentStudents} santri yang tinggal di asrama kami, memastikan mereka tumbuh sehat, berilmu dan berakhlak mulia.`;

/** The id of a YouTube watch/short/embed URL, or null. */
export function youtubeId(url: string): string | null {
  const m = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/);
  return m ? m[1] : null;
}
