import { ReactEditor, useFocused, useSelected, useSlateStatic, type RenderElementProps } from 'slate-react';
import styled from 'styled-components';
import type { EmbedElement } from '@yayasan/blocks';
import { EMBED_FRAME } from '@yayasan/blocks/render';
import { setElementProps } from '../slate/blocks';
import { CaptionInput } from './CaptionInput';
import { Figure } from './ImageBlock';

const SERVICE_NAMES: Record<EmbedElement['service'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  instagram: 'Instagram',
  twitter: 'Twitter/X',
  facebook: 'Facebook',
};

/** An embedded video or post, made from a pasted URL; only the caption is edited. */
export function EmbedBlock({ attributes, children, element }: RenderElementProps & { element: EmbedElement }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  const name = SERVICE_NAMES[element.service];
  return (
    <Figure {...attributes} $active={selected && focused}>
      <div contentEditable={false}>
        <Frame style={{ aspectRatio: `${element.width} / ${element.height}` }}>
          <iframe src={element.embed} title={`Embed ${name}`} {...EMBED_FRAME} />
        </Frame>
        <Source>
          {name}:{' '}
          <a href={element.source} target="_blank" rel="noopener noreferrer">
            {element.source}
          </a>
        </Source>
        <CaptionInput
          label={`Caption ${name}`}
          value={element.caption}
          onChange={(caption) =>
            setElementProps<EmbedElement>(editor, ReactEditor.findPath(editor, element), { caption })
          }
        />
      </div>
      {children}
    </Figure>
  );
}

const Frame = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  background: ${(p) => p.theme.colors.surface};
  border-radius: 8px;
  overflow: hidden;
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
`;

const Source = styled.p`
  margin: 6px 0 0;
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;
