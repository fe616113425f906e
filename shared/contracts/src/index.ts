export * from './routes';
export * from './remotes-config';
