import type { DocsLocale } from '../../paths/paths';
import { DocsLayout } from '../../sections/DocsLayout';
import { useDocsChromeOf } from '../../sections/DocsLayout/docsLocale';
import { DocsSearch } from '../../sections/DocsSearch';
import { DocsSideNav } from '../../sections/DocsSideNav';
import { ErrorPage } from '../../sections/ErrorPage';
import { ThemeControl } from '../../sections/ThemeControl';

/**
 * An unknown path under /documentation (or /en/documentation): the 404 in the docs' own frame
 * (no site header or footer, spec 2.1), with the pages a developer may have meant beside it.
 */
export function DocsNotFoundPage({ locale = 'fr' }: { locale?: DocsLocale }) {
  const { notFoundHint } = useDocsChromeOf(locale);
  return (
    <DocsLayout
      locale={locale}
      nav={<DocsSideNav />}
      search={<DocsSearch />}
      actions={<ThemeControl />}
    >
      <ErrorPage code={404} hint={notFoundHint} />
    </DocsLayout>
  );
}
