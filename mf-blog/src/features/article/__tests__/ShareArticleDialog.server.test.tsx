/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ShareArticleDialog } from '../components/ShareArticleDialog';

// The article page is rendered on the server (no window) with its share dialog closed.
test('the closed share dialog renders on the server without reading the window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ShareArticleDialog blogId="panen-sayur" title="Panen Sayur" open={false} onClose={() => {}} />,
  );
  expect(html).toBe('');
});
