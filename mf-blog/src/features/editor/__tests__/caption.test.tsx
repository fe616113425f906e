import { useState } from 'react';
import { createEditor } from 'slate';
import { Editable, Slate, withReact } from 'slate-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@yayasan/ui/testing';
import { CaptionInput } from '../components/CaptionInput';

/**
 * Slate hands a block its changed caption only in a later task. This harness holds every change
 * back until its button lets the last one through, so keystrokes always arrive before the new value.
 */
function SlowStore() {
  const [editor] = useState(() => withReact(createEditor()));
  const [caption, setCaption] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Slate editor={editor} initialValue={[{ type: 'paragraph', children: [{ text: '' }] }]}>
      <Editable aria-label="Isi" />
      <CaptionInput label="Caption" value={caption} onChange={setPending} />
      <button type="button" onClick={() => pending !== null && setCaption(pending)}>
        Simpan
      </button>
      <output data-testid="stored">{caption}</output>
    </Slate>
  );
}

test('keystrokes typed before the stored caption catches up are all kept, and stored as inline HTML', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SlowStore />);
  await user.type(screen.getByLabelText('Caption'), 'Foto <b>kegiatan</b>');
  expect(screen.getByLabelText('Caption')).toHaveValue('Foto <b>kegiatan</b>');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(screen.getByTestId('stored')).toHaveTextContent('Foto &lt;b&gt;kegiatan&lt;/b&gt;');
  expect(screen.getByLabelText('Caption')).toHaveValue('Foto <b>kegiatan</b>');
});
