import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { Link, PendingBar, VisuallyHidden } from '../kit';
import { AppRoutes } from './AppRoutes';
import * as styles from './AppShell.css';
import { lazyWithPreload, manifestKey } from './lazyRoute';
import { useNavigationPending } from './navigation';
import { ToastOutlet } from './ToastOutlet';
import { isStandalonePath } from '../paths/paths';
import { useScrollRestoration } from './useScrollRestoration';
import { useThemeSync } from '../lib/useThemeSync';

export const MAIN_ID = 'contenu';

// The site chrome is its own chunk: documentation and hosted payment pages never load it.
const chrome = import.meta.glob<{ SiteHeader: ComponentType; SiteFooter: ComponentType }>([
  '../sections/SiteHeader/index.ts',
  '../sections/SiteFooter/index.ts',
]);
const chromePart = (name: 'SiteHeader' | 'SiteFooter') =>
  lazyWithPreload(() => chrome[`../sections/${name}/index.ts`]!().then((m) => m[name]));
const header = chromePart('SiteHeader');
const footer = chromePart('SiteFooter');
const { Component: SiteHeader } = header;
const { Component: SiteFooter } = footer;

export const preloadSiteChrome = () => Promise.all([header.preload(), footer.preload()]);
/** The chrome's modules as the build manifest names them (scripts/prerender.mjs). */
export const siteChromeModules = Object.keys(chrome).map(manifestKey);

/**
 * Layout rules of spec 2.1: header and footer everywhere but under /documentation, and
 * on the hosted payment page (issue 8), which has its own frame.
 */
export function AppShell() {
  const [location] = useLocation();
  const pending = useNavigationPending(location);
  useScrollRestoration(location);
  useThemeSync();

  return (
    <>
      <PendingBar pending={pending} />
      {isStandalonePath(location) ? (
        <AppRoutes location={location} />
      ) : (
        <>
          <VisuallyHidden focusable>
            <Link href={`#${MAIN_ID}`} className={styles.skipLink}>
              Aller au contenu principal
            </Link>
          </VisuallyHidden>
          <Suspense fallback={<div className={styles.headerPlaceholder} />}>
            <SiteHeader />
          </Suspense>
          <main id={MAIN_ID} tabIndex={-1} className={styles.siteMain}>
            <AppRoutes location={location} />
          </main>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </>
      )}
      <ToastOutlet />
    </>
  );
}
