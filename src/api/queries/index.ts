export * from './clientApiConfig';
export * from './keys';
export * from './massPayouts';
export * from './paymentLinks';
export * from './transactions';
export * from './transfers';
