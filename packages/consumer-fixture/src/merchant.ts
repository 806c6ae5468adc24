// Typed use of @yonnee/api as a merchant's code would do it: tsc must accept this file and
// refuse each line marked @ts-expect-error, which fails if the package's types were `any`.
import { getBalance, listTransactions, type ApiConfig, type Transaction } from '@yonnee/api';
import { balanceQuery, createQueryClient, STALE_TIME_MS } from '@yonnee/api/react-query';
import { Button, Icon } from '@yonnee/kit';
import { useQuery } from '@tanstack/react-query';

export async function pendingIds(config: ApiConfig): Promise<string[]> {
  const page = await listTransactions({ ...config, limit: 10 });
  return page.data.filter((t: Transaction) => t.status === 'PENDING').map((t) => t.transactionId);
}

export async function available(config: ApiConfig): Promise<number> {
  const { data } = await getBalance(config);
  // @ts-expect-error the balance is a number, not a string
  const wrong: string = data.availableBalance;
  void wrong;
  return data.availableBalance;
}

export const client = createQueryClient({
  onUnauthorized: () => undefined,
  navigate: () => undefined,
  notify: () => undefined,
});
export const balance = balanceQuery();
// The factories' types must be react-query's own: a copy of query-core's would be refused here.
export const useAvailable = () => useQuery(balanceQuery()).data?.availableBalance;
export const stale: number = STALE_TIME_MS;

// @ts-expect-error the kit's Button has no such variant
export const badButton = Button({ variant: 'rainbow', children: 'x' });

// @ts-expect-error an icon takes a glyph (`glyphs.lock`), not a name
export const namedIcon = Icon({ name: 'lock' });
