import type { Db, SharedRedis } from '@yayasan/service-kit';
import { DbFieldWindow } from './window-db';
import { RedisFieldWindow } from './window-redis';
import type { FieldWindow, FieldWindowOptions } from './window';

export * from './beacon';
export * from './page-view';
export * from './releases';
export * from './route';
export * from './site-routes';
export * from './window';
export { DbFieldWindow } from './window-db';
export { RedisFieldWindow } from './window-redis';

/** The window every gateway replica and a release command share: Redis when there is one, else the database. */
export function fieldWindowFor(db: Db, redis?: SharedRedis | null, options?: FieldWindowOptions): FieldWindow {
  return redis ? new RedisFieldWindow(redis, options) : new DbFieldWindow(db, options);
}
