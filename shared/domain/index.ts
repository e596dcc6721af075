export * from './money';
export * from './slug';
export * from './listing-query';
export * from './loyalty';
export * from './emi';
export * from './site';
export * from './nepal-time';
