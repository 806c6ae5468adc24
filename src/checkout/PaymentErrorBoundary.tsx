import { Component, type ReactNode } from 'react';
import { CheckoutCrash } from './screens/CheckoutCrash';

interface State {
  crashed: boolean;
}

/** Around the payment app: a crash keeps the payer in the checkout, with a reload to resume. */
export class PaymentErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Payment page error', error);
  }

  override render() {
    return this.state.crashed ? <CheckoutCrash /> : this.props.children;
  }
}
