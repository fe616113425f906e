export * from './db';
export * from './errors';
export * from './http-errors';
export * from './keys';
export * from './migrations';
export * from './service';
export * from './pagination';
export { Type, type Static, type TSchema } from '@sinclair/typebox';
export * from './schemas';
