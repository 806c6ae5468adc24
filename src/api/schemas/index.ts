export * from './envelope';
export * from './massPayout';
export * from './paymentLink';
export * from './paymentMethod';
export * from './payout';
export * from './transaction';
