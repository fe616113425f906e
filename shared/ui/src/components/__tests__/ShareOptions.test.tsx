import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../notify';
import { renderWithProviders } from '../../testing';
import { ShareOptions } from '../ShareOptions';

const CONTENT = {
  url: 'https://yayasan.example/donation/detail/beasiswa',
  title: 'Beasiswa & "Seragam"',
  message: 'Yuk bantu "Beasiswa & Seragam":',
};

afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

test('WhatsApp first with the prefilled sentence and the URL, then Facebook, X and Telegram', () => {
  renderWithProviders(<ShareOptions content={CONTENT} linkLabel="Link donasi" />);
  const links = screen.getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['WhatsApp', 'Facebook', 'X', 'Telegram']);
  const wa = new URL(links[0].getAttribute('href')!);
  expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/');
  expect(wa.searchParams.get('text')).toBe(`${CONTENT.message} ${CONTENT.url}`);
  expect(new URL(links[1].getAttribute('href')!).searchParams.get('u')).toBe(CONTENT.url);
  const x = new URL(links[2].getAttribute('href')!);
  expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([CONTENT.url, CONTENT.message]);
  expect(new URL(links[3].getAttribute('href')!).searchParams.get('url')).toBe(CONTENT.url);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('the link is copied with Salin, which then shows Disalin', async () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 0);
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  renderWithProviders(<ShareOptions content={CONTENT} linkLabel="Link donasi" />);
  expect(screen.getByRole('textbox', { name: 'Link donasi' })).toHaveValue(CONTENT.url);
  await user.click(screen.getByRole('button', { name: 'Salin' }));
  expect(writeText).toHaveBeenCalledWith(CONTENT.url);
  expect(screen.getByRole('button', { name: 'Disalin' })).toBeInTheDocument();
  expect(success).toHaveBeenCalledWith('Disalin');
});

test("the device's share sheet is offered only where the browser has one", async () => {
  const { unmount } = renderWithProviders(<ShareOptions content={CONTENT} linkLabel="Link donasi" />);
  expect(screen.queryByRole('button', { name: 'Bagikan lewat aplikasi lain' })).toBeNull();
  unmount();

  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  renderWithProviders(<ShareOptions content={CONTENT} linkLabel="Link donasi" />);
  await userEvent.click(screen.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
  expect(share).toHaveBeenCalledWith({ title: CONTENT.title, text: CONTENT.message, url: CONTENT.url });
});
