import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { Footer } from '../Footer';
import { TopBar } from '../TopBar';

// Issue 42: the open ledger is findable from every page, without changing the spec's top bar.
describe('"Laporan Keuangan"', () => {
  it('is in the footer menu', () => {
    renderWithProviders(<Footer />);
    const menu = screen.getByRole('navigation', { name: 'Menu footer' });
    expect(within(menu).getByRole('link', { name: 'Laporan Keuangan' })).toHaveAttribute('href', '/laporan');
  });

  it('is in the drawer, and following it closes the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu utama' });
    const link = within(drawer).getByRole('link', { name: 'Laporan Keuangan' });
    expect(link).toHaveAttribute('href', '/laporan');
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
