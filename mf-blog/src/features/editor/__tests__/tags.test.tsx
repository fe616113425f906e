import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { MESSAGES } from '@yayasan/validation';
import { renderWithProviders } from '@yayasan/ui/testing';
import { TagsInput } from '../components/TagsInput';
import { addTag, editTag, removeTag, tagsLeft } from '../tags';

describe('tag rules', () => {
  test('adding: trimmed; empty and case-insensitive duplicates ignored; the 11th refused with its message', () => {
    expect(addTag([], '  Pendidikan ')).toEqual({ tags: ['Pendidikan'] });
    expect(addTag(['Pendidikan'], 'pendidikan')).toEqual({ tags: ['Pendidikan'] });
    expect(addTag(['Pendidikan'], '   ')).toEqual({ tags: ['Pendidikan'] });
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTag(ten, 'baru')).toEqual({ tags: ten, error: MESSAGES.tagsTooMany });
    // A duplicate at the limit is simply ignored, not an error.
    expect(addTag(ten, 'T3')).toEqual({ tags: ten });
    expect(tagsLeft(ten)).toBe(0);
    expect(tagsLeft(['a'])).toBe(9);
  });

  test('editing keeps the old tag when the edit is empty or duplicates another; removing drops it', () => {
    expect(editTag(['a', 'b'], 0, ' c ')).toEqual({ tags: ['c', 'b'] });
    expect(editTag(['a', 'b'], 0, '')).toEqual({ tags: ['a', 'b'] });
    expect(editTag(['a', 'b'], 0, 'B')).toEqual({ tags: ['a', 'b'] });
    expect(editTag(['a', 'b'], 0, 'A')).toEqual({ tags: ['A', 'b'] });
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual({ tags: ['a', 'c'] });
  });
});

function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsInput inputId="tags" tags={tags} onChange={setTags} />
      <ToastContainer />
    </>
  );
}

const chips = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));

describe('the tags field', () => {
  test('Enter and comma add; a click edits (committed with Enter or comma); × removes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />);
    const input = screen.getByPlaceholderText('Topik');
    await user.type(input, 'Anak{Enter}Yatim,anak{Enter}');
    expect(chips()).toEqual(['Anak', 'Yatim']);
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Anak' }));
    const edit = screen.getByRole('textbox', { name: 'Ubah tag Anak' });
    await user.clear(edit);
    await user.type(edit, 'Anak Asuh,');
    expect(chips()).toEqual(['Anak Asuh', 'Yatim']);

    await user.click(screen.getByRole('button', { name: 'Yatim' }));
    await user.clear(screen.getByRole('textbox', { name: 'Ubah tag Yatim' }));
    await user.type(screen.getByRole('textbox', { name: 'Ubah tag Yatim' }), 'anak asuh{Enter}');
    expect(chips()).toEqual(['Anak Asuh', 'Yatim']);

    await user.click(screen.getByRole('button', { name: 'Hapus tag Anak Asuh' }));
    expect(chips()).toEqual(['Yatim']);
  });

  test('the eleventh tag is refused with "You can add max 10 Tags"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={Array.from({ length: 10 }, (_, i) => `tag${i}`)} />);
    await user.type(screen.getByPlaceholderText('Topik'), 'sebelas{Enter}');
    await screen.findByText(MESSAGES.tagsTooMany);
    expect(chips()).toHaveLength(10);
  });
});
