import { useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import type { CodeLanguage } from './highlight';

interface Sample {
  code: string;
  language: CodeLanguage;
}

/**
 * Whether the block still shows the code the server wrote into the page it hydrates: decided
 * when the block mounts, and true until its code or language changes (another page's sample in
 * the same place, on a visit within the site). From then on React renders it, for good: the
 * server's markup is gone, so a return to the first sample is rendered too.
 */
export function useKeepsServerMarkup(
  code: string,
  language: CodeLanguage,
  hydratesServerHtml: boolean,
): boolean {
  const hydrated = useHydrated();
  const [serverSample, setServerSample] = useState<Sample | null>(() =>
    hydratesServerHtml && !hydrated ? { code, language } : null,
  );
  const keeps = serverSample?.code === code && serverSample.language === language;
  // Adjusted while rendering, as React advises for state that follows props.
  if (serverSample && !keeps) setServerSample(null);
  return keeps;
}
