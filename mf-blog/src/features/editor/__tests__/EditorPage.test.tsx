import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { MESSAGES } from '@yayasan/validation';
import { fakeApi, fakeUpload, renderWithProviders, Reply, testUser, type Json } from '@yayasan/ui/testing';
import { blogCard } from '../../../testing/fixtures';
import { localCopyKey } from '../autosave';
import { EDITOR_TEXT } from '../constants';
import EditorPage from '../pages/EditorPage';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const admin = testUser({ username: 'admin', isAdmin: true, access_token: 'admin-token' });

function renderEditor(route: string, user = admin as ReturnType<typeof testUser> | null) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/editor" element={<EditorPage />} />
        <Route path="/editor/:blog_id" element={<EditorPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastContainer />
    </>,
    { route, user },
  );
}

/** The stored document, as the service answers it: the first item of the article's content. */
const storedDocument = {
  time: 1,
  blocks: [
    { type: 'header', data: { text: 'Pembuka', level: 2 } },
    {
      type: 'paragraph',
      data: { text: 'Ada <mark class="cdx-marker">tanda</mark> dan <code class="inline-code">kode</code>' },
    },
    {
      type: 'list',
      data: {
        style: 'ordered',
        meta: { start: 3, counterType: 'lower-roman' },
        items: [{ content: 'tiga', meta: {}, items: [] }],
      },
    },
    { type: 'quote', data: { text: 'Kutipan', caption: 'Tokoh', alignment: 'center' } },
  ],
};

/** A draft as get-blog answers it in edit mode. */
const storedArticle = {
  ...blogCard({
    blog_id: 'kisah-asrama-abc123',
    title: 'Kisah dari Asrama',
    banner: 'http://localhost:8080/media/demo/photo-1.png',
    des: 'Deskripsi lama',
    tags: ['Kegiatan'],
    draft: true,
    publishedAt: null,
  }),
  content: [storedDocument],
};

/** Answers get-blog and create-blog; records what each received. */
function fakeServer({
  blog = storedArticle as unknown,
  createStatus = 200,
  createBody = { id: 'baru-1' } as unknown,
} = {}) {
  const created: Array<{ body: Json; auth: string | null }> = [];
  const gets: Array<{ body: Json; auth: string | null }> = [];
  const imported: Json[] = [];
  fakeApi({
    // The media service's copy of a picture from another site.
    '/api/import-image': (body) => {
      imported.push(body);
      return String(body.url).includes('tidak-ada')
        ? new Reply(400, { error: MESSAGES.importFailed })
        : { success: 1, file: { url: COPY } };
    },
    '/api/get-blog': (body, call) => {
      gets.push({ body, auth: call.authorization });
      return blog ? { blog } : new Reply(404, { error: 'Artikel tidak ditemukan' });
    },
    '/api/create-blog': (body, call) => {
      created.push({ body, auth: call.authorization });
      return new Reply(createStatus, createBody);
    },
  });
  return { created, gets, imported };
}

const COPY = 'http://localhost/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.png';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('who may open the editor', () => {
  test('a signed-in non-admin goes to /404', async () => {
    renderEditor('/editor', testUser({ isAdmin: false }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/404');
  });

  test('without a session (no token) the editor goes to /signin', async () => {
    renderEditor('/editor/abc', null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin');
  });

  test('an admin gets the editor view: New Blog, Publish, Save Draft, banner, title, toolbar', async () => {
    renderEditor('/editor');
    expect(screen.getByText(EDITOR_TEXT.newBlog)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.getByLabelText('Pilih banner artikel')).toHaveAttribute('accept', '.png, .jpg, .jpeg');
    expect(screen.getByPlaceholderText('Judul Artikel')).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Format teks' })).toBeInTheDocument();
  });
});

describe('an existing article', () => {
  test('a spinner while it loads, then its title, banner and every block; get-blog asked for the draft in edit mode with the token', async () => {
    const { gets } = fakeServer();
    renderEditor('/editor/kisah-asrama-abc123');
    expect(screen.getByRole('status', { name: 'Memuat...' })).toBeInTheDocument();
    await screen.findByDisplayValue('Kisah dari Asrama');
    expect(gets).toEqual([
      { body: { blog_id: 'kisah-asrama-abc123', draft: true, mode: 'edit' }, auth: 'Bearer admin-token' },
    ]);
    expect(screen.getByAltText('Banner artikel')).toHaveAttribute('src', storedArticle.banner);
    const body = screen.getByLabelText('Isi artikel');
    expect(within(body).getByRole('heading', { level: 2 })).toHaveTextContent('Pembuka');
    expect(body.querySelector('mark.cdx-marker')).toHaveTextContent('tanda');
    expect(body.querySelector('code.inline-code')).toHaveTextContent('kode');
    const list = body.querySelector('ol');
    expect(list).toHaveAttribute('start', '3');
    expect(list).toHaveStyle({ listStyleType: 'lower-roman' });
    expect(body.querySelector('blockquote')).toHaveTextContent('Kutipan');
    expect(screen.getByLabelText('Caption kutipan')).toHaveValue('Tokoh');
  });

  test('a failed load leaves a clear state with a retry, no editor', async () => {
    fakeServer({ blog: null });
    renderEditor('/editor/hilang');
    await screen.findByText(EDITOR_TEXT.loadFailed);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
  });
});

describe('checks and saving', () => {
  test('Publish on a new article first asks for a banner', async () => {
    const user = userEvent.setup();
    renderEditor('/editor');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(MESSAGES.bannerMissing);
    expect(screen.queryByRole('region', { name: 'Pengaturan publikasi' })).not.toBeInTheDocument();
  });

  test('with a banner, Publish asks for the title, then for content, before the publish view', async () => {
    const user = userEvent.setup();
    fakeServer({
      blog: { ...storedArticle, title: '', content: [{ blocks: [{ type: 'header', data: { text: '', level: 2 } }] }] },
    });
    renderEditor('/editor/kosong');
    const title = await screen.findByPlaceholderText('Judul Artikel');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(MESSAGES.titleMissingForPublishView);
    await user.type(title, 'Ada judul');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // An empty header is no content.
    await screen.findByText(MESSAGES.contentMissing);
    expect(screen.queryByRole('region', { name: 'Pengaturan publikasi' })).not.toBeInTheDocument();
  });

  test('Save Draft needs a title; then sends draft true with the route id, toasts, clears the local copy and lands on the drafts tab', async () => {
    const user = userEvent.setup();
    const { created } = fakeServer();
    renderEditor('/editor/kisah-asrama-abc123');
    const title = await screen.findByDisplayValue('Kisah dari Asrama');
    await user.clear(title);
    expect(screen.getByText(EDITOR_TEXT.newBlog)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText(MESSAGES.draftTitleMissing);
    expect(created).toHaveLength(0);

    await user.type(title, 'Judul baru{Enter}');
    expect(title).toHaveValue('Judul baru');
    await waitFor(() =>
      expect(localStorage.getItem(localCopyKey('admin', 'kisah-asrama-abc123'))).toContain('Judul baru'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText(EDITOR_TEXT.saved);
    expect(created).toHaveLength(1);
    expect(created[0].auth).toBe('Bearer admin-token');
    expect(created[0].body).toMatchObject({
      id: 'kisah-asrama-abc123',
      draft: true,
      title: 'Judul baru',
      banner: storedArticle.banner,
      des: 'Deskripsi lama',
      tags: ['Kegiatan'],
      content: { blocks: storedDocument.blocks },
    });
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    expect(localStorage.getItem(localCopyKey('admin', 'kisah-asrama-abc123'))).toBeNull();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/blogs?tab=draft');
  });

  test('a refused save shows the server error and gives the buttons back', async () => {
    const user = userEvent.setup();
    fakeServer({ createStatus: 403, createBody: { error: 'Anda hanya dapat mengubah artikel Anda sendiri' } });
    renderEditor('/editor/kisah-asrama-abc123');
    await screen.findByDisplayValue('Kisah dari Asrama');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Anda hanya dapat mengubah artikel Anda sendiri');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled());
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  test('publish view: preview, description limited to 200 with its counter, tags, checks in order, then publish', async () => {
    const user = userEvent.setup();
    const { created } = fakeServer();
    renderEditor('/editor/kisah-asrama-abc123');
    await screen.findByDisplayValue('Kisah dari Asrama');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const view = screen.getByRole('region', { name: 'Pengaturan publikasi' });
    expect(within(view).getByRole('heading', { name: 'Kisah dari Asrama' })).toBeInTheDocument();
    const des = within(view).getByLabelText('Deskripsi singkat tentang artikel');
    await user.clear(des);
    expect(within(view).getByText('200 karakter tersisa')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Publish' }));
    await screen.findByText(MESSAGES.descriptionInvalid);

    await user.type(des, 'Baris satu{Enter}dua');
    expect(des).toHaveValue('Baris satudua');
    expect(within(view).getByText('187 karakter tersisa')).toBeInTheDocument();
    await user.click(des);
    await user.paste('x'.repeat(300));
    expect((des as HTMLTextAreaElement).value).toHaveLength(200);
    expect(within(view).getByText('0 karakter tersisa')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Hapus tag Kegiatan' }));
    expect(within(view).getByText('10 tag tersisa')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Publish' }));
    await screen.findByText(MESSAGES.tagsMissing);

    const tagInput = within(view).getByPlaceholderText('Topik');
    await user.type(tagInput, 'Pendidikan{Enter}pendidikan,  ,Anak,');
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pendidikan×', 'Anak×']);
    expect(within(view).getByText('8 tag tersisa')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Publish' }));
    await screen.findByText(EDITOR_TEXT.published);
    expect(created[0].body).toMatchObject({
      draft: false,
      id: 'kisah-asrama-abc123',
      tags: ['Pendidikan', 'Anak'],
      des: `Baris satudua${'x'.repeat(187)}`,
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard\/blogs$/);
  });

  test('the close button returns to the editor with everything kept', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderEditor('/editor/kisah-asrama-abc123');
    await screen.findByDisplayValue('Kisah dari Asrama');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.type(screen.getByLabelText('Judul Artikel'), ' baru');
    await user.click(screen.getByRole('button', { name: 'Tutup dan kembali ke editor' }));
    expect(screen.getByPlaceholderText('Judul Artikel')).toHaveValue('Kisah dari Asrama baru');
    expect(within(screen.getByLabelText('Isi artikel')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pembuka',
    );
  });
});

describe('the image block', () => {
  const withEmptyImage = {
    ...storedArticle,
    content: [
      {
        blocks: [
          { type: 'paragraph', data: { text: 'Foto:' } },
          { type: 'image', data: { file: { url: '' } } },
        ],
      },
    ],
  };

  test('a failed upload toasts and leaves it empty; a URL fills it with the site’s copy; options and caption are kept', async () => {
    const user = userEvent.setup();
    const { created, imported } = fakeServer({ blog: withEmptyImage });
    renderEditor('/editor/kisah-asrama-abc123');
    await screen.findByDisplayValue('Kisah dari Asrama');
    fakeUpload(() => new Reply(503, { error: 'Layanan tidak tersedia' })); // the upload service is down
    await user.upload(screen.getByLabelText('Pilih file gambar'), new File(['x'], 'foto.png', { type: 'image/png' }));
    await screen.findByText(EDITOR_TEXT.imageUploadFailed);
    expect(screen.getByRole('button', { name: 'Pilih gambar' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('URL gambar'), 'bukan url{Enter}');
    expect(screen.getByText(/^Masukkan URL gambar/)).toHaveAttribute('role', 'alert');
    await user.clear(screen.getByLabelText('URL gambar'));
    await user.type(screen.getByLabelText('URL gambar'), 'https://cdn.test/tidak-ada.png{Enter}');
    await screen.findByText(MESSAGES.importFailed);
    expect(screen.getByRole('button', { name: 'Pilih gambar' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('URL gambar'));
    await user.type(screen.getByLabelText('URL gambar'), 'https://cdn.test/foto.png{Enter}');
    // Shown, and stored, as the site's own copy.
    expect(await screen.findByRole('img', { name: 'Gambar artikel' })).toHaveAttribute('src', COPY);
    expect(imported).toEqual([{ url: 'https://cdn.test/tidak-ada.png' }, { url: 'https://cdn.test/foto.png' }]);

    await user.click(screen.getByRole('button', { name: 'With border' }));
    await user.click(screen.getByRole('button', { name: 'Stretch image' }));
    expect(screen.getByRole('button', { name: 'With border' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Caption gambar'), 'Foto <b>kegiatan</b>');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText(EDITOR_TEXT.saved);
    expect((created[0].body.content as { blocks: unknown[] }).blocks[1]).toEqual({
      type: 'image',
      data: {
        file: { url: COPY },
        caption: 'Foto &lt;b&gt;kegiatan&lt;/b&gt;',
        withBorder: true,
        withBackground: false,
        stretched: true,
      },
    });
  });
});

describe('the local copy', () => {
  test('what is typed survives a reload; discarding it brings back the stored version', async () => {
    const user = userEvent.setup();
    fakeServer();
    const first = renderEditor('/editor/kisah-asrama-abc123');
    const title = await screen.findByDisplayValue('Kisah dari Asrama');
    await user.type(title, ' (revisi)');
    first.unmount();

    renderEditor('/editor/kisah-asrama-abc123');
    await screen.findByDisplayValue('Kisah dari Asrama (revisi)');
    expect(screen.getByText(EDITOR_TEXT.restored)).toBeInTheDocument();
    // The body came back too.
    expect(within(screen.getByLabelText('Isi artikel')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pembuka',
    );

    await user.click(screen.getByRole('button', { name: 'Buang perubahan lokal' }));
    expect(screen.getByPlaceholderText('Judul Artikel')).toHaveValue('Kisah dari Asrama');
    expect(localStorage.getItem(localCopyKey('admin', 'kisah-asrama-abc123'))).toBeNull();
    expect(screen.queryByText(EDITOR_TEXT.restored)).not.toBeInTheDocument();
  });

  test('each admin and article has its own copy', async () => {
    const user = userEvent.setup();
    const view = renderEditor('/editor');
    await user.type(screen.getByPlaceholderText('Judul Artikel'), 'Tulisan baru');
    await act(async () => view.unmount());
    expect(JSON.parse(localStorage.getItem(localCopyKey('admin', undefined)) ?? '{}')).toMatchObject({
      title: 'Tulisan baru',
    });
    expect(localStorage.getItem(localCopyKey('lain', undefined))).toBeNull();
  });
});
