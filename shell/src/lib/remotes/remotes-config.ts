import { REMOTE_NAMES, REMOTES_CONFIG_ELEMENT_ID, type RemotesConfig } from '@yayasan/contracts';

/** Whether a parsed JSON value names a manifest address for every remote. */
function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null || !('remotes' in value)) return false;
  const { remotes } = value;
  if (typeof remotes !== 'object' || remotes === null) return false;
  const urls = new Map<string, unknown>(Object.entries(remotes));
  return REMOTE_NAMES.every((name) => typeof urls.get(name) === 'string');
}

/** The configuration the gateway wrote into the page, if it is there and well-formed. */
function inlineConfig(): RemotesConfig | null {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    return isRemotesConfig(config) ? config : null;
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
  const config: unknown = await res.json();
  if (!isRemotesConfig(config)) throw new Error('remotes.json does not name every remote');
  return config;
}
