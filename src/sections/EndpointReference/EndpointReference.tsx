import { lazy, Suspense, useContext, useId, useState } from 'react';
import frenchReference from 'virtual:yonnee-api-reference';
import {
  consoleLabels as frenchConsoleLabels,
  endpointDocs as frenchEndpointDocs,
  referenceLabels as frenchLabels,
} from '../../content/docs/apiReference';
import type { ReferenceEndpointId } from '../../content/docs/types';
import { HydratesServerHtml, StaticPart } from '../../lib/StaticPart';
import { useHydrated } from '../../lib/useHydrated';
import { Button, CodeBlock, EndpointUrl, glyphs, Icon, scriptsPendingReason } from '../../kit';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import type { ReferenceText } from './referenceText';
import { useInSiteLinkClicks } from '../DocsArticle';
import { LanguageTabs } from '../LanguageTabs';
import {
  EndpointErrors,
  EndpointRequest,
  EndpointSummary,
  type StaticPartsProps,
} from './EndpointStaticParts';
import { Part } from './Part';
import * as styles from './EndpointReference.css';

// The console brings the API client and zod: loaded on the first "Essayer" only.
const TryItConsole = lazy(() =>
  import('../TryItConsole').then((module) => ({ default: module.TryItConsole })),
);

export interface EndpointReferenceProps {
  /** The call to document. */
  id: ReferenceEndpointId;
  /** Level of the headings of its parts, under the heading that names the call. */
  headingLevel: 3 | 4;
  /** The reference in the page's language (referenceText.ts loads it); French by default. */
  text?: ReferenceText;
}

const frenchText: ReferenceText = {
  reference: frenchReference,
  endpointDocs: frenchEndpointDocs,
  labels: frenchLabels,
  consoleLabels: frenchConsoleLabels,
};

/**
 * One call of the merchant API: URL, headers, fields, samples in four languages, the
 * sandbox's answer to the example, the errors, and a console to send it for real.
 */
export function EndpointReference({ id, headingLevel, text = frenchText }: EndpointReferenceProps) {
  const { reference, endpointDocs, labels, consoleLabels } = text;
  const chrome = useDocsChrome();
  const entry = reference[id];
  const doc = endpointDocs[id];
  const [trying, setTrying] = useState(false);
  const consoleId = useId();
  const hydrated = useHydrated();
  const hydratesServerHtml = useContext(HydratesServerHtml);
  const url = `{host}${entry.path}`;

  const onLinkClick = useInSiteLinkClicks();
  const staticProps: StaticPartsProps = { entry, doc, labels, headingLevel };

  return (
    <div className={styles.root} data-endpoint={id}>
      <StaticPart part={EndpointSummary} props={staticProps} content={doc} onClick={onLinkClick} />
      <EndpointUrl
        method={entry.method}
        url={url}
        copyLabels={chrome.copyLabels}
        copyContext={chrome.copyUrl(entry.method, url)}
      />
      <StaticPart part={EndpointRequest} props={staticProps} content={doc} onClick={onLinkClick} />

      <Part title={labels.samples} level={headingLevel}>
        <LanguageTabs samples={entry.samples} label={doc.title} />
      </Part>

      <Part title={labels.response} level={headingLevel}>
        <p className={styles.muted}>
          {labels.responseFrom(entry.example.status)}
          {entry.example.shortenedFrom
            ? ` ${labels.shortened(
                entry.example.shortenedFrom,
                (entry.example.response as { data: unknown[] }).data.length,
              )}`
            : ''}
        </p>
        <CodeBlock
          code={JSON.stringify(entry.example.response, null, 2)}
          language="json"
          label="JSON"
          copyContext={labels.responseCopyContext(doc.title)}
          copyLabels={chrome.copyLabels}
          hydratesServerHtml={hydratesServerHtml}
        />
      </Part>

      <StaticPart part={EndpointErrors} props={staticProps} content={doc} onClick={onLinkClick} />

      <Button
        variant={trying ? 'secondary' : 'primary'}
        className={styles.tryIt}
        icon={<Icon glyph={trying ? glyphs.close : glyphs.play} size="sm" />}
        aria-expanded={trying}
        aria-controls={consoleId}
        aria-label={labels.captionOf(trying ? labels.closeTryIt : labels.tryIt, doc.title)}
        onClick={() => setTrying((value) => !value)}
        unavailableReason={hydrated ? undefined : scriptsPendingReason}
      >
        {trying ? labels.closeTryIt : labels.tryIt}
      </Button>
      <div id={consoleId}>
        {trying ? (
          <Suspense fallback={<p className={styles.muted}>{labels.loadingConsole}</p>}>
            <TryItConsole
              endpoint={id}
              title={doc.title}
              params={entry.example.params}
              body={entry.example.body}
              headingLevel={headingLevel}
              labels={consoleLabels}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
