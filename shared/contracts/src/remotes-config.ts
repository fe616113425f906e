import type { RemoteName } from './routes';

/** `/config/remotes.json`: where each remote's manifest lives, decided at deploy time. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
}

/** The id of the `<script type="application/json">` in which the gateway writes the same configuration into each page. */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';
