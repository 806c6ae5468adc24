import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createPaymentLink, getPaymentLink, payPaymentLink } from '../calls';
import { idempotencyKeyFor } from '../idempotency';
import { apiConfigOf } from './clientApiConfig';
import type { PaymentLinkPayRequest, PaymentLinkRequest } from '../schemas';
import { balanceKeys, paymentLinkKeys, transactionKeys } from './keys';

export const createPaymentLinkMutation = () =>
  mutationOptions({
    mutationKey: [...paymentLinkKeys.all, 'create'],
    mutationFn: (body: PaymentLinkRequest, { client }) =>
      createPaymentLink(body, apiConfigOf(client)),
    // A new link is a pending pay-in in the merchant's list.
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: transactionKeys.all }),
  });

/** Sandbox assumption: the link behind a hosted payment page. */
export const paymentLinkQuery = (token: string) =>
  queryOptions({
    queryKey: paymentLinkKeys.detail(token),
    queryFn: ({ signal, client }) => getPaymentLink(token, { ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export interface PayPaymentLinkVariables {
  token: string;
  body: PaymentLinkPayRequest;
}

/** Sandbox assumption: the payer pays a link. */
export const payPaymentLinkMutation = () =>
  mutationOptions({
    mutationKey: [...paymentLinkKeys.all, 'pay'],
    mutationFn: (variables: PayPaymentLinkVariables, { client }) =>
      payPaymentLink(variables.token, variables.body, {
        ...apiConfigOf(client),
        idempotencyKey: idempotencyKeyFor(variables),
      }),
    onSuccess: (_data, { token }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentLinkKeys.detail(token) }),
        client.invalidateQueries({ queryKey: transactionKeys.all }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });

/** Creates a payment link. */
export const useCreatePaymentLink = () => useMutation(createPaymentLinkMutation());
/** The link behind a hosted payment page. */
export const usePaymentLink = (token: string) => useQuery(paymentLinkQuery(token));
/** Pays a link; `mutate(mutation.variables)` retries with the same idempotency key. */
export const usePayPaymentLink = () => useMutation(payPaymentLinkMutation());
