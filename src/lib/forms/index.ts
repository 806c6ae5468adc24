export * from './outcome';
export * from './guard';
export * from './send';
