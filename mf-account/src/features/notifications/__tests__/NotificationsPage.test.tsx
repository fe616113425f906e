import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCursor } from '@yayasan/contracts';
import { notify } from '@yayasan/ui';
import { fakeApi, renderWithProviders, Reply, testUser } from '@yayasan/ui/testing';
import NotificationsPage from '../pages/NotificationsPage';

const person = (username: string) => ({
  _id: 2,
  personal_info: { fullname: `${username} L`, username, profile_img: '' },
});
const blog = { _id: 7, blog_id: 'panen', title: 'Panen Sayur', author: 1 };
let id = 0;
const like = (seen = false) => ({
  _id: ++id,
  type: 'like',
  seen,
  createdAt: '2024-05-05T03:00:00Z',
  user: person('budi'),
  blog,
});
const commentNote = (text: string, over = {}) => ({
  _id: ++id,
  type: 'comment',
  seen: false,
  createdAt: '2024-05-06T03:00:00Z',
  user: person('sari'),
  blog,
  comment: { _id: 100 + id, comment: text },
  ...over,
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const render = () =>
  renderWithProviders(<NotificationsPage />, { user: testUser({ new_notification_available: true }) });

test('opening the page clears the bell flag; unread items are marked; filters ask the server', async () => {
  const { calls } = fakeApi({
    '/api/notifications': (body) => ({
      notifications: body.filter === 'like' ? [like(true)] : [like(false), commentNote('Mantap', { seen: true })],
    }),
    '/api/all-notifications-count': () => ({ totalDocs: 2 }),
  });
  const { store } = render();
  expect(store.getState().session.user?.new_notification_available).toBe(false);
  const items = await screen.findAllByTestId('notification');
  expect(items.map((i) => i.dataset.seen)).toEqual(['false', 'true']);
  expect(items[0]).toHaveTextContent('budi L @budi menyukai artikel Anda “Panen Sayur”');
  expect(within(items[0]).getByRole('link', { name: '“Panen Sayur”' })).toHaveAttribute('href', '/blog/panen');
  expect(items[1]).toHaveTextContent('Mantap');
  expect(calls.find((c) => c.path === '/api/notifications')!.body).toEqual({
    page: 1,
    filter: 'all',
    deletedDocCount: 0,
  });

  const buttons = within(screen.getByRole('group', { name: 'Filter notifikasi' })).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['all', 'like', 'comment', 'reply']);
  await userEvent.click(screen.getByRole('button', { name: 'like' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
  expect(calls.filter((c) => c.path === '/api/notifications').at(-1)!.body).toEqual({
    page: 1,
    filter: 'like',
    deletedDocCount: 0,
  });
  expect(calls.filter((c) => c.path === '/api/all-notifications-count').at(-1)!.body).toEqual({ filter: 'like' });
});

test('an outage shows an error with a retry, not the empty state; the retry loads the list', async () => {
  let down = true;
  fakeApi({
    '/api/notifications': () =>
      down ? new Reply(503, { error: 'Layanan sedang tidak tersedia' }) : { notifications: [like()] },
    '/api/all-notifications-count': () => ({ totalDocs: 1 }),
  });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat notifikasi, coba lagi.');
  expect(screen.queryByText('Tidak Tersedia')).toBeNull();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findAllByTestId('notification')).toHaveLength(1);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('empty: Tidak Tersedia', async () => {
  fakeApi({
    '/api/notifications': () => ({ notifications: [] }),
    '/api/all-notifications-count': () => ({ totalDocs: 0 }),
  });
  render();
  await screen.findByText('Tidak Tersedia');
});

test('one reply per comment notification: sent with its ids, shown, then deletable', async () => {
  const success = jest.spyOn(notify, 'success');
  const error = jest.spyOn(notify, 'error');
  const note = commentNote('Pertanyaan');
  const { calls } = fakeApi({
    '/api/notifications': () => ({ notifications: [note] }),
    '/api/all-notifications-count': () => ({ totalDocs: 1 }),
    '/api/add-comment': (body) => ({
      _id: 555,
      comment: body.comment,
      commentedAt: '2024-05-06T04:00:00Z',
      blog_id: blog.blog_id,
      isReply: true,
      parent: body.replying_to,
      commented_by: person('admin'),
      children: [],
    }),
    '/api/delete-comment': (body) => ({ status: 'done', deleted: [body._id] }),
  });
  render();
  const card = await screen.findByTestId('notification');
  await userEvent.click(within(card).getByRole('button', { name: 'Balas' }));
  await userEvent.click(within(card).getAllByRole('button', { name: 'Balas' })[1]);
  expect(error).toHaveBeenCalledWith('Tuliskan sesuatu untuk berkomentar...');
  await userEvent.type(within(card).getByLabelText('Balas @sari'), 'Jawaban saya');
  await userEvent.click(within(card).getAllByRole('button', { name: 'Balas' })[1]);
  expect(await within(card).findByTestId('notification-reply')).toHaveTextContent('Jawaban saya');
  expect(success).toHaveBeenCalledWith('Balasan Terkirim!');
  expect(calls.find((c) => c.path === '/api/add-comment')!.body).toEqual({
    _id: 7,
    comment: 'Jawaban saya',
    replying_to: note.comment._id,
    notification_id: note._id,
  });
  expect(within(card).queryByRole('button', { name: 'Balas' })).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Hapus balasan' }));
  await waitFor(() => expect(within(card).queryByTestId('notification-reply')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === '/api/delete-comment')!.body).toEqual({ _id: 555 });
  expect(within(card).getByRole('button', { name: 'Balas' })).toBeInTheDocument();
});

test('deleting a comment removes the notification; the next page starts after the last item loaded', async () => {
  const first = Array.from({ length: 10 }, (_, i) => commentNote(`C${i}`));
  const { calls } = fakeApi({
    '/api/notifications': (body) => ({ notifications: body.page === 1 ? first : [commentNote('C10')] }),
    '/api/all-notifications-count': () => ({ totalDocs: 12 }),
    '/api/delete-comment': (body) => ({ status: 'done', deleted: [body._id] }),
  });
  render();
  const cards = await screen.findAllByTestId('notification');
  await userEvent.click(within(cards[0]).getByRole('button', { name: 'Hapus komentar' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(9));
  expect(calls.find((c) => c.path === '/api/delete-comment')!.body).toEqual({ _id: first[0].comment._id });
  await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Lebih Banyak' }));
  await screen.findByText('C10');
  // The next page is asked for after the last item loaded, which the removal does not move.
  expect(calls.filter((c) => c.path === '/api/notifications').at(-1)!.body).toEqual({
    page: 2,
    filter: 'all',
    deletedDocCount: 1,
    after: listCursor(first[9].createdAt, first[9]._id),
  });
});

test("campaign news: names the campaign and the post, links to the campaign's news tab, offers no reply", async () => {
  fakeApi({
    '/api/notifications': () => ({
      notifications: [
        {
          _id: ++id,
          type: 'news',
          seen: false,
          createdAt: '2024-05-07T03:00:00Z',
          user: person('admin'),
          campaign: { donation_id: 'beasiswa', title: 'Beasiswa Yatim', update_id: 'u1', update_title: 'Tahap 1' },
        },
      ],
    }),
    '/api/all-notifications-count': () => ({ totalDocs: 1 }),
  });
  render();
  const [item] = await screen.findAllByTestId('notification');
  expect(item).toHaveTextContent('Kabar terbaru untuk donasi Anda di “Beasiswa Yatim”: Tahap 1');
  expect(within(item).getByRole('link', { name: '“Beasiswa Yatim”' })).toHaveAttribute(
    'href',
    '/donation/detail/beasiswa?tab=kabar',
  );
  expect(within(item).queryByRole('button', { name: 'Balas' })).toBeNull();
});

test('settled donations (administrators): one gift names its amount and campaign, a group its count and sum; both open the overview', async () => {
  const donation = (count: number, total: number, seen: boolean) => ({
    _id: ++id,
    type: 'donation',
    seen,
    createdAt: '2024-05-08T03:00:00Z',
    donation: { count, total, campaign_id: 'beasiswa', campaign_title: 'Beasiswa Yatim' },
  });
  fakeApi({
    '/api/notifications': () => ({ notifications: [donation(3, 150_000, false), donation(1, 50_000, true)] }),
    '/api/all-notifications-count': () => ({ totalDocs: 2 }),
  });
  renderWithProviders(<NotificationsPage />, { user: testUser({ isAdmin: true }) });
  const items = await screen.findAllByTestId('notification');
  expect(items.map((i) => i.dataset.seen)).toEqual(['false', 'true']);
  const [group, single] = items.map((i) => within(i).getByRole('link'));
  expect(group).toHaveTextContent('3 donasi baru, total Rp 150.000');
  expect(single).toHaveTextContent('Donasi baru Rp 50.000 untuk Beasiswa Yatim');
  for (const link of [group, single]) expect(link).toHaveAttribute('href', '/dashboard');
  expect(within(items[0]).queryByRole('button', { name: 'Balas' })).toBeNull();
});

test("a donor's pledge: the month's reminder opens the donate page filled in, a campaign's end the pledges page", async () => {
  const pledge = (kind: 'reminder' | 'campaign_ended', link: string) => ({
    _id: ++id,
    type: 'pledge',
    seen: false,
    createdAt: '2024-05-09T03:00:00Z',
    pledge: {
      kind,
      pledge_id: 7,
      campaign_id: 'beasiswa',
      campaign_title: 'Beasiswa Yatim',
      amount: 50_000,
      month: kind === 'reminder' ? '2024-05' : null,
      link,
    },
  });
  fakeApi({
    '/api/notifications': () => ({
      notifications: [
        pledge('reminder', '/donation/detail/beasiswa/donate?pledge=7&month=2024-05'),
        pledge('campaign_ended', '/dashboard/donasi-rutin?pledge=7'),
      ],
    }),
    '/api/all-notifications-count': () => ({ totalDocs: 2 }),
  });
  render();
  const items = await screen.findAllByTestId('notification');
  const [reminder, ended] = items.map((i) => within(i).getByRole('link'));
  expect(reminder).toHaveTextContent('Pengingat donasi rutin Rp 50.000 untuk Beasiswa Yatim bulan ini');
  expect(reminder).toHaveAttribute('href', '/donation/detail/beasiswa/donate?pledge=7&month=2024-05');
  expect(ended).toHaveTextContent('Kampanye Beasiswa Yatim telah berakhir');
  expect(ended).toHaveAttribute('href', '/dashboard/donasi-rutin?pledge=7');
});
