import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { TabBar } from '../TabBar';

/** A page whose default tab changes (e.g. with the URL) while the bar stays mounted. */
function Page({ onChange }: { onChange: (index: number) => void }) {
  const [defaultIndex, setDefaultIndex] = useState(0);
  return (
    <>
      <button onClick={() => setDefaultIndex((i) => (i + 1) % 3)}>default berikutnya</button>
      <TabBar labels={['Semua', 'Draf', 'Terbit']} defaultIndex={defaultIndex} onChange={onChange}>
        {[<p key="a">panel semua</p>, <p key="b">panel draf</p>, <p key="c">panel terbit</p>]}
      </TabBar>
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('TabBar', () => {
  it('selects a clicked tab and shows its panel; a new defaultIndex selects its tab again', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Page onChange={onChange} />);
    expect(selected()).toHaveTextContent('Semua');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel semua');

    await userEvent.click(screen.getByRole('tab', { name: 'Terbit' }));
    expect(selected()).toHaveTextContent('Terbit');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel terbit');
    expect(onChange).toHaveBeenCalledWith(2);

    await userEvent.click(screen.getByRole('button', { name: 'default berikutnya' }));
    expect(selected()).toHaveTextContent('Draf');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel draf');

    await userEvent.click(screen.getByRole('tab', { name: 'Semua' }));
    await userEvent.click(screen.getByRole('button', { name: 'default berikutnya' }));
    expect(selected()).toHaveTextContent('Terbit');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is keyboard usable: only the selected tab is tabbable, arrows, Home and End select, the panel is labelled', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Page onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tabpanel', { name: 'Semua' })).toHaveAttribute(
      'id',
      tabs[0].getAttribute('aria-controls'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'default berikutnya' }));
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Draf' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terbit' })).toHaveFocus();
    expect(selected()).toHaveTextContent('Terbit');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Semua');
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveTextContent('Terbit');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(selected()).toHaveTextContent('Terbit');
    expect(screen.getByRole('tabpanel', { name: 'Terbit' })).toHaveTextContent('panel terbit');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
