import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Modal } from '../components/Modal';
import { Drawer } from '../components/Drawer';
import { DisclosureMenu } from '../components/DisclosureMenu';
import { FieldMessage, fieldA11y } from '../components/Field';
import { renderWithProviders } from '../testing';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Buka</button>
      <button>Di belakang</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Judul dialog">
        <button>Satu</button>
        <button onClick={() => setOpen(false)}>Dua</button>
      </Modal>
    </>
  );
}

describe('Modal (APG modal dialog)', () => {
  it('moves focus in, keeps Tab inside, makes the page behind inert, and Escape returns focus to the opener', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Judul dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Satu' })).toHaveFocus();
    // The app's root is inert while the dialog is open.
    expect(container.closest('[inert]') ?? container).toHaveAttribute('inert');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Dua' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Satu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Dua' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('a click on the backdrop closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ConfirmDialog starts on the harmless answer and is named by its question', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmDialog open message="Hapus item ini?" confirmLabel="Hapus" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog', { name: 'Hapus item ini?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} aria-expanded={open} aria-controls="d" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer id="d" open={open} onClose={() => setOpen(false)} label="Menu utama" returnFocus={button}>
        <a href="/a">Satu</a>
        <a href="/b">Dua</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens with focus inside, wraps Tab, closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DrawerHarness />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu utama' });
    expect(drawer).toHaveAttribute('id', 'd');
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dua' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the close button closes it too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DrawerHarness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Tutup menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('DisclosureMenu (APG disclosure of links)', () => {
  it('shows its links on click, Tab walks them, Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DisclosureMenu buttonLabel="Menu akun" buttonContent="B">
        {(close) => (
          <>
            <li>
              <a href="/p" onClick={close}>
                Profile
              </a>
            </li>
            <li>
              <a href="/s">Settings</a>
            </li>
          </>
        )}
      </DisclosureMenu>,
    );
    const button = screen.getByRole('button', { name: 'Menu akun' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(button).toHaveAttribute('aria-controls', list.id);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

function AmountField({ error }: { error: string | null }) {
  return (
    <>
      <input aria-label="Nominal" {...fieldA11y('m', error)} />
      <FieldMessage id="m" error={error} hint="Minimal 10.000" />
    </>
  );
}

describe('form field messages', () => {
  it('tie the control to its message and mark it invalid only with an error', () => {
    const { unmount } = renderWithProviders(<AmountField error={null} />);
    const input = screen.getByRole('textbox', { name: 'Nominal' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Minimal 10.000');
    expect(document.getElementById('m')).toHaveAttribute('aria-live', 'polite');
    unmount();
    renderWithProviders(<AmountField error="Terlalu kecil" />);
    expect(screen.getByRole('textbox', { name: 'Nominal' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Nominal' })).toHaveAccessibleDescription('Terlalu kecil');
  });
});
