import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import frenchReference from 'virtual:yonnee-api-reference';
import {
  consoleLabels as frenchConsoleLabels,
  endpointDocs as frenchEndpointDocs,
  referenceLabels as frenchLabels,
  type ReferenceLabels,
} from '../../content/docs/apiReference';
import { docsChromeOf } from '../../content/docs/labels';
import type { ReferenceEndpointId } from '../../content/docs/types';
import { useHydrated } from '../../lib/useHydrated';
import {
  Button,
  CodeBlock,
  EndpointUrl,
  glyphs,
  Heading,
  Icon,
  scriptsPendingReason,
  Text,
  VisuallyHidden,
} from '../../kit';
import { Inline } from '../DocsArticle';
import { useDocsLocale } from '../DocsLayout/docsLocale';
import type { ReferenceText } from './referenceText';
import { LanguageTabs } from '../LanguageTabs';
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

/** Shown before a value on a phone, where each row is stacked and the column heads are not. */
function CellLabel({ children, labels }: { children: string; labels: ReferenceLabels }) {
  // Screen readers already name the cell by its column head.
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {labels.cellLabel(children)}
    </span>
  );
}

/**
 * The fields of a request. On a phone each row is stacked (name, then type and whether it is
 * required, then its meaning) so the table fits 320 px and never scrolls sideways. It stays
 * a table: Chromium, Firefox and Safari keep a table's roles whatever its rows' CSS display.
 */
function FieldTable({
  caption,
  rows,
  labels,
}: {
  caption: string;
  labels: ReferenceLabels;
  rows: { name: string; type: string; required: boolean; description: string }[];
}) {
  return (
    <div className={styles.stackedWrap}>
      <table className={`${styles.table} ${styles.stackedTable}`}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead className={styles.stackedHead}>
          <tr>
            <th scope="col">{labels.field}</th>
            <th scope="col">{labels.type}</th>
            <th scope="col">{labels.required}</th>
            <th scope="col">{labels.meaning}</th>
          </tr>
        </thead>
        <tbody className={styles.stackedBody}>
          {rows.map((row) => (
            <tr key={row.name} className={styles.stackedRow}>
              <th scope="row" className={styles.rowName}>
                <code className={styles.fieldName}>{row.name}</code>
              </th>
              <td className={styles.fieldType}>
                <CellLabel labels={labels}>{labels.type}</CellLabel>
                {row.type}
              </td>
              <td className={styles.fieldRequired}>
                <CellLabel labels={labels}>{labels.required}</CellLabel>
                {row.required ? labels.requiredYes : labels.requiredNo}
              </td>
              <td className={styles.rowWide}>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Part({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  return (
    <div className={styles.part}>
      <Heading level={level === 3 ? 3 : 4} size="md">
        {title}
      </Heading>
      {children}
    </div>
  );
}

/**
 * One call of the merchant API: URL, headers, fields, samples in four languages, the
 * sandbox's answer to the example, the errors, and a console to send it for real.
 */
export function EndpointReference({ id, headingLevel, text = frenchText }: EndpointReferenceProps) {
  const { reference, endpointDocs, labels, consoleLabels } = text;
  const chrome = docsChromeOf[useDocsLocale()];
  const entry = reference[id];
  const doc = endpointDocs[id];
  const [trying, setTrying] = useState(false);
  const consoleId = useId();
  const hydrated = useHydrated();
  const url = `{host}${entry.path}`;

  const headers: [string, string][] = [
    ['x-api-key', '{key}'],
    ['X-API-TOKEN', '{token}'],
    ['Authorization', 'Bearer {jwt}'],
  ];
  if (entry.body) headers.push(['Content-Type', 'application/json']);
  if (entry.movesMoney) headers.push(['Idempotency-Key', labels.idempotencyKeyValue]);

  return (
    <div className={styles.root} data-endpoint={id}>
      <Text>
        <Inline text={doc.summary} />
      </Text>
      <EndpointUrl
        method={entry.method}
        url={url}
        copyLabels={chrome.copyLabels}
        copyContext={chrome.copyUrl(entry.method, url)}
      />
      {doc.notes || entry.movesMoney ? (
        <ul className={styles.notes}>
          {entry.movesMoney ? (
            <li>
              <Inline text={labels.idempotency} />
            </li>
          ) : null}
          {doc.notes?.map((note) => (
            <li key={note}>
              <Inline text={note} />
            </li>
          ))}
        </ul>
      ) : null}

      <Part title={labels.headers} level={headingLevel}>
        <div className={styles.stackedWrap}>
          <table className={`${styles.table} ${styles.stackedTable}`}>
            <VisuallyHidden as="caption">
              {labels.captionOf(labels.headers, doc.title)}
            </VisuallyHidden>
            <tbody className={styles.stackedBody}>
              {headers.map(([name, value]) => (
                <tr key={name} className={styles.stackedRow}>
                  <th scope="row" className={styles.rowName}>
                    <code className={styles.fieldName}>{name}</code>
                  </th>
                  <td className={styles.rowWide}>
                    <code className={styles.code}>{value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>

      {entry.pathParameters.length ? (
        <Part title={labels.pathParameters} level={headingLevel}>
          <FieldTable
            caption={labels.captionOf(labels.pathParameters, doc.title)}
            rows={entry.pathParameters}
            labels={labels}
          />
        </Part>
      ) : null}

      <Part title={labels.body} level={headingLevel}>
        {entry.body ? (
          <FieldTable
            caption={labels.captionOf(labels.body, doc.title)}
            rows={entry.body}
            labels={labels}
          />
        ) : (
          <p className={styles.muted}>{labels.noBody}</p>
        )}
      </Part>

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
        />
      </Part>

      <Part title={labels.errors} level={headingLevel}>
        <ul className={styles.errors}>
          {entry.errors.map((error) => (
            <li key={error.status} className={styles.error}>
              <span className={styles.status}>{error.status}</span>
              <span>
                <Inline text={error.description} />
              </span>
            </li>
          ))}
        </ul>
      </Part>

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
