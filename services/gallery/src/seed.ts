import type { FastifyInstance } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { createGalleryItem } from './domain/gallery';
import { mediaPrefixFromEnv } from './config';
import { checkGalleryBody } from './domain/rules';
import { itemIdByTitle } from './repositories/gallery-items';
import { userIdByEmail } from './repositories/people';

const DEMO_ADMIN_EMAIL = 'admin@yayasan.test';

/** Oldest first: each is created after the previous, so the list shows the last one first. */
export const DEMO_GALLERY = [
  {
    title: 'Santunan Anak Yatim Ramadhan',
    description: 'Pembagian santunan dan bingkisan lebaran untuk anak-anak asuh yayasan.',
  },
  {
    title: 'Belajar Bersama di Asrama',
    description: 'Kegiatan belajar malam bersama kakak pendamping di asrama putra.',
  },
  { title: 'Khataman Al-Quran', description: 'Syukuran khataman Al-Quran santri angkatan tahun ini.' },
  { title: 'Kerja Bakti Lingkungan', description: 'Anak-anak dan pengurus membersihkan lingkungan sekitar asrama.' },
  { title: 'Wisuda Tahfidz', description: 'Wisuda santri tahfidz yang telah menyelesaikan hafalan 5 juz.' },
  { title: 'Pembagian Perlengkapan Sekolah', description: 'Tas, buku dan seragam baru untuk tahun ajaran baru.' },
  { title: 'Buka Puasa Bersama Donatur', description: 'Buka puasa bersama para donatur dan warga sekitar yayasan.' },
  { title: 'Lomba Tujuh Belasan', description: 'Keceriaan anak-anak mengikuti lomba memperingati Hari Kemerdekaan.' },
];

/** Demo items with the media service's demo pictures, created by the demo administrator; idempotent. */
export async function seedDemo(db: Db, fastify?: FastifyInstance): Promise<void> {
  const admin = await userIdByEmail(db, DEMO_ADMIN_EMAIL);
  if (admin === undefined) {
    fastify?.log.warn(`gallery demo data skipped: no user ${DEMO_ADMIN_EMAIL}`);
    return;
  }
  const prefix = mediaPrefixFromEnv();
  for (const [index, demo] of DEMO_GALLERY.entries()) {
    if ((await itemIdByTitle(db, demo.title)) !== undefined) continue;
    const input = checkGalleryBody(
      { ...demo, image_url: `${prefix}demo/photo-${index + 1}.png`, draft: false },
      prefix,
    );
    await createGalleryItem(db, input, admin);
  }
}
