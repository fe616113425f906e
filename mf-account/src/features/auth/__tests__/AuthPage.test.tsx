import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES } from '@yayasan/validation';
import { fakeApi, Reply, testUser } from '@yayasan/ui/testing';
import { sessionUser } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AuthPage from '../pages/AuthPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const config = {
  'GET /api/google-auth/config': () => ({ popupUrl: 'http://oauth.test/authorize', clientId: null }),
};

describe('AuthPage in sign-in mode (/signin)', () => {
  const render = () => renderPage(<AuthPage />, { route: '/signin', path: '/signin' });

  it('shows the title, the fields, the reset link and the Google button', async () => {
    fakeApi(config);
    render();
    expect(screen.getByRole('heading', { name: 'Selamat Datang' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nama Lengkap')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Lupa Password? Reset Disini!' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Lanjutkan dengan Google/ })).toBeEnabled());
  });

  it('shows and hides the password', async () => {
    fakeApi(config);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('toasts the first failing rule and sends nothing', async () => {
    const { calls } = fakeApi(config);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await screen.findByText(MESSAGES.emailEmpty);
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await screen.findByText(MESSAGES.emailInvalid);
    expect(calls.filter((c) => c.path === '/api/signin')).toHaveLength(0);
  });

  it('signs in, stores the session and leaves the page', async () => {
    const { calls } = fakeApi({ ...config, 'POST /api/signin': () => sessionUser() });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(store.getState().session.user?.username).toBe('siti'));
    expect(calls.find((c) => c.path === '/api/signin')?.body).toEqual({
      email: 'siti@example.com',
      password: 'Rahasia123',
    });
    expect(JSON.parse(sessionStorage.getItem('user')!).access_token).toBe('tok-123');
    await screen.findByTestId('elsewhere');
  });

  it("toasts the server's error and re-enables the button", async () => {
    let release!: () => void;
    fakeApi({
      ...config,
      'POST /api/signin': () =>
        new Promise((r) => (release = () => r(new Reply(401, { error: 'Email atau password salah' })))),
    });
    render();
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled());
    release();
    await screen.findByText('Email atau password salah');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled());
  });

  it('sends a signed-in user home', () => {
    fakeApi(config);
    renderPage(<AuthPage />, { route: '/signin', path: '/signin', user: testUser() });
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });
});

describe('AuthPage in sign-up mode (/signup)', () => {
  const render = () => renderPage(<AuthPage />, { route: '/signup', path: '/signup' });

  it('asks for the full name first and checks it first', async () => {
    const { calls } = fakeApi(config);
    render();
    expect(screen.getByRole('heading', { name: 'Daftar sekarang' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lupa Password? Reset Disini!' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Si');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await screen.findByText(MESSAGES.fullnameShort);
    expect(calls.filter((c) => c.path === '/api/signup')).toHaveLength(0);
  });

  it('checks the password rule', async () => {
    fakeApi(config);
    render();
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'lemah');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await screen.findByText(MESSAGES.signupPassword);
  });

  it('signs up with the three fields', async () => {
    const { calls } = fakeApi({ ...config, 'POST /api/signup': () => sessionUser() });
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(store.getState().session.user?.fullname).toBe('Siti Aminah'));
    expect(calls.find((c) => c.path === '/api/signup')?.body).toEqual({
      fullname: 'Siti Aminah',
      email: 'siti@example.com',
      password: 'Rahasia123',
    });
  });

  it('shows a duplicate e-mail refusal as the server words it', async () => {
    fakeApi({ ...config, 'POST /api/signup': () => new Reply(409, { error: 'Email sudah terdaftar, silakan masuk' }) });
    render();
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await screen.findByText('Email sudah terdaftar, silakan masuk');
  });
});

/** Clicks the Google button once the popup configuration has arrived. */
async function clickGoogle() {
  const button = screen.getByRole('button', { name: /Lanjutkan dengan Google/ });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('Google sign-in', () => {
  function fakePopup() {
    const popup = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup);
    /** The popup answering the opener, as the stub's page does. */
    const answer = (data: Record<string, unknown>, origin = 'http://oauth.test') => {
      const url = new URL(String(open.mock.calls[0][0]));
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          data: { source: 'oauth-stub', state: url.searchParams.get('state'), ...data },
        }),
      );
    };
    return { open, answer };
  }

  it('opens the popup, sends the token to /google-auth and stores the session', async () => {
    const { calls } = fakeApi({
      ...config,
      'POST /api/google-auth': () => sessionUser({ username: 'sitigoogle' }),
    });
    const { open, answer } = fakePopup();
    const { store } = renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    await clickGoogle();
    const url = new URL(String(open.mock.calls[0][0]));
    expect(url.origin + url.pathname).toBe('http://oauth.test/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/signin');
    answer({ access_token: 'google-token' }, 'http://evil.test'); // ignored: wrong origin
    answer({ access_token: 'google-token' });
    await waitFor(() => expect(store.getState().session.user?.username).toBe('sitigoogle'));
    expect(calls.filter((c) => c.path === '/api/google-auth').map((c) => c.body)).toEqual([
      { access_token: 'google-token' },
    ]);
  });

  it("toasts 'trouble login through' when the server refuses the token", async () => {
    fakeApi({
      ...config,
      'POST /api/google-auth': () => new Reply(401, { error: 'Gagal masuk dengan Google, coba lagi' }),
    });
    const { answer } = fakePopup();
    renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    await clickGoogle();
    answer({ access_token: 'bad' });
    await screen.findByText('trouble login through');
  });

  it('says so when the e-mail belongs to a password account', async () => {
    const message = 'Email ini terdaftar dengan password. Silakan masuk dengan email dan password Anda.';
    fakeApi({ ...config, 'POST /api/google-auth': () => new Reply(403, { error: message }) });
    const { answer } = fakePopup();
    renderPage(<AuthPage />, { route: '/signin', path: '/signin' });
    await clickGoogle();
    answer({ access_token: 'tok' });
    await screen.findByText(message);
  });
});

describe('back to where the visitor was (?next=)', () => {
  function Where() {
    const { pathname, search } = useLocation();
    return <p data-testid="where">{pathname + search}</p>;
  }
  const renderAt = (route: string, user = null as ReturnType<typeof testUser> | null) =>
    renderPage(
      <Routes>
        <Route path="/signin" element={<AuthPage />} />
        <Route path="/signup" element={<AuthPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route, user },
    );

  it('signing in returns to the page in ?next=', async () => {
    fakeApi({ ...config, 'POST /api/signin': () => sessionUser() });
    renderAt('/signin?next=%2Fdonation%2Fdetail%2F3');
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/donation/detail/3');
  });

  it('signing up returns there too, and the links between the two pages keep ?next=', async () => {
    fakeApi({ ...config, 'POST /api/signup': () => sessionUser() });
    renderAt('/signin?next=%2Fblog%2Fabc');
    await userEvent.click(screen.getByRole('link', { name: 'Daftar' }));
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText('Email'), 'siti@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/blog/abc');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])('ignores an outside address (%s)', (next) => {
    fakeApi(config);
    renderAt(`/signin?next=${encodeURIComponent(next)}`, testUser());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
