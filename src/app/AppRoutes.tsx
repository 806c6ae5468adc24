import { Suspense, use, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PendingBar } from '../kit';
import { docsLocaleOf, docsPath, docsRootOf, paths } from '../paths/paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { wholeStylesheetFor } from './frameStylesheet';
import { useDocumentLanguage } from './useDocumentLanguage';
import { notFoundEntryFor, routes, type RouteEntry } from './routes';

/** Holds a page of another frame than the first page's until its rules are in. */
function FrameRules({ location }: { location: string }) {
  const loading = wholeStylesheetFor(location);
  if (loading) use(loading);
  return null;
}

function RouteView({
  entry,
  location,
}: {
  entry: Pick<RouteEntry, 'route' | 'title'>;
  location: string;
}) {
  useEffect(() => {
    document.title = entry.title;
  }, [entry.title]);
  useDocumentLanguage(docsLocaleOf(location));
  const { Component } = entry.route;
  return (
    <RouteErrorBoundary resetKey={location}>
      <FrameRules location={location} />
      {/* Only a first visit waits here; later navigations keep the old page while the next one loads. */}
      <Suspense fallback={<PendingBar pending />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of the table; anything else is the 404 page. */
export function AppRoutes({ location }: { location: string }) {
  return (
    <Switch>
      <Route path={paths.docsRoot}>
        <Redirect to={docsPath('presentation')} replace />
      </Route>
      <Route path={docsRootOf('en')}>
        <Redirect to={docsPath('presentation', 'en')} replace />
      </Route>
      {routes.map((entry) => (
        <Route key={entry.path} path={entry.path}>
          <RouteView entry={entry} location={location} />
        </Route>
      ))}
      <Route>
        <RouteView entry={notFoundEntryFor(location)} location={location} />
      </Route>
    </Switch>
  );
}
