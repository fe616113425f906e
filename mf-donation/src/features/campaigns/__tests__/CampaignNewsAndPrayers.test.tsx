import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@yayasan/ui';
import { callsTo, fakeApi, Reply, renderWithProviders, testUser } from '@yayasan/ui/testing';
import { MESSAGES } from '@yayasan/validation';
import DonationDetailPage from '../pages/DonationDetailPage';
import { NEWS_EMPTY } from '../components/CampaignNewsTab';
import { PRAYERS_EMPTY } from '../components/PrayerWall';
import { campaignNewsApi } from '../api/news';
import { campaign, emptyNews, emptyPrayers, newsPost, prayer } from '../../../testing/campaigns';
import { disbursement, ledgerEntries } from '../../../testing/ledger';

// The session is kept in browser storage: each test starts signed out unless it signs in.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const DETAIL = { route: '/donation/detail/camp-1', path: '/donation/detail/:id' };
const newsPage = (updates: ReturnType<typeof newsPost>[], over = {}) => ({
  updates,
  currentPage: 1,
  totalPages: 1,
  totalUpdates: updates.length,
  ...over,
});
const prayerPage = (prayers: ReturnType<typeof prayer>[], over = {}) => ({
  prayers,
  currentPage: 1,
  totalPages: 1,
  totalPrayers: prayers.length,
  ...over,
});

describe('the "Kabar Terbaru" tab', () => {
  it('sits beside "Deskripsi" and is reached and opened with the keyboard', async () => {
    fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => newsPage([newsPost()]),
    });
    renderWithProviders(<DonationDetailPage />, DETAIL);
    const description = await screen.findByRole('tab', { name: 'Deskripsi' });
    const news = screen.getByRole('tab', { name: 'Kabar Terbaru' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(news).toHaveAttribute('tabindex', '-1');

    description.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(news).toHaveFocus();
    expect(news).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Kabar Terbaru' });
    const item = await within(panel).findByTestId('campaign-news');
    expect(within(item).getByRole('heading', { name: 'Penyaluran tahap pertama' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Dana disalurkan Rp 2.500.000');
    // The body goes through the articles' block renderer (marks kept, as elements).
    expect(within(item).getByText('diterima').tagName).toBe('B');
  });

  it('shows no disbursed line at all for a post that links no disbursement (never "Rp 0")', async () => {
    fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => newsPage([newsPost({ disbursed_amount: null, disbursement: null })]),
    });
    renderWithProviders(<DonationDetailPage />, { ...DETAIL, route: '/donation/detail/camp-1?tab=kabar' });
    const item = await screen.findByTestId('campaign-news');
    expect(item).not.toHaveTextContent('Dana disalurkan');
    expect(item).not.toHaveTextContent('Rp 0');
  });

  it('shows a loading state, then the empty state; ?tab=kabar opens it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => pending,
    });
    renderWithProviders(<DonationDetailPage />, { ...DETAIL, route: '/donation/detail/camp-1?tab=kabar' });
    const panel = await screen.findByRole('tabpanel', { name: 'Kabar Terbaru' });
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    answer(emptyNews);
    expect(await within(panel).findByText(NEWS_EMPTY)).toBeInTheDocument();
  });

  it('pages newest first as the server orders them', async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': (_body, call) =>
        call.query.get('page') === '2'
          ? newsPage([newsPost({ update_id: 'n3', title: 'Kabar lama' })], { currentPage: 2, totalPages: 2 })
          : newsPage(
              [
                newsPost({ update_id: 'n1', title: 'Kabar terbaru' }),
                newsPost({ update_id: 'n2', title: 'Kabar kedua' }),
              ],
              { totalPages: 2 },
            ),
    });
    renderWithProviders(<DonationDetailPage />, { ...DETAIL, route: '/donation/detail/camp-1?tab=kabar' });
    const panel = await screen.findByRole('tabpanel', { name: 'Kabar Terbaru' });
    const titles = async () =>
      (await within(panel).findAllByTestId('campaign-news')).map((n) => within(n).getByRole('heading').textContent);
    expect(await titles()).toEqual(['Kabar terbaru', 'Kabar kedua']);
    expect(within(panel).getByText('Halaman 1 dari 2')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Berikutnya' }));
    await within(panel).findByText('Halaman 2 dari 2');
    // The pager moves at once; the list follows when page 2 arrives.
    await within(panel).findByRole('heading', { name: 'Kabar lama' });
    expect(await titles()).toEqual(['Kabar lama']);
    expect(callsTo(calls, '/api/donation/camp-1/updates').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('lets an administrator post news written as marked text, which is sent as blocks', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => emptyNews,
      'GET /api/donation/camp-1/ledger/entries': () =>
        ledgerEntries([
          disbursement({ seq: 7, amount: 1_500_000, description: 'Beras 50 karung' }),
          disbursement({ seq: 5, amount: 900_000, description: 'Dicatat keliru', reversed_by_seq: 6 }),
        ]),
      'POST /api/donation/camp-1/updates': (body) => new Reply(201, newsPost(body as object)),
    });
    renderWithProviders(<DonationDetailPage />, {
      ...DETAIL,
      route: '/donation/detail/camp-1?tab=kabar',
      user: testUser({ isAdmin: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tulis Kabar Terbaru' }));
    const form = screen.getByRole('form', { name: 'Tulis kabar terbaru' });
    await userEvent.click(within(form).getByRole('button', { name: 'Terbitkan Kabar' }));
    expect(error).toHaveBeenCalledWith(MESSAGES.newsTitleEmpty);

    await userEvent.type(within(form).getByLabelText('Judul Kabar'), 'Bantuan tersalurkan');
    await userEvent.type(
      within(form).getByLabelText('Isi Kabar'),
      '## Tahap 1{Enter}Beras sudah sampai.{Enter}- Beras{Enter}- Minyak',
    );
    // The amount is chosen among the campaign's disbursements, never typed; reversed ones are not offered.
    const choice = within(form).getByLabelText('Dana disalurkan (opsional)');
    expect(choice.tagName).toBe('SELECT');
    const option = await within(form).findByRole('option', { name: /Rp 1\.500\.000 · Beras 50 karung \(catatan #7\)/ });
    expect(within(form).queryByRole('option', { name: /Dicatat keliru/ })).toBeNull();
    await userEvent.selectOptions(choice, option);
    await userEvent.click(within(form).getByRole('button', { name: 'Terbitkan Kabar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Kabar terbaru terbit 👍'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.authorization).toBe('Bearer test-token');
    expect(post.body).toMatchObject({
      title: 'Bantuan tersalurkan',
      disbursement_seq: 7,
      pictures: [],
      content: {
        blocks: [
          { type: 'header', data: { text: 'Tahap 1', level: 2 } },
          { type: 'paragraph', data: { text: 'Beras sudah sampai.' } },
          { type: 'list', data: { style: 'unordered', items: [{ content: 'Beras' }, { content: 'Minyak' }] } },
        ],
      },
    });
    expect(screen.queryByRole('form', { name: 'Tulis kabar terbaru' })).toBeNull();
  });

  it('offers no news controls to members; an administrator deletes after confirming', async () => {
    jest.spyOn(notify, 'success').mockImplementation(() => 0);
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => emptyPrayers,
      'GET /api/donation/camp-1/updates': () => newsPage([newsPost()]),
      'DELETE /api/donation/camp-1/updates/news-1': () => ({ deleted: true }),
    });
    const route = { ...DETAIL, route: '/donation/detail/camp-1?tab=kabar' };
    const member = renderWithProviders(<DonationDetailPage />, { ...route, user: testUser() });
    await screen.findByTestId('campaign-news');
    expect(screen.queryByRole('button', { name: 'Tulis Kabar Terbaru' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    member.unmount();

    renderWithProviders(<DonationDetailPage />, { ...route, user: testUser({ isAdmin: true }) });
    const item = await screen.findByTestId('campaign-news');
    await userEvent.click(within(item).getByRole('button', { name: 'Hapus' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus kabar terbaru ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe('the "Doa & dukungan" wall', () => {
  it('shows prayers under the donor name, with the empty state when there are none', async () => {
    fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () =>
        prayerPage([prayer(), prayer({ prayer_id: 'prayer-2', name: 'Hamba Allah', message: 'Aamiin' })]),
    });
    renderWithProviders(<DonationDetailPage />, DETAIL);
    const wall = await screen.findByRole('region', { name: 'Doa & dukungan' });
    const cards = await within(wall).findAllByTestId('prayer');
    expect(cards[0]).toHaveTextContent('Siti Aminah');
    expect(cards[0]).toHaveTextContent('Semoga anak-anak sehat selalu');
    expect(within(cards[0]).getByTestId('amin-count')).toHaveTextContent('2 orang mengaminkan');
    expect(cards[1]).toHaveTextContent('Hamba Allah');
    expect(within(wall).queryByRole('button', { name: 'Sembunyikan' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in for Aamiin and sends nothing', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => prayerPage([prayer()]),
    });
    renderWithProviders(<DonationDetailPage />, DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: 'Aamiin' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByTestId('amin-count')).toHaveTextContent('2 orang mengaminkan');
  });

  it('shows the count the server answers after Aamiin, pressed state included', async () => {
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => prayerPage([prayer()]),
      'POST /api/donation/prayers/prayer-1/amin': () => ({ amin_by_user: true, amin_count: 7 }),
    });
    renderWithProviders(<DonationDetailPage />, { ...DETAIL, user: testUser() });
    const button = await screen.findByRole('button', { name: 'Aamiin' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('amin-count')).toHaveTextContent('7 orang mengaminkan'));
    expect(screen.getByRole('button', { name: 'Aamiin' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'POST')!.authorization).toBe('Bearer test-token');
  });

  it('lets an administrator hide a prayer, which then leaves the wall', async () => {
    jest.spyOn(notify, 'success').mockImplementation(() => 0);
    let hidden = false;
    const { calls } = fakeApi({
      'GET /api/donation/camp-1/details': () => campaign(),
      'GET /api/donation/camp-1/prayers': () => (hidden ? emptyPrayers : prayerPage([prayer()])),
      'PUT /api/donation/prayers/prayer-1': (body) => {
        hidden = true;
        return { ...prayer(), ...(body as object) };
      },
    });
    renderWithProviders(<DonationDetailPage />, { ...DETAIL, user: testUser({ isAdmin: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Sembunyikan' }));
    expect(await screen.findByText(PRAYERS_EMPTY)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ hidden: true });
  });
});

test('a settled payment (the campaign invalidated) refreshes the wall, so the new prayer shows', async () => {
  let paid = false;
  fakeApi({
    'GET /api/donation/camp-1/details': () => campaign(),
    'GET /api/donation/camp-1/prayers': () => (paid ? prayerPage([prayer()]) : emptyPrayers),
  });
  const { store } = renderWithProviders(<DonationDetailPage />, DETAIL);
  expect(await screen.findByText(PRAYERS_EMPTY)).toBeInTheDocument();
  paid = true;
  store.dispatch(campaignNewsApi.util.invalidateTags([{ type: 'Campaign', id: 'camp-1' }]));
  expect(await screen.findByTestId('prayer')).toHaveTextContent('Semoga anak-anak sehat selalu');
});
