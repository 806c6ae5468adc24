import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { addPayoutContact, createPayout, listPayouts } from '../calls';
import { idempotencyKeyFor } from '../idempotency';
import { apiConfigOf } from './clientApiConfig';
import type { PayoutContactRequest, PayoutRequest } from '../schemas';
import { balanceKeys, transferKeys } from './keys';

export const transfersQuery = () =>
  queryOptions({
    queryKey: transferKeys.list(),
    queryFn: ({ signal, client }) => listPayouts({ ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const createPayoutMutation = () =>
  mutationOptions({
    mutationKey: [...transferKeys.all, 'create'],
    mutationFn: (body: PayoutRequest, { client }) =>
      createPayout(body, { ...apiConfigOf(client), idempotencyKey: idempotencyKeyFor(body) }),
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: transferKeys.all }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });

export const addPayoutContactMutation = () =>
  mutationOptions({
    mutationKey: [...transferKeys.all, 'add-contact'],
    mutationFn: (body: PayoutContactRequest, { client }) =>
      addPayoutContact(body, apiConfigOf(client)),
  });

/** The merchant's payouts. */
export const useTransfers = () => useQuery(transfersQuery());
/** One payout; `mutate(mutation.variables)` retries with the same idempotency key. */
export const useCreatePayout = () => useMutation(createPayoutMutation());
/** Saves a payout account. */
export const useAddPayoutContact = () => useMutation(addPayoutContactMutation());
