import { useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Whether a part still shows the markup the server wrote into the page React hydrates, so it
 * can keep that markup instead of rendering it: decided when the part mounts, and true while
 * what it shows (`content`: as many values at each render, compared one by one) is the one it
 * hydrated. Another content in the same place (another page's, on a visit within the site) is
 * rendered by React, for good: the server's markup is gone, so a return to the first content
 * is rendered too.
 */
export function useKeepsServerMarkup(
  content: readonly unknown[],
  hydratesServerHtml: boolean,
): boolean {
  const hydrated = useHydrated();
  const [serverContent, setServerContent] = useState<readonly unknown[] | null>(() =>
    hydratesServerHtml && !hydrated ? content : null,
  );
  const keeps = serverContent?.every((value, index) => Object.is(value, content[index])) ?? false;
  // Adjusted while rendering, as React advises for state that follows props.
  if (serverContent && !keeps) setServerContent(null);
  return keeps;
}
