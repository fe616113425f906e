import { useState } from 'react';
import styled from 'styled-components';
import { notify } from '../notify';
import { Button } from './Button';
import { Input } from './Field';

export interface ShareContent {
  /** The page's public URL. */
  url: string;
  title: string;
  /** The prefilled sentence (Indonesian), without the URL. */
  message: string;
}

const enc = encodeURIComponent;

/** Where a link is shared, in the order donors here use them: WhatsApp first. */
export function shareTargets({ url, message }: ShareContent) {
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${enc(`${message} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { name: 'X', href: `https://x.com/intent/tweet?text=${enc(message)}&url=${enc(url)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${enc(url)}&text=${enc(message)}` },
  ];
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share buttons for a page: WhatsApp, Facebook, X and Telegram links, the link with a copy
 * button ('Salin' → 'Disalin'), and the device's own share sheet where the browser has one.
 */
export function ShareOptions({ content, linkLabel }: { content: ShareContent; linkLabel: string }) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      setCopied(true);
      notify.success('Disalin');
    } catch (err) {
      // A failed copy stays silent; the link stays selectable in the field.
      console.error('copy failed', err);
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: content.title, text: content.message, url: content.url });
    } catch {
      // Closing the share sheet is not an error worth telling.
    }
  };

  return (
    <Wrap>
      <Targets>
        {shareTargets(content).map((target) => (
          <li key={target.name}>
            <TargetLink href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name}
            </TargetLink>
          </li>
        ))}
      </Targets>
      <LinkRow>
        <Input readOnly value={content.url} aria-label={linkLabel} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={copy}>
          {copied ? 'Disalin' : 'Salin'}
        </Button>
      </LinkRow>
      {canShareNatively() && (
        <Button type="button" $variant="secondary" onClick={shareNatively}>
          Bagikan lewat aplikasi lain
        </Button>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
`;
const Targets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const TargetLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
`;
const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
`;
