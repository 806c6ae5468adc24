import type { DocsLocale } from '../../paths/paths';
import type { ReferenceEndpointId } from '../../content/docs';
import { DeferredPart } from '../../lib/DeferredPart';
import type { BlockHeadingLevel } from '../../sections/DocsArticle';

const loadFrenchReference = () =>
  import('../../sections/EndpointReference').then(({ EndpointReference }) => EndpointReference);
// The English reference's data and prose come with it, in chunks French pages never load.
const loadEnglishReference = () =>
  Promise.all([
    import('../../sections/EndpointReference'),
    import('../../sections/EndpointReference/referenceText').then((m) => m.loadEnglishReference()),
  ]).then(
    ([{ EndpointReference: Reference }, text]) =>
      function EnglishReference(props: { id: ReferenceEndpointId; headingLevel: 3 | 4 }) {
        return <Reference {...props} text={text} />;
      },
  );
const loadReference = { fr: loadFrenchReference, en: loadEnglishReference };

/**
 * One call of the API reference. The calls sit below the page's guide: each card hydrates when
 * it nears the viewport (DeferredPart), its code, data and words fetched then, not with the
 * page; until then its controls say they wait for the page's scripts, as before any hydration.
 */
function DeferredEndpoint({
  id,
  level,
  locale,
}: {
  id: ReferenceEndpointId;
  level: BlockHeadingLevel;
  locale: DocsLocale;
}) {
  return (
    <DeferredPart
      load={() =>
        loadReference[locale]().then(
          (Reference) =>
            function Endpoint() {
              return <Reference id={id} headingLevel={level} />;
            },
        )
      }
    />
  );
}

/** A call's card, for the page's article (this chunk's one way in). */
export const renderEndpoint = (
  id: ReferenceEndpointId,
  level: BlockHeadingLevel,
  locale: DocsLocale,
) => (
  // Keyed: the part renders once (DeferredPart), so another call or language is another part.
  <DeferredEndpoint key={`${locale}:${id}`} id={id} level={level} locale={locale} />
);
