import { useState } from 'react';
import styled from 'styled-components';
import { SITE, youtubeId } from '@yayasan/site-config';
import { useFocusOnMount } from '@yayasan/ui';

/** The site video as a click-to-load facade: no third-party request until the visitor asks for it. */
export function VideoFacade({ url = SITE.videoUrl, title = `Video ${SITE.name}` }: { url?: string; title?: string }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <Frame>
      {playing ? (
        <Player id={id} title={title} />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} aria-label={`Putar ${title}`}>
          <span aria-hidden>▶</span>
          <span>Putar Video</span>
        </button>
      )}
    </Frame>
  );
}

/** The player that replaces the facade takes focus, so the keyboard continues where the click was. */
function Player({ id, title }: { id: string; title: string }) {
  const frame = useFocusOnMount<HTMLIFrameElement>();
  return (
    <iframe
      ref={frame}
      src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
      title={title}
      allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  background: linear-gradient(135deg, #0b4f3c, #13294b);
  --focus-ring: #fff;
  iframe,
  button {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 8px;
    background: transparent;
    color: #fff;
    cursor: pointer;
    font-weight: 600;
  }
  button span:first-child {
    font-size: 3rem;
  }
`;
