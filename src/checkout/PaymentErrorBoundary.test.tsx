// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutCopy } from './copy';
import { PaymentErrorBoundary } from './PaymentErrorBoundary';

function Broken(): never {
  throw new Error('rendering failed');
}

describe('PaymentErrorBoundary', () => {
  afterEach(cleanup);

  it('keeps the payer in the checkout when the page crashes, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PaymentErrorBoundary>
        <Broken />
      </PaymentErrorBoundary>,
    );
    const text = checkoutCopy.unavailable.crashed;
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.reload })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Payment page error', expect.any(Error));
  });

  it('renders the page itself while nothing breaks', () => {
    render(
      <PaymentErrorBoundary>
        <p>Paiement</p>
      </PaymentErrorBoundary>,
    );
    expect(screen.getByText('Paiement')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
