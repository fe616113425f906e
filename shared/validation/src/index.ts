export * from './messages';
export * from './limits';
export * from './rules';
export * from './profile';
export * from './email';
export * from './input';
export * from './links';
export * from './ledger';
