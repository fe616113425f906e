import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, Reply, testUser } from '@yayasan/ui/testing';
import { renderPage } from '../../../testing/render';
import EditProfilePage from '../pages/EditProfilePage';

afterEach(() => sessionStorage.clear());

const ownProfile = {
  _id: 5,
  personal_info: { fullname: 'Budi Santoso', username: 'budi', profile_img: '', bio: '', email: 'budi@yayasan.test' },
  account_info: { total_post: 0, total_posts: 0, total_reads: 0 },
  social_links: { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' },
  joinedAt: '2024-01-01T00:00:00.000Z',
};

const render = () =>
  renderPage(<EditProfilePage />, {
    route: '/settings/edit-profile',
    path: '/settings/edit-profile',
    user: testUser(),
  });

const section = async () => within(await screen.findByRole('region', { name: 'Notifikasi e-mail' }));

describe('Notifikasi e-mail on the settings page', () => {
  it('shows receipts as always on and the stored campaign-news choice', async () => {
    fakeApi({
      'POST /api/get-profile': () => ownProfile,
      'GET /api/email-preferences': () => ({ receipts: true, campaign_news: false }),
    });
    render();
    const s = await section();
    const receipts = await s.findByRole('checkbox', { name: /Bukti donasi/ });
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(s.getByText('Selalu dikirim setelah pembayaran donasi berhasil')).toBeInTheDocument();
    expect(s.getByRole('checkbox', { name: /Kabar program donasi/ })).not.toBeChecked();
  });

  it('turns campaign news off and on, saving each change', async () => {
    let stored = true;
    const { calls } = fakeApi({
      'POST /api/get-profile': () => ownProfile,
      'GET /api/email-preferences': () => ({ receipts: true, campaign_news: stored }),
      'PUT /api/email-preferences': (body: { campaign_news: boolean }) => {
        stored = body.campaign_news;
        return { receipts: true, campaign_news: stored };
      },
    });
    render();
    const s = await section();
    const news = await s.findByRole('checkbox', { name: /Kabar program donasi/ });
    expect(news).toBeChecked();
    await userEvent.click(news);
    await screen.findByText('Pengaturan notifikasi e-mail disimpan');
    await waitFor(() => expect(s.getByRole('checkbox', { name: /Kabar program donasi/ })).not.toBeChecked());
    await userEvent.click(s.getByRole('checkbox', { name: /Kabar program donasi/ }));
    await waitFor(() => expect(s.getByRole('checkbox', { name: /Kabar program donasi/ })).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { campaign_news: false },
      { campaign_news: true },
    ]);
  });

  it('tells the user when saving fails and keeps the stored choice', async () => {
    fakeApi({
      'POST /api/get-profile': () => ownProfile,
      'GET /api/email-preferences': () => ({ receipts: true, campaign_news: true }),
      'PUT /api/email-preferences': () => new Reply(500, { error: 'Terjadi kesalahan pada server' }),
    });
    render();
    const s = await section();
    await userEvent.click(await s.findByRole('checkbox', { name: /Kabar program donasi/ }));
    await screen.findByText(/Gagal menyimpan pengaturan notifikasi/);
    // The refusal is shown as soon as it arrives; the switch moves back when the store undoes its guess.
    await waitFor(() => expect(s.getByRole('checkbox', { name: /Kabar program donasi/ })).toBeChecked());
  });

  it('shows no donation notification switch to a member', async () => {
    const { calls } = fakeApi({
      'POST /api/get-profile': () => ownProfile,
      'GET /api/email-preferences': () => ({ receipts: true, campaign_news: true }),
    });
    render();
    const s = await section();
    await s.findByRole('checkbox', { name: /Kabar program donasi/ });
    expect(s.queryByRole('checkbox', { name: /Notifikasi donasi masuk/ })).toBeNull();
    expect(calls.some((c) => c.path.includes('donation-preference'))).toBe(false);
  });

  it('lets an administrator turn the notification of each settled donation off and on', async () => {
    let enabled = true;
    const { calls } = fakeApi({
      'POST /api/get-profile': () => ownProfile,
      'GET /api/email-preferences': () => ({ receipts: true, campaign_news: true }),
      'GET /api/notifications/donation-preference': () => ({ enabled }),
      'PUT /api/notifications/donation-preference': (body: { enabled: boolean }) => {
        enabled = body.enabled;
        return { enabled };
      },
    });
    renderPage(<EditProfilePage />, {
      route: '/settings/edit-profile',
      path: '/settings/edit-profile',
      user: testUser({ isAdmin: true }),
    });
    const s = await section();
    const donations = () => s.getByRole('checkbox', { name: /Notifikasi donasi masuk/ });
    await waitFor(() => expect(donations()).toBeChecked());
    await userEvent.click(donations());
    await screen.findByText('Pengaturan notifikasi donasi disimpan');
    await waitFor(() => expect(donations()).not.toBeChecked());
    await waitFor(() => expect(donations()).toBeEnabled());
    await userEvent.click(donations());
    await waitFor(() => expect(donations()).toBeChecked());
    expect(
      calls.filter((c) => c.method === 'PUT' && c.path.includes('donation-preference')).map((c) => c.body),
    ).toEqual([{ enabled: false }, { enabled: true }]);
  });
});
