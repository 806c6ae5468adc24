import { createContext, use } from 'react';
import { docsChromeOf } from '../../content/docs/labels';
import type { DocsLocale } from '../../paths/paths';

/** The language of the documentation page being shown; DocsLayout provides it to its parts. */
export const DocsLocaleContext = createContext<DocsLocale>('fr');

export const useDocsLocale = () => use(DocsLocaleContext);

/** The docs frame's words in the page's language. */
export const useDocsChrome = () => docsChromeOf[useDocsLocale()];
