import type { ApiCredentials } from '@yonnee/api';
import { useEffect } from 'react';
import { navigate } from './router';
import { Balance } from './screens/Balance';
import { MassPayouts } from './screens/MassPayouts';
import { NotFound } from './screens/NotFound';
import { PaymentLinks } from './screens/PaymentLinks';
import { PaymentMethods } from './screens/PaymentMethods';
import { Payouts } from './screens/Payouts';
import { ServerError } from './screens/ServerError';
import { SignIn } from './screens/SignIn';
import { TransactionDetail } from './screens/TransactionDetail';
import { Transactions } from './screens/Transactions';

// The paths section 8 sends to are the package's (errorNotice): /sign-in and /500.
const signedInScreens: Record<string, () => React.ReactNode> = {
  '/': () => <Balance />,
  '/transactions': () => <Transactions />,
  '/liens-de-paiement': () => <PaymentLinks />,
  '/virements': () => <Payouts />,
  '/virements-groupes': () => <MassPayouts />,
  '/moyens-de-paiement': () => <PaymentMethods />,
};

interface ScreenProps {
  location: string;
  signedIn: boolean;
  onSignIn: (credentials: ApiCredentials) => void;
}

/** The screen of a location; a signed-out visitor of a console screen signs in first. */
export function Screen({ location, signedIn, onSignIn }: ScreenProps) {
  const url = new URL(location, window.location.origin);
  const path = url.pathname;
  const detail = /^\/transactions\/([^/]+)$/.exec(path);
  const needsSession = path in signedInScreens || detail !== null;
  const mustSignIn = needsSession && !signedIn;

  useEffect(() => {
    if (mustSignIn) navigate(`/sign-in?redirect=${encodeURIComponent(location)}`);
  }, [mustSignIn, location]);

  if (path === '/sign-in') {
    return <SignIn redirect={url.searchParams.get('redirect')} onSignIn={onSignIn} />;
  }
  if (path === '/500') return <ServerError />;
  if (mustSignIn) return null;
  if (detail) return <TransactionDetail transactionId={decodeURIComponent(detail[1]!)} />;
  return signedInScreens[path]?.() ?? <NotFound />;
}
