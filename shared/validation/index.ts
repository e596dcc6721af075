export * from './messages';
export * from './account';
export { firstErrors } from './form';
export * from './store-messages';
export * from './catalogue';
export * from './checkout';
export * from './limits';
