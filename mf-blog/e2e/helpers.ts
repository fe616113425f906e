import { apiCall, DEMO_ADMIN, type SessionUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

let adminSession: Promise<SessionUser> | null = null;

/** The demo admin's session (the only role that writes articles). */
export function admin(): Promise<SessionUser> {
  adminSession ??= apiCall<SessionUser>('/signin', { body: DEMO_ADMIN });
  return adminSession;
}

export const demoPhoto = (n: number) => `${e2eState().baseURL}/media/demo/photo-${n}.png`;

/** Content using every block type, as the editor sends it. */
export const richContent = (word: string) => ({
  time: Date.now(),
  blocks: [
    {
      type: 'paragraph',
      data: { text: `Paragraf <b>tebal</b> dengan <mark class="cdx-marker">stabilo ${word}</mark>.` },
    },
    { type: 'header', data: { text: 'Subjudul kegiatan', level: 2 } },
    {
      type: 'list',
      data: {
        style: 'ordered',
        meta: { start: 3, counterType: 'lower-roman' },
        items: [
          { content: 'Langkah pertama', meta: {}, items: [] },
          { content: 'Langkah kedua', meta: {}, items: [] },
        ],
      },
    },
    {
      type: 'list',
      data: { style: 'checklist', meta: {}, items: [{ content: 'Sudah selesai', meta: { checked: true }, items: [] }] },
    },
    { type: 'quote', data: { text: 'Kutipan inspiratif', caption: 'Pengurus', alignment: 'center' } },
    {
      type: 'image',
      data: {
        file: { url: demoPhoto(3) },
        caption: 'Foto kegiatan',
        withBorder: true,
        withBackground: false,
        stretched: false,
      },
    },
    {
      type: 'paragraph',
      data: { text: 'Aman <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>teks' },
    },
  ],
});

/** Publishes an article as the demo admin and returns its blog_id. */
export async function publishArticle(over: {
  title: string;
  tags?: string[];
  des?: string;
  word?: string;
  draft?: boolean;
}) {
  const { access_token } = await admin();
  const { id } = await apiCall<{ id: string }>('/create-blog', {
    token: access_token,
    body: {
      title: over.title,
      banner: demoPhoto(1),
      des: over.des ?? 'Deskripsi singkat artikel uji.',
      content: richContent(over.word ?? 'kata'),
      tags: over.tags ?? ['Kategori 3'],
      draft: over.draft ?? false,
    },
  });
  return id;
}
