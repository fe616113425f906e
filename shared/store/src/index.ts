export * from './api';
export * from './session';
export * from './theme';
export * from './store';
export * from './upload';
export * from './step-up';
