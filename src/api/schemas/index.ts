export * from './envelope';
export * from './limits';
export * from './massPayout';
export * from './paymentLink';
export * from './paymentMethod';
export * from './payout';
export * from './transaction';
export * from './webhook';
