import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from '../ScrollToTop';

test('the first page keeps where the visitor scrolled; another page starts at its top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/galeri'] });
  render(<RouterProvider router={router} />);
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/galeri?halaman=2'));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/artikel'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});
