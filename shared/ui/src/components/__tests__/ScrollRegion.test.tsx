import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollRegion } from '../ScrollRegion';

test('a wide table frame is a named region the keyboard can reach', async () => {
  render(
    <>
      <button type="button">sebelum</button>
      <ScrollRegion label="Riwayat donasi">
        <table>
          <tbody>
            <tr>
              <td>Rp 10.000</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </>,
  );
  const region = screen.getByRole('region', { name: 'Riwayat donasi' });
  await userEvent.tab();
  await userEvent.tab();
  expect(region).toHaveFocus();
});
