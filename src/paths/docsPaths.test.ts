import { describe, expect, it } from 'vitest';
import { docsLocaleOf, docsPath, docsPathIn, isDocsPath, isStandalonePath } from './paths';

describe('the documentation’s paths in two languages', () => {
  it('puts English under /en with the French slugs', () => {
    expect(docsPath('versement')).toBe('/documentation/versement');
    expect(docsPath('versement', 'en')).toBe('/en/documentation/versement');
  });

  it('tells a docs path’s language, and nothing else is docs', () => {
    expect(docsLocaleOf('/en/documentation/api')).toBe('en');
    expect(docsLocaleOf('/EN/Documentation/api')).toBe('en');
    expect(docsLocaleOf('/documentation/api')).toBe('fr');
    expect(isDocsPath('/en/documentation')).toBe(true);
    expect(isStandalonePath('/en/documentation/inconnue')).toBe(true);
    for (const path of ['/en', '/en/faq', '/endocumentation/api', '/fr/documentation/api'])
      expect(isDocsPath(path), path).toBe(false);
  });

  it('switches language keeping the page and the fragment', () => {
    expect(docsPathIn('en', '/documentation/api#effectuer-un-versement')).toBe(
      '/en/documentation/api#effectuer-un-versement',
    );
    expect(docsPathIn('fr', '/en/documentation/api#erreurs')).toBe('/documentation/api#erreurs');
    expect(docsPathIn('en', '/documentation')).toBe('/en/documentation');
  });
});
