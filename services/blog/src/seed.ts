import { embedFromUrl, normalizeDocument, type BlockDocument } from '@yayasan/blocks/server';
import { siteOrigin, type Db } from '@yayasan/service-kit';
import { authorsBlogByTitle, setDemoActivity } from './repositories/blogs';
import { userIdByEmail } from './repositories/user-contacts';
import { findBlogByPk, insertBlog, syncTagListOrder, type BlogRow } from './domain/blogs';
import { notePublishedChange } from './domain/blog-counters';
import { addComment } from './domain/comments';
import { setLike } from './domain/likes';

const photo = (n: number) => `${siteOrigin()}/media/demo/photo-${n}.png`;

const VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** Raw EditorJS-style content; it goes through normalizeDocument like anything the editor sends. */
function doc(blocks: unknown[]): BlockDocument {
  const result = normalizeDocument({ time: Date.UTC(2024, 0, 1), blocks }, { strict: true });
  if (!result.ok) throw new Error(`demo content is invalid: ${result.error}`);
  return result.doc;
}

const p = (text: string) => ({ type: 'paragraph', data: { text } });
const h = (text: string, level: number) => ({ type: 'header', data: { text, level } });

interface DemoArticle {
  title: string;
  des: string;
  tags: string[];
  banner: number;
  draft?: boolean;
  blocks: unknown[];
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Belajar Bersama di Asrama Setiap Sore',
    des: 'Kegiatan belajar kelompok anak-anak asrama setelah sekolah, didampingi kakak relawan.',
    tags: ['Kategori 1', 'Pendidikan'],
    banner: 1,
    blocks: [
      p(
        'Setiap sore, anak-anak asrama berkumpul untuk <b>belajar bersama</b>. Kegiatan ini dipandu oleh <i>kakak relawan</i> dari kampus sekitar.',
      ),
      h('Jadwal kegiatan', 2),
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 1, counterType: 'numeric' },
          items: [
            { content: 'Shalat Ashar berjamaah', meta: {}, items: [] },
            {
              content: 'Belajar kelompok',
              meta: {},
              items: [
                { content: 'Matematika', meta: {}, items: [] },
                { content: 'Bahasa Inggris', meta: {}, items: [] },
              ],
            },
            { content: 'Mengaji bersama', meta: {}, items: [] },
          ],
        },
      },
      {
        type: 'image',
        data: {
          file: { url: photo(2) },
          caption: 'Suasana belajar di aula asrama',
          withBorder: true,
          withBackground: false,
          stretched: false,
        },
      },
      h('Yang sudah tercapai', 3),
      {
        type: 'list',
        data: {
          style: 'checklist',
          meta: {},
          items: [
            { content: 'Ruang belajar baru', meta: { checked: true }, items: [] },
            { content: 'Perpustakaan mini', meta: { checked: true }, items: [] },
            { content: 'Laboratorium komputer', meta: { checked: false }, items: [] },
          ],
        },
      },
    ],
  },
  {
    title: 'Panen Sayur dari Kebun Asrama',
    des: 'Anak-anak memanen sayur hasil kebun sendiri dan belajar tentang gizi seimbang.',
    tags: ['Kategori 2', 'Kebun'],
    banner: 3,
    blocks: [
      p('Kebun kecil di belakang asrama kini menghasilkan <mark class="cdx-marker">kangkung, bayam dan cabai</mark>.'),
      {
        type: 'quote',
        data: {
          text: 'Menanam sendiri membuat kami lebih menghargai makanan.',
          caption: 'Rina, kelas 8',
          alignment: 'center',
        },
      },
      {
        type: 'image',
        data: {
          file: { url: photo(4) },
          caption: 'Hasil panen minggu ini',
          withBorder: false,
          withBackground: true,
          stretched: false,
        },
      },
      {
        type: 'list',
        data: {
          style: 'unordered',
          meta: {},
          items: [
            { content: 'Kangkung', meta: {}, items: [] },
            { content: 'Bayam', meta: {}, items: [{ content: 'Bayam merah', meta: {}, items: [] }] },
            { content: 'Cabai rawit', meta: {}, items: [] },
          ],
        },
      },
    ],
  },
  {
    title: 'Laporan Kegiatan Ramadhan',
    des: 'Rangkuman buka puasa bersama, tadarus dan santunan selama bulan Ramadhan.',
    tags: ['Kategori 3', 'Laporan'],
    banner: 5,
    blocks: [
      h('Ringkasan', 2),
      p(
        'Selama Ramadhan kami mengadakan tadarus setiap malam. Catatan teknis pencatatan donasi memakai format <code class="inline-code">RMD-2024</code>.',
      ),
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 3, counterType: 'lower-roman' },
          items: [
            { content: 'Buka puasa bersama warga', meta: {}, items: [] },
            { content: 'Santunan anak yatim', meta: {}, items: [] },
          ],
        },
      },
      {
        type: 'image',
        data: {
          file: { url: photo(6) },
          caption: 'Buka puasa bersama',
          withBorder: false,
          withBackground: false,
          stretched: true,
        },
      },
      {
        type: 'quote',
        data: { text: 'Terima kasih kepada semua donatur.', caption: 'Pengurus yayasan', alignment: 'left' },
      },
      h('Rincian per minggu', 4),
      p('Laporan lengkap bisa dibaca di <a href="https://example.org/laporan">halaman laporan</a>.'),
    ],
  },
  {
    title: 'Video Profil Yayasan',
    des: 'Kenali kegiatan sehari-hari di yayasan melalui video singkat ini.',
    tags: ['Kategori 4', 'Profil'],
    banner: 7,
    blocks: [
      p('Tonton video profil kami di bawah ini.'),
      { type: 'embed', data: { ...embedFromUrl(VIDEO), caption: 'Video profil yayasan' } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 1, counterType: 'upper-alpha' },
          items: [
            { content: 'Pendidikan', meta: {}, items: [] },
            { content: 'Kesehatan', meta: {}, items: [] },
          ],
        },
      },
    ],
  },
  {
    title: 'Wisuda Tahfidz Angkatan Kelima',
    des: 'Dua belas santri menyelesaikan hafalan juz 30 dan mengikuti wisuda tahfidz.',
    tags: ['Kategori 5', 'Prestasi'],
    banner: 8,
    blocks: [
      h('Selamat kepada para wisudawan', 2),
      p('Acara wisuda dihadiri orang tua asuh dan warga sekitar.'),
      {
        type: 'image',
        data: { file: { url: photo(9) }, caption: '', withBorder: true, withBackground: true, stretched: false },
      },
    ],
  },
  {
    title: 'Rencana Program Beasiswa (draft)',
    des: 'Rancangan program beasiswa untuk tahun ajaran baru.',
    tags: ['Kategori 1'],
    banner: 10,
    draft: true,
    blocks: [p('Rancangan ini masih dibahas pengurus.')],
  },
];

/**
 * Demo articles by admin@yayasan.test (every block type, tags 'Kategori 1'…'Kategori 5', a draft),
 * with likes, comments and replies by budi@yayasan.test that give the admin notifications. Runs
 * through the service's own repository code; skipped when the admin's articles already exist.
 */
export async function seedDemo(db: Db): Promise<void> {
  const adminId = await userIdByEmail(db, 'admin@yayasan.test');
  const budiId = await userIdByEmail(db, 'budi@yayasan.test');
  if (adminId === null) return;

  const created: BlogRow[] = [];
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    if (await authorsBlogByTitle(db, adminId, article.title)) continue;
    const blog = await insertBlog(db, {
      title: article.title,
      banner: photo(article.banner),
      des: article.des,
      content: doc(article.blocks),
      tags: article.tags,
      authorId: adminId,
      draft: article.draft === true,
    });
    if (!blog.draft) {
      // Spread the publication dates so the lists have a visible order.
      const day = new Date(Date.UTC(2024, 5, 1 + index * 7, 3));
      await db.transaction(async (trx) => {
        await setDemoActivity(trx, blog.id, day, 40 - index * 6);
        await syncTagListOrder(trx, blog.id, { draft: false, published_at: day });
        // The list order changed: searches computed before see it.
        await notePublishedChange(trx, true, true);
      });
      created.push((await findBlogByPk(db, blog.id))!);
    }
  }
  if (budiId === null || created.length === 0) return;

  for (const blog of created.slice(0, 3)) await setLike(db, blog, budiId, true);
  const [first, second] = created;
  const question = await addComment(db, {
    blog: first,
    userId: budiId,
    comment: 'Kegiatannya bagus sekali, semoga terus berjalan!',
  });
  const answer = await addComment(db, {
    blog: first,
    userId: adminId,
    comment: 'Terima kasih, Budi. Doakan kami ya.',
    replyingTo: question._id,
  });
  await addComment(db, { blog: first, userId: budiId, comment: 'Aamiin, pasti.', replyingTo: answer._id });
  await addComment(db, { blog: first, userId: budiId, comment: 'Kapan ada kegiatan relawan berikutnya?' });
  if (second) await addComment(db, { blog: second, userId: budiId, comment: 'Sayurnya segar sekali.' });
}
