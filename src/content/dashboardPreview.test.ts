import { describe, expect, it } from 'vitest';
import { seedData } from '../sandbox/fixtures';
import { previewBalance, previewTransactions } from './dashboardPreview';

describe('the home page’s dashboard preview', () => {
  it('shows what a fresh sandbox answers: the spec’s samples', () => {
    const seed = seedData();
    expect(previewBalance).toEqual(seed.balance);
    expect(previewTransactions).toEqual(seed.transactions);
  });
});
