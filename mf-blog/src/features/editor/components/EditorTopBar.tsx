import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { Button } from '@yayasan/ui';
import { EDITOR_TEXT, EDITOR_TOP_BAR_HEIGHT } from '../constants';

/** The editor's own bar: logo home, the current title, Publish and Save Draft. */
export function EditorTopBar({
  title,
  busy,
  onPublish,
  onSaveDraft,
}: {
  title: string;
  busy: boolean;
  onPublish: () => void;
  onSaveDraft: () => void;
}) {
  return (
    <Bar>
      <Logo to={paths.home} aria-label={`${SITE.name} — Beranda`}>
        <span aria-hidden>❤</span>
        <span className="name">{SITE.shortName}</span>
      </Logo>
      <Current title={title.trim() || EDITOR_TEXT.newBlog}>{title.trim() || EDITOR_TEXT.newBlog}</Current>
      <Actions>
        <Button type="button" onClick={onPublish} disabled={busy}>
          {EDITOR_TEXT.publish}
        </Button>
        <Button type="button" $variant="secondary" onClick={onSaveDraft} disabled={busy}>
          {EDITOR_TEXT.saveDraft}
        </Button>
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  height: ${EDITOR_TOP_BAR_HEIGHT}px;
  padding: 0 16px;
  background: ${(p) => p.theme.colors.bg};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  text-decoration: none;
  color: ${(p) => p.theme.colors.primary};
  white-space: nowrap;
  .name {
    margin-left: 6px;
  }
  @media (max-width: 599px) {
    .name {
      display: none;
    }
  }
`;
/** The page's heading: the article being written. */
const Current = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  button {
    padding: 6px 14px;
  }
`;
