export * from './routes';
export * from './remotes-config';
export * from './api/common';
export * from './api/account';
export * from './api/blog';
export * from './api/gallery';
export * from './api/donation';
export * from './media';
