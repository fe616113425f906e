import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@yayasan/ui/testing';
import { MoneyFlow } from '../MoneyFlow';
import LedgerChart from '../LedgerChart';
import { flowPoints, labelledIndexes, moneyAxisRange } from '../flow-points';

// uPlot draws on a canvas, which the test DOM has not: the options it is given are what is checked.
const drawn: { opts: { scales: { y: { range: () => [number, number] } }; axes: unknown[] }; data: number[][] }[] = [];
jest.mock('uplot', () =>
  jest.fn().mockImplementation((opts, data) => {
    drawn.push({ opts, data });
    return { destroy: jest.fn(), setSize: jest.fn() };
  }),
);

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => (drawn.length = 0));

const wrap = (ui: ReactElement) => renderWithProviders(ui);
const months = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    money_in: 3_000_000 + i,
    money_out: i === 0 ? 2_500_000 : 0,
  }));

describe('the money axis and the points', () => {
  it('starts every money axis at 0, whatever the smallest value', () => {
    expect(moneyAxisRange([2_500_000, 3_000_000])).toEqual([0, 3_240_000]);
    expect(moneyAxisRange([0, 0])).toEqual([0, 1]);
  });

  it('labels about six points of a month of days, every point of a few', () => {
    expect(labelledIndexes(3)).toEqual([0, 1, 2]);
    expect(labelledIndexes(31)).toEqual([0, 6, 12, 18, 24, 30]);
  });

  it('goes by day when the server gave days', () => {
    const { unit, points } = flowPoints(months(1), [
      { day: '2026-05-04', money_in: 10_000, money_out: 0 },
      { day: '2026-05-05', money_in: 0, money_out: 0 },
    ]);
    expect(unit).toBe('day');
    expect(points.map((p) => p.label)).toEqual(['4 Mei', '5 Mei']);
  });
});

describe('MoneyFlow', () => {
  it('shows one or two periods as bars with their figures, never a lonely dot', () => {
    wrap(<MoneyFlow months={months(1)} caption="Per bulan" />);
    const bars = screen.getByTestId('flow-bars');
    expect(bars).toHaveTextContent('Jan 2026');
    expect(bars).toHaveTextContent('Rp 3.000.000');
    expect(bars).toHaveTextContent('Rp 2.500.000');
    expect(screen.queryByTestId('ledger-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per bulan' })).toBeInTheDocument();
  });

  it('draws three periods or more as a chart whose money axis starts at 0, the table beside it', async () => {
    wrap(<MoneyFlow months={months(4)} caption="Per bulan" />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    const [{ opts, data }] = drawn;
    expect(opts.scales.y.range()[0]).toBe(0);
    expect(data[1]).toEqual([3_000_000, 3_000_001, 3_000_002, 3_000_003]);
    const table = screen.getByRole('table', { name: 'Per bulan' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('a short span goes by day, in the chart and in its table', async () => {
    const days = Array.from({ length: 10 }, (_, i) => ({
      day: `2026-05-${String(i + 1).padStart(2, '0')}`,
      money_in: i * 1_000,
      money_out: 0,
    }));
    wrap(<MoneyFlow months={months(1)} days={days} caption="Per bulan" />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0].data[0]).toHaveLength(10);
    const table = screen.getByRole('table', { name: 'Dana masuk dan tersalurkan per hari' });
    expect(within(table).getByRole('columnheader', { name: 'Tanggal' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /10 Mei/ })).toHaveTextContent('Rp 9.000');
  });
});

it('the chart module draws the points it is given', () => {
  wrap(<LedgerChart points={flowPoints(months(3)).points} />);
  expect(drawn[0].data[0]).toEqual([0, 1, 2]);
});
