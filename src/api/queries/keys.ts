/** Query keys, one factory per resource; mutations invalidate by these prefixes. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionKeys.all, 'list'] as const,
  status: (transactionId: string) => [...transactionKeys.all, 'status', transactionId] as const,
};

export const balanceKeys = {
  all: ['balance'] as const,
};

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
};

export const transferKeys = {
  all: ['transfers'] as const,
  list: () => [...transferKeys.all, 'list'] as const,
};

export const massPayoutKeys = {
  all: ['mass-payouts'] as const,
  list: () => [...massPayoutKeys.all, 'list'] as const,
};

export const paymentLinkKeys = {
  all: ['payment-links'] as const,
  detail: (token: string) => [...paymentLinkKeys.all, 'detail', token] as const,
};
