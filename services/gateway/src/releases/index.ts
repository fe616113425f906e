export * from './canary-bucket';
export * from './live-cache';
export * from './names';
export * from './registry';
export * from './serve';
export * from './store';
export * from './canary-analysis';
export * from './canary-watch';
// What the release gate checks a build's compressed copies by.
export { STORED_ENCODINGS } from '../precompressed';
