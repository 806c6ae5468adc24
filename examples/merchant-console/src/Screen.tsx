import type { ApiCredentials } from '@yonnee/api';
import { Suspense, useEffect } from 'react';
import { lazyScreen } from './lazyScreen';
import { RouteErrorBoundary } from './RouteError';
import { navigate } from './router';
import { Loading } from './screens/Loading';

// Each screen is a chunk of its own, loaded when first shown (spec 2.1: pages load lazily).
const Balance = lazyScreen(() => import('./screens/Balance').then((m) => m.Balance));
const Transactions = lazyScreen(() => import('./screens/Transactions').then((m) => m.Transactions));
const TransactionDetail = lazyScreen(() =>
  import('./screens/TransactionDetail').then((m) => m.TransactionDetail),
);
const PayIns = lazyScreen(() => import('./screens/PayIns').then((m) => m.PayIns));
const PaymentLinks = lazyScreen(() => import('./screens/PaymentLinks').then((m) => m.PaymentLinks));
const Payouts = lazyScreen(() => import('./screens/Payouts').then((m) => m.Payouts));
const MassPayouts = lazyScreen(() => import('./screens/MassPayouts').then((m) => m.MassPayouts));
const PaymentMethods = lazyScreen(() =>
  import('./screens/PaymentMethods').then((m) => m.PaymentMethods),
);
const SignIn = lazyScreen(() => import('./screens/SignIn').then((m) => m.SignIn));
const ServerError = lazyScreen(() => import('./screens/ServerError').then((m) => m.ServerError));
const NotFound = lazyScreen(() => import('./screens/NotFound').then((m) => m.NotFound));

// The paths section 8 sends to are the package's (errorNotice): /sign-in and /500.
const signedInScreens: Record<string, () => React.ReactNode> = {
  '/': () => <Balance />,
  '/transactions': () => <Transactions />,
  '/encaisser': () => <PayIns />,
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

/**
 * The screen of a location, loaded on first visit (the kit's skeleton meanwhile); one that fails
 * to load shows the generic error screen. A signed-out visitor of a console screen signs in first.
 */
export function Screen({ location, signedIn, onSignIn }: ScreenProps) {
  const path = new URL(location, window.location.origin).pathname;
  return (
    // Keyed by path: leaving a screen that failed leaves its error behind.
    <RouteErrorBoundary key={path}>
      <Suspense fallback={<Loading />}>
        <ScreenOf location={location} signedIn={signedIn} onSignIn={onSignIn} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function ScreenOf({ location, signedIn, onSignIn }: ScreenProps) {
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
