import { render, screen } from '@testing-library/react';
import { AfterFirstRender } from '../AfterFirstRender';

test('its children render in a later task than the first render', async () => {
  render(
    <>
      <h1>Halaman</h1>
      <AfterFirstRender>
        <footer>Kaki</footer>
      </AfterFirstRender>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
  expect(screen.queryByText('Kaki')).toBeNull();
  expect(await screen.findByText('Kaki')).toBeInTheDocument();
});

test('unmounted before its turn, it renders nothing and leaves no timer behind', () => {
  jest.useFakeTimers();
  try {
    const { unmount } = render(
      <AfterFirstRender>
        <footer>Kaki</footer>
      </AfterFirstRender>,
    );
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
