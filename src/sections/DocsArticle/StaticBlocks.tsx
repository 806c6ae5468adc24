import { useId } from 'react';
import type { StaticDocBlock } from '../../content/docs/article';
import type { DocBlock, Inline as InlineText } from '../../content/docs/types';
import { Badge, glyphs, Icon, type Glyph } from '../../kit';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { IntegrationModesTable } from '../IntegrationModesTable';
import { Inline } from './Inline';
import * as styles from './DocsArticle.css';

const calloutIcons: Record<'info' | 'warning' | 'success', Glyph> = {
  info: glyphs.info,
  warning: glyphs.alert,
  success: glyphs.success,
};

const changeTones = { added: 'success', improved: 'brand', fixed: 'warning' } as const;

function TableBlock({ block }: { block: Extract<DocBlock, { kind: 'table' }> }) {
  const captionId = useId();
  return (
    // Focusable so a table wider than a phone can be scrolled from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {block.caption}
        </caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    <Inline text={cell} />
                  </th>
                ) : (
                  <td key={c}>
                    <Inline text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StaticBlock({ block }: { block: StaticDocBlock }) {
  const chrome = useDocsChrome();
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Inline text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <div className={styles.callout[block.tone]}>
          <Icon glyph={calloutIcons[block.tone]} className={styles.calloutIcon[block.tone]} />
          <div className={styles.calloutBody}>
            <strong>{block.title}</strong>
            <p>
              <Inline text={block.text} />
            </p>
          </div>
        </div>
      );
    case 'table':
      return <TableBlock block={block} />;
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className={styles.definitionTerm}>
                <Inline text={item.term} />
              </dt>
              <dd className={styles.definitionDescription}>
                <Inline text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'features':
      return (
        <ul className={styles.features}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.feature}>
              <Icon glyph={item.icon} className={styles.featureIcon} />
              <div className={styles.featureBody}>
                <strong>{item.title}</strong>
                <p className={styles.featureText}>
                  <Inline text={item.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'integrationModes':
      return (
        <IntegrationModesTable
          caption={block.caption}
          criteria={block.criteria}
          modes={block.modes}
        />
      );
    case 'changes':
      return (
        <ul className={styles.changes}>
          {block.items.map((item) => (
            <li key={item.text} className={styles.change}>
              <span>
                <Badge tone={changeTones[item.type]}>{chrome.changeLabels[item.type]}</Badge>
              </span>
              <span>
                <Inline text={item.text} />
              </span>
            </li>
          ))}
        </ul>
      );
  }
}

/** A run of blocks with no control, one after the other. */
function StaticBlocks({ blocks }: { blocks: StaticDocBlock[] }) {
  return blocks.map((block, i) => <StaticBlock key={i} block={block} />);
}

/** The page's lead, under its title. */
function Lead({ text }: { text: InlineText }) {
  return (
    <p className={styles.lead}>
      <Inline text={text} />
    </p>
  );
}

// The chunk's ways in, as elements: its components the same at every render.
export const renderStaticBlocks = (blocks: StaticDocBlock[]) => <StaticBlocks blocks={blocks} />;
export const renderLead = (lead: InlineText) => <Lead text={lead} />;
