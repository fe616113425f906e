export * from './admin';
export * from './read';
export * from './route';
