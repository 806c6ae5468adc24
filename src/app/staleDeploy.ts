const RELOADED_AT = 'yonnee:stale-deploy-reload';
/** One automatic reload per this window; a second failure is a real error, not a stale tab. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * A chunk that fails to load usually means a new deploy replaced the hashed
 * files this tab knows about. Reload once to pick up the new build.
 * Returns false when a reload already happened recently, so the caller shows the error.
 */
export function reloadOnceForStaleDeploy(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** True for the errors browsers raise when a dynamic import or its CSS cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  );
}

/**
 * Vite raises `vite:preloadError` when a route's dependencies fail to load and
 * rethrows the failure unless the event is prevented: prevent it only when the
 * tab is about to reload.
 */
export function installPreloadErrorHandler(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForStaleDeploy()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
