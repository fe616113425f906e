import { createRef, useImperativeHandle, useState, type Ref } from 'react';
import { createEditor } from 'slate';
import { Editable, Slate, withReact } from 'slate-react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { CaptionInput } from '../components/CaptionInput';

/**
 * Slate hands a block its changed caption only in a later task. This harness holds every change
 * back until the test lets it through, so keystrokes always arrive before the new value does.
 */
function SlowStore({ ref }: { ref: Ref<{ flush: () => void }> }) {
  const [editor] = useState(() => withReact(createEditor()));
  const [caption, setCaption] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({ flush: () => pending !== null && setCaption(pending) }), [pending]);
  return (
    <Slate editor={editor} initialValue={[{ type: 'paragraph', children: [{ text: '' }] }]}>
      <Editable aria-label="Isi" />
      <CaptionInput label="Caption" value={caption} onChange={setPending} />
      <output data-testid="stored">{caption}</output>
    </Slate>
  );
}

test('keystrokes typed before the stored caption catches up are all kept, and stored as inline HTML', async () => {
  const user = userEvent.setup();
  const release = createRef<{ flush: () => void }>();
  renderWithProviders(<SlowStore ref={release} />);
  await user.type(screen.getByLabelText('Caption'), 'Foto <b>kegiatan</b>');
  expect(screen.getByLabelText('Caption')).toHaveValue('Foto <b>kegiatan</b>');
  act(() => release.current?.flush());
  expect(screen.getByTestId('stored')).toHaveTextContent('Foto &lt;b&gt;kegiatan&lt;/b&gt;');
  await user.tab();
  expect(screen.getByLabelText('Caption')).toHaveValue('Foto <b>kegiatan</b>');
});
