export * from './messages';
export * from './limits';
export * from './rules';
