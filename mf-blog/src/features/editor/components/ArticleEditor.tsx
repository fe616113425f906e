import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Descendant } from 'slate';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { apiErrorMessage } from '@yayasan/store';
import { Button, notify } from '@yayasan/ui';
import { checkBeforePublishView, checkDraft, checkPublish, normalizeTags } from '@yayasan/validation';
import { editorApi } from '../api';
import { clearLocalCopy, readLocalCopy, writeLocalCopy } from '../autosave';
import { AUTOSAVE_DELAY_MS, EDITOR_TEXT, REDIRECT_DELAY_MS } from '../constants';
import { contentBlockCount, documentFromNodes, nodesFromContent, snapshotFromNodes } from '../content';
import { BannerPicker } from './BannerPicker';
import { EditorTopBar } from './EditorTopBar';
import { PublishView, type PublishFields } from './PublishView';
import { RichTextEditor } from './RichTextEditor';
import { TitleField } from './TitleField';

/** The article as the editor starts it: empty, or as get-blog answered. */
export interface EditorStart extends PublishFields {
  content: unknown;
}

export const EMPTY_ARTICLE: EditorStart = { title: '', banner: '', des: '', tags: [], content: null };

interface Draft {
  fields: PublishFields;
  nodes: Descendant[];
}

const draftOf = (start: EditorStart): Draft => ({
  fields: { title: start.title, banner: start.banner, des: start.des, tags: [...start.tags] },
  nodes: nodesFromContent(start.content),
});

/**
 * Writing an article: the editor view and the publish-settings view over one state, copied
 * locally while typing, and saved as a draft or published through /create-blog.
 */
export function ArticleEditor({
  start,
  blogId,
  storageKey,
}: {
  start: EditorStart;
  blogId?: string;
  storageKey: string;
}) {
  const navigate = useNavigate();
  const [createBlog] = editorApi.useCreateBlogMutation();

  // A local copy (a reload, an expired session) wins over what the server had.
  const [initial] = useState(() => {
    const local = readLocalCopy(storageKey);
    return local ? { draft: draftOf(local), restored: true } : { draft: draftOf(start), restored: false };
  });
  const [fields, setFields] = useState(initial.draft.fields);
  const [nodes, setNodes] = useState(initial.draft.nodes);
  const [restored, setRestored] = useState(initial.restored);
  // Remounts the rich-text editor when its content is replaced from outside.
  const [bodyVersion, setBodyVersion] = useState(0);
  const [view, setView] = useState<'editor' | 'publish'>('editor');
  const [busy, setBusy] = useState(false);

  const dirty = useRef(false);
  const saved = useRef(false);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!dirty.current || saved.current) return;
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => {
      if (!saved.current) writeLocalCopy(storageKey, { ...fields, content: snapshotFromNodes(nodes) });
    }, AUTOSAVE_DELAY_MS);
  }, [fields, nodes, storageKey]);

  useEffect(
    () => () => {
      // Leaving the page writes what is pending at once; nothing is lost between keystrokes.
      clearTimeout(autosaveTimer.current);
      clearTimeout(redirectTimer.current);
    },
    [],
  );

  // Reads the latest fields and body whenever it runs, without re-subscribing on every keystroke.
  const flush = useEffectEvent((key: string) => {
    if (dirty.current && !saved.current) writeLocalCopy(key, { ...fields, content: snapshotFromNodes(nodes) });
  });
  useEffect(() => {
    const onPageHide = () => flush(storageKey);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(storageKey);
    };
  }, [storageKey]);

  const change = useCallback((next: Partial<PublishFields>) => {
    dirty.current = true;
    setFields((current) => ({ ...current, ...next }));
  }, []);

  const changeBody = useCallback((next: Descendant[]) => {
    dirty.current = true;
    setNodes(next);
  }, []);

  const discardLocal = () => {
    clearLocalCopy(storageKey);
    dirty.current = false;
    const fresh = draftOf(start);
    setFields(fresh.fields);
    setNodes(fresh.nodes);
    setBodyVersion((v) => v + 1);
    setRestored(false);
  };

  const submit = async (draft: boolean) => {
    setBusy(true);
    const toastId = notify.loading(draft ? EDITOR_TEXT.savingDraft : EDITOR_TEXT.publishing);
    try {
      await createBlog({
        title: fields.title.trim(),
        banner: fields.banner,
        des: fields.des,
        tags: normalizeTags(fields.tags),
        content: documentFromNodes(nodes),
        draft,
        ...(blogId ? { id: blogId } : {}),
      }).unwrap();
      saved.current = true;
      clearTimeout(autosaveTimer.current);
      clearLocalCopy(storageKey);
      notify.dismiss(toastId);
      notify.success(draft ? EDITOR_TEXT.saved : EDITOR_TEXT.published);
      // Buttons stay disabled until the page changes, so a second click cannot save twice.
      redirectTimer.current = setTimeout(() => navigate(paths.dashboardBlogs(draft)), REDIRECT_DELAY_MS);
    } catch (error) {
      notify.dismiss(toastId);
      notify.error(apiErrorMessage(error));
      setBusy(false);
    }
  };

  const openPublishView = () => {
    const problem = checkBeforePublishView({
      banner: fields.banner,
      title: fields.title,
      blocks: contentBlockCount(nodes),
    });
    if (problem) notify.error(problem);
    else setView('publish');
  };

  const saveDraft = () => {
    const problem = checkDraft({ title: fields.title });
    if (problem) notify.error(problem);
    else void submit(true);
  };

  const publish = () => {
    const problem = checkPublish({ ...fields, blocks: contentBlockCount(nodes) });
    if (problem) notify.error(problem);
    else void submit(false);
  };

  if (view === 'publish') {
    return (
      <PublishView
        fields={fields}
        onChange={change}
        onClose={() => setView('editor')}
        onPublish={publish}
        busy={busy}
      />
    );
  }

  return (
    <>
      <EditorTopBar title={fields.title} busy={busy} onPublish={openPublishView} onSaveDraft={saveDraft} />
      <Page>
        {restored && (
          <Notice role="status">
            <span>{EDITOR_TEXT.restored}</span>
            <Button type="button" $variant="ghost" onClick={discardLocal}>
              Buang perubahan lokal
            </Button>
          </Notice>
        )}
        <BannerPicker banner={fields.banner} onChange={(banner) => change({ banner })} disabled={busy} />
        <TitleField value={fields.title} onChange={(title) => change({ title })} />
        <Divider />
        <RichTextEditor key={bodyVersion} initialValue={nodes} onChange={changeBody} />
      </Page>
    </>
  );
}

const Page = styled.main`
  max-width: 900px;
  margin: 0 auto;
  padding: 20px 16px 64px;
`;
const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  margin: 8px 0 4px;
`;
const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  padding: 8px 12px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.9rem;
`;
