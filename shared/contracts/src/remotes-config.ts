import type { RemoteName } from './routes';

/** `/config/remotes.json`: where each remote's manifest lives, decided at deploy time. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
}
