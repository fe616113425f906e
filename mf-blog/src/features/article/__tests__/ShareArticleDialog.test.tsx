import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import ArticlePage from '../pages/ArticlePage';

const BLOG = {
  ...blogCard({ _id: 5, blog_id: 'panen-sayur', title: 'Panen Sayur' }),
  content: [{ time: 1, blocks: [{ type: 'paragraph', data: { text: 'Isi.' } }] }],
};

test("the article's share button opens 'Bagikan Artikel' with WhatsApp first and the article's link", async () => {
  fakeApi({
    '/api/get-blog': () => ({ blog: BLOG }),
    '/api/search-blogs': () => ({ blogs: [] }),
    '/api/isliked-by-user': () => ({ result: false }),
    '/api/get-blog-comments': () => [],
  });
  renderWithProviders(<ArticlePage />, { route: '/blog/panen-sayur', path: '/blog/:blog_id' });
  const [share] = await screen.findAllByRole('button', { name: 'Bagikan artikel' });
  await userEvent.click(share);
  const dialog = screen.getByRole('dialog', { name: 'Bagikan Artikel' });
  const url = `${window.location.origin}/blog/panen-sayur`;
  expect(within(dialog).getByRole('textbox', { name: 'Link artikel' })).toHaveValue(url);
  const [first] = within(dialog).getAllByRole('link');
  expect(first).toHaveTextContent('WhatsApp');
  expect(new URL(first.getAttribute('href')!).searchParams.get('text')).toBe(`Baca artikel "Panen Sayur": ${url}`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
