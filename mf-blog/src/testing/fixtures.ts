/** Test fixtures for mf-blog; the fake API and rendering come from `@yayasan/ui/testing`. */
import type { BlogCard } from '@yayasan/contracts';

let n = 0;
/** A blog card as the server answers it. */
export function blogCard(over: Partial<BlogCard> = {}): BlogCard {
  n += 1;
  return {
    _id: n,
    blog_id: `artikel-${n}`,
    title: `Artikel ${n}`,
    des: `Deskripsi ${n}`,
    banner: `https://cdn.test/${n}.png`,
    tags: ['Kategori 1'],
    publishedAt: '2024-05-05T03:00:00.000Z',
    draft: false,
    activity: { total_likes: 0, total_comments: 0, total_parent_comments: 0, total_reads: 0 },
    author: { _id: 1, personal_info: { fullname: 'Admin Yayasan', username: 'admin', profile_img: '' } },
    ...over,
  };
}
