import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalFocus } from '../focus';

/** A dialog whose owner swaps its close handler while it stays open. */
function Owner({ closedBy }: { closedBy: (handler: string) => void }) {
  const [handler, setHandler] = useState('pertama');
  const layer = useRef<HTMLDivElement>(null);
  useModalFocus(layer, { open: true, onClose: () => closedBy(handler) });
  // The layer sits directly in <body>, as dialogs do.
  return createPortal(
    <div ref={layer} role="dialog" aria-label="Dialog">
      <button onClick={() => setHandler('kedua')}>ganti</button>
    </div>,
    document.body,
  );
}

test('Escape closes with the onClose of the latest render', async () => {
  const closedBy = jest.fn();
  render(<Owner closedBy={closedBy} />);
  expect(screen.getByRole('button', { name: 'ganti' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'ganti' }));
  await userEvent.keyboard('{Escape}');
  expect(closedBy).toHaveBeenCalledTimes(1);
  expect(closedBy).toHaveBeenCalledWith('kedua');
});

test('focus is inside before any passive effect of the opening commit runs', () => {
  let seenByEffect: Element | null = null;
  function SeesFocus() {
    useEffect(() => {
      seenByEffect = document.activeElement;
    }, []);
    return <button>di dalam</button>;
  }
  function Dialog() {
    const layer = useRef<HTMLDivElement>(null);
    useModalFocus(layer, { open: true, onClose: () => {} });
    return createPortal(
      <div ref={layer} role="dialog" aria-label="Dialog">
        <SeesFocus />
      </div>,
      document.body,
    );
  }
  render(<Dialog />);
  expect(seenByEffect).toBe(screen.getByRole('button', { name: 'di dalam' }));
});
