import type { EndpointDoc, ReferenceLabels } from '../../content/docs/apiReference';
import type { ReferenceEndpoint } from '../../docsBuild/apiReference';
import { Text, VisuallyHidden } from '../../kit';
import { Inline } from '../DocsArticle';
import { Part } from './Part';
import * as styles from './EndpointReference.css';

/*
 * The parts of a call's card that have no control: a hydrating page keeps them as the server
 * wrote them (EndpointReference shows them through StaticPart), so React never renders them there.
 */

/** What one part needs: the call, its prose and the reference's words. */
export interface StaticPartsProps {
  entry: ReferenceEndpoint;
  doc: EndpointDoc;
  labels: ReferenceLabels;
  headingLevel: 3 | 4;
}

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

/** What the call does. */
export function EndpointSummary({ doc }: StaticPartsProps) {
  return (
    <Text>
      <Inline text={doc.summary} />
    </Text>
  );
}

/** The call's notes, then what it is sent with: headers, path parameters, body fields. */
export function EndpointRequest({ entry, doc, labels, headingLevel }: StaticPartsProps) {
  const headers: [string, string][] = [
    ['x-api-key', '{key}'],
    ['X-API-TOKEN', '{token}'],
    ['Authorization', 'Bearer {jwt}'],
  ];
  if (entry.body) headers.push(['Content-Type', 'application/json']);
  if (entry.movesMoney) headers.push(['Idempotency-Key', labels.idempotencyKeyValue]);
  return (
    <>
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
    </>
  );
}

/** The errors the call can answer. */
export function EndpointErrors({ entry, labels, headingLevel }: StaticPartsProps) {
  return (
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
  );
}
