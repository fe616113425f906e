import { REMOTES_CONFIG_ELEMENT_ID } from '@yayasan/contracts';

/** Writes a remotes configuration into the page as the gateway does: `text` is its JSON (or anything else). */
export function writeRemotesConfig(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = REMOTES_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}
