import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getBalance,
  getTransactionStatus,
  listPaymentMethods,
  listTransactions,
  payInCard,
  payInMobile,
} from '../calls';
import { idempotencyKeyFor } from '../idempotency';
import { apiConfigOf } from './clientApiConfig';
import type { CardPayInRequest, MobilePayInRequest } from '../schemas';
import { balanceKeys, paymentMethodKeys, transactionKeys } from './keys';

export const transactionsQuery = () =>
  queryOptions({
    queryKey: transactionKeys.list(),
    queryFn: ({ signal, client }) => listTransactions({ ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const transactionStatusQuery = (transactionId: string) =>
  queryOptions({
    queryKey: transactionKeys.status(transactionId),
    queryFn: ({ signal, client }) =>
      getTransactionStatus(transactionId, { ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const balanceQuery = () =>
  queryOptions({
    queryKey: balanceKeys.all,
    queryFn: ({ signal, client }) => getBalance({ ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentMethodKeys.all,
    queryFn: ({ signal, client }) => listPaymentMethods({ ...apiConfigOf(client), signal }),
    select: (response) => response.data,
  });

export const payInMobileMutation = () =>
  mutationOptions({
    mutationKey: [...transactionKeys.all, 'pay-in-mobile'],
    mutationFn: (body: MobilePayInRequest, { client }) =>
      payInMobile(body, { ...apiConfigOf(client), idempotencyKey: idempotencyKeyFor(body) }),
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: transactionKeys.all }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });

export const payInCardMutation = () =>
  mutationOptions({
    mutationKey: [...transactionKeys.all, 'pay-in-card'],
    mutationFn: (body: CardPayInRequest, { client }) =>
      payInCard(body, { ...apiConfigOf(client), idempotencyKey: idempotencyKeyFor(body) }),
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: transactionKeys.all }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });

/** The merchant's pay-ins. */
export const useTransactions = () => useQuery(transactionsQuery());
/** One pay-in's status. */
export const useTransactionStatus = (transactionId: string) =>
  useQuery(transactionStatusQuery(transactionId));
/** The merchant's available balance. */
export const useBalance = () => useQuery(balanceQuery());
/** Payment methods grouped by country. */
export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
/** Mobile-money pay-in; `mutate(mutation.variables)` retries with the same idempotency key. */
export const usePayInMobile = () => useMutation(payInMobileMutation());
/** Card pay-in; `mutate(mutation.variables)` retries with the same idempotency key. */
export const usePayInCard = () => useMutation(payInCardMutation());
