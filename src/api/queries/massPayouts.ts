import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createMassPayout, listMassPayouts } from '../calls';
import { idempotencyKeyFor } from '../idempotency';
import { apiConfigOf } from './clientApiConfig';
import type { MassPayoutRequest } from '../schemas';
import { balanceKeys, massPayoutKeys } from './keys';

export const massPayoutsQuery = () =>
  queryOptions({
    queryKey: massPayoutKeys.list(),
    queryFn: ({ signal, client }) => listMassPayouts({ ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const createMassPayoutMutation = () =>
  mutationOptions({
    mutationKey: [...massPayoutKeys.all, 'create'],
    mutationFn: (body: MassPayoutRequest, { client }) =>
      createMassPayout(body, { ...apiConfigOf(client), idempotencyKey: idempotencyKeyFor(body) }),
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: massPayoutKeys.all }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });

/** The merchant's mass payouts. */
export const useMassPayouts = () => useQuery(massPayoutsQuery());
/** One mass payout; `mutate(mutation.variables)` retries with the same idempotency key. */
export const useCreateMassPayout = () => useMutation(createMassPayoutMutation());
