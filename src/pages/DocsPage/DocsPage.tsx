import {
  lazy,
  Suspense,
  use,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { docsPath, type DocsLocale, type DocsPage as DocsPageName } from '../../paths/paths';
import { markdownTwinPath } from '../../paths/markdownTwin';
import {
  docsContentLoaders,
  docsOutlineLoaders,
  tocEntries,
  type DocPageContent,
} from '../../content/docs';
import { asArticle, hasEndpoint, type DocArticle } from '../../content/docs/article';
import { brandAssets, type BrandWords } from '../../content/docs/brand';
import {
  DocsArticle,
  preloadArticleCode,
  preloadArticleText,
  type BlockHeadingLevel,
  type EmbeddedBlock,
} from '../../sections/DocsArticle';
import { DocsLayout } from '../../sections/DocsLayout';
import { loadDocsChrome } from '../../sections/DocsLayout/docsLocale';
import type { LogoZoomDialogProps } from '../../sections/LogoZoomDialog';
import { DocsMarkdownLinks } from '../../sections/DocsMarkdownLinks';
import { DocsPager } from '../../sections/DocsPager';
import { DocsSearch } from '../../sections/DocsSearch';
import { DocsSideNav } from '../../sections/DocsSideNav';
import { TableOfContents } from '../../sections/TableOfContents';
import { ThemeControl } from '../../sections/ThemeControl';
import { lazyChunk } from '../../lib/lazyChunk';
import { HydratesServerHtml } from '../../lib/StaticPart';
import { useFirstRenderedFromServer } from '../../lib/useHydrated';
import * as styles from './DocsPage.css';

// Parts only some pages show, each in its own chunk: a page never loads another page's form.
// The API reference's calls, each hydrated once near the viewport: a chunk only the pages that
// embed one load, with their outline or content (preloadEndpoints), so they render at once.
const endpoints = lazyChunk(() =>
  import('./DeferredEndpoint').then(({ renderEndpoint }) => renderEndpoint),
);
const preloadEndpoints = (article: DocArticle) =>
  hasEndpoint(article) ? endpoints.load() : undefined;
/** A call's card: its chunk came with the page (preloadEndpoints); suspends only if it did not. */
function Endpoint({
  block,
  level,
  locale,
}: {
  block: EndpointBlock;
  level: BlockHeadingLevel;
  locale: DocsLocale;
}) {
  const renderEndpoint = endpoints.loaded() ?? use(endpoints.load());
  return renderEndpoint(block.id, level, locale);
}

const ContactForm = lazy(() =>
  import('../../sections/ContactForm').then((m) => ({ default: m.ContactForm })),
);
const ContactDetails = lazy(() =>
  import('../../sections/ContactDetails').then((m) => ({ default: m.ContactDetails })),
);
const OfficeMap = lazy(() =>
  import('../../sections/OfficeMap').then((m) => ({ default: m.OfficeMap })),
);
const CheckoutDemo = lazy(() =>
  import('../../sections/CheckoutDemo').then((m) => ({ default: m.CheckoutDemo })),
);
const SandboxSignup = lazy(() =>
  import('../../sections/SandboxSignup').then((m) => ({ default: m.SandboxSignup })),
);
// Its English words come with it, in a chunk French pages never load.
const EnglishSandboxSignup = lazy(() =>
  Promise.all([
    import('../../sections/SandboxSignup'),
    import('../../content/docs/en/sandboxSignup'),
  ]).then(([{ SandboxSignup: Signup }, { sandboxSignupCopyEn }]) => ({
    default: function EnglishSignup(props: { headingLevel: BlockHeadingLevel }) {
      return <Signup action={docsPath('prerequis', 'en')} copy={sandboxSignupCopyEn} {...props} />;
    },
  })),
);
// The English pages' demos and support form take their English words as props; the words come
// with them, in chunks French pages never load.
const EnglishSupportContact = lazy(() =>
  Promise.all([
    import('../../sections/ContactForm'),
    import('../../sections/ContactDetails'),
    import('../../content/docs/en/contact'),
  ]).then(([{ ContactForm: Form }, { ContactDetails: Details }, words]) => ({
    default: function EnglishSupportContact() {
      return (
        <div className={styles.support}>
          <Form
            action={docsPath('support', 'en')}
            headingLevel={3}
            words={words.contactFormWordsEn}
          />
          <Details headingLevel={3} words={words.contactDetailsWordsEn} />
        </div>
      );
    },
  })),
);
const EnglishOfficeMap = lazy(() =>
  Promise.all([import('../../sections/OfficeMap'), import('../../content/docs/en/officeMap')]).then(
    ([{ OfficeMap: Drawn }, { officeMapWordsEn }]) => ({
      default: function EnglishOfficeMap() {
        return <Drawn words={officeMapWordsEn} />;
      },
    }),
  ),
);
const EnglishCheckoutDemo = lazy(() =>
  Promise.all([
    import('../../sections/CheckoutDemo'),
    import('../../content/docs/en/checkoutDemo'),
  ]).then(([{ CheckoutDemo: Demo }, { checkoutDemoWordsEn }]) => ({
    default: function EnglishCheckoutDemo(props: {
      mode: 'embed' | 'open';
      headingLevel: BlockHeadingLevel;
    }) {
      return <Demo {...props} words={checkoutDemoWordsEn} />;
    },
  })),
);
const FrenchLogos = lazy(() =>
  import('../../sections/LogoZoomDialog').then(({ LogoZoomDialog: Dialog }) => ({
    default: function FrenchLogos() {
      return <Logos Dialog={Dialog} />;
    },
  })),
);
const EnglishLogos = lazy(() =>
  Promise.all([
    import('../../sections/LogoZoomDialog'),
    import('../../content/docs/en/brand'),
  ]).then(([{ LogoZoomDialog: Dialog }, { brandWordsEn }]) => ({
    default: function EnglishLogos() {
      return <Logos Dialog={Dialog} words={brandWordsEn} />;
    },
  })),
);

/** Both logo files, each on its background, with its zoom dialog. */
function Logos({
  Dialog,
  words,
}: {
  Dialog: ComponentType<LogoZoomDialogProps>;
  words?: BrandWords;
}) {
  return (
    <div className={styles.logos}>
      {Object.entries(brandAssets).map(([key, asset]) => {
        const background = key as keyof typeof brandAssets;
        return (
          <Dialog
            key={asset.src}
            src={asset.src}
            fileName={asset.fileName}
            theme={background}
            backgroundName={words ? words.backgrounds[background] : asset.background}
            words={words}
          />
        );
      })}
    </div>
  );
}

const requests = new Map<string, Promise<DocPageContent | DocArticle>>();

/** One request per page and kind for the whole visit; a failed one is forgotten so a retry can work. */
function once<T extends DocPageContent | DocArticle>(key: string, load: () => Promise<T>) {
  let request = requests.get(key);
  if (!request) {
    request = load().catch((error: unknown) => {
      requests.delete(key);
      throw error;
    });
    requests.set(key, request);
  }
  return request as Promise<T>;
}

/** The page and what its article renders it with, so it renders at once. */
const withRenderers = <T extends DocPageContent | DocArticle>(page: T) => {
  const article = asArticle(page);
  return Promise.all([preloadArticleCode(article), preloadEndpoints(article)]).then(() => page);
};

/** The whole page, its text's renderer and, if it shows code, the code's; its frame's words. */
const loadContent = (page: DocsPageName, locale: DocsLocale) =>
  once(docsPath(page, locale), () =>
    Promise.all([
      docsContentLoaders[locale][page]().then(withRenderers),
      preloadArticleText(),
      loadDocsChrome(locale),
    ]).then(([content]) => content),
  );

/** What hydrating the page's prerendered HTML needs: its headings and controls, not its text. */
const loadOutline = (page: DocsPageName, locale: DocsLocale) =>
  once(`${docsPath(page, locale)}?outline`, () =>
    Promise.all([
      docsOutlineLoaders[locale][page]().then(withRenderers),
      loadDocsChrome(locale),
    ]).then(([outline]) => outline),
  );

/**
 * Loads what the page renders from (the route's preload): its content, or `toHydrate` its
 * prerendered HTML, its outline.
 */
export const loadDocsText = (
  page: DocsPageName,
  locale: DocsLocale,
  toHydrate: boolean,
): Promise<DocPageContent | DocArticle> =>
  toHydrate ? loadOutline(page, locale) : loadContent(page, locale);

type EndpointBlock = Extract<EmbeddedBlock, { kind: 'endpoint' }>;

const renderEmbeddedIn = (locale: DocsLocale) =>
  function renderEmbedded(block: EmbeddedBlock, level: BlockHeadingLevel): ReactNode {
    let part: ReactNode;
    if (block.kind === 'endpoint') {
      part = <Endpoint block={block} level={level} locale={locale} />;
    } else if (block.name === 'supportContact') {
      part =
        locale === 'fr' ? (
          <div className={styles.support}>
            <ContactForm action={docsPath('support')} headingLevel={3} />
            <ContactDetails headingLevel={3} />
          </div>
        ) : (
          <EnglishSupportContact />
        );
    } else if (block.name === 'sandboxSignup') {
      part =
        locale === 'fr' ? (
          <SandboxSignup action={docsPath('prerequis')} headingLevel={level} />
        ) : (
          <EnglishSandboxSignup headingLevel={level} />
        );
    } else if (block.name === 'officeMap') {
      part = locale === 'fr' ? <OfficeMap /> : <EnglishOfficeMap />;
    } else if (block.name === 'checkoutDemo') {
      part =
        locale === 'fr' ? (
          <CheckoutDemo mode={block.mode} headingLevel={level} />
        ) : (
          <EnglishCheckoutDemo mode={block.mode} headingLevel={level} />
        );
    } else {
      part = locale === 'fr' ? <FrenchLogos /> : <EnglishLogos />;
    }
    return <Suspense fallback={<div className={styles.placeholder} />}>{part}</Suspense>;
  };

const renderEmbeddedOf = { fr: renderEmbeddedIn('fr'), en: renderEmbeddedIn('en') };

/** A documentation page: its content in the docs layout, with navigation, headings and search. */
export function DocsPage({ page, locale = 'fr' }: { page: DocsPageName; locale?: DocsLocale }) {
  // Hydrating the server's HTML, the page keeps its text as it is (StaticPart): its outline is
  // all it needs. Decided once, at the first render: the article never switches to the content.
  const hydratesServerHtml = useContext(HydratesServerHtml);
  const fromServerHtml = useFirstRenderedFromServer();
  const content = use(loadDocsText(page, locale, hydratesServerHtml && fromServerHtml));
  const toc = useMemo(() => tocEntries(content), [content]);
  return (
    <DocsLayout
      locale={locale}
      alternate={docsPath(page, locale === 'fr' ? 'en' : 'fr')}
      nav={<DocsSideNav current={page} />}
      toc={<TableOfContents items={toc} />}
      search={<DocsSearch />}
      actions={<ThemeControl />}
    >
      <DocsArticle
        content={content}
        renderEmbedded={renderEmbeddedOf[locale]}
        pageActions={<DocsMarkdownLinks href={markdownTwinPath(docsPath(page, locale))} />}
      />
      <DocsPager current={page} />
    </DocsLayout>
  );
}
