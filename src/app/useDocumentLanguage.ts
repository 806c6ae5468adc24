import { useEffect } from 'react';

/**
 * Keeps `<html lang>` true to the page shown: the prerendered page says its language, and a
 * navigation in the browser must keep it so. Written only when it changes: Chromium
 * recalculates the whole page's style at any write of `lang`, even of the value it holds (2–3 ms
 * measured on the home page, in the task of the effects right after hydration: ×9 on Lighthouse's
 * slow phone).
 */
export function useDocumentLanguage(lang: string) {
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
}
