import { REMOTE_NAMES, REMOTES_CONFIG_ELEMENT_ID, type RemotesConfig } from '@yayasan/contracts';

/** The configuration the gateway wrote into the page, if it is there and well-formed. */
function inlineConfig(): RemotesConfig | null {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as RemotesConfig;
    return REMOTE_NAMES.every((name) => typeof config.remotes?.[name] === 'string') ? config : null;
  } catch {
    return null;
  }
}

/**
 * Where each remote lives: the page's inline configuration (no round trip before the first remote),
 * else `/config/remotes.json` (a page served without the gateway's composer, e.g. a dev server).
 */
export async function readRemotesConfig(): Promise<RemotesConfig> {
  const inline = inlineConfig();
  if (inline) return inline;
  const res = await fetch('/config/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  return (await res.json()) as RemotesConfig;
}
