export * from './store';
export * from './keys';
