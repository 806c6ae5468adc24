import { useContext } from 'react';
import type { CodeDocBlock } from '../../content/docs/article';
import type { DocsChrome } from '../../content/docs/labels';
import type { CodeSample } from '../../content/docs/types';
import { CodeBlock, EndpointUrl } from '../../kit';
import { HydratesServerHtml } from '../../lib/StaticPart';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { Inline } from './Inline';
import * as styles from './DocsArticle.css';

/**
 * A code sample's block, its copy button in the page's language; a hydrating page keeps its
 * coloured code from the server.
 */
const codeBlockOf = (sample: CodeSample, chrome: DocsChrome, hydratesServerHtml: boolean) => (
  <CodeBlock
    code={sample.code}
    language={sample.language}
    label={sample.label}
    copyContext={sample.copyContext ?? chrome.copyCode(sample.label ?? sample.language)}
    copyLabels={chrome.copyLabels}
    textLabel={chrome.textLabel}
    hydratesServerHtml={hydratesServerHtml}
  />
);

/** A block with code to copy: a sample, steps, a call's URL. */
function BlockWithCode({ block }: { block: CodeDocBlock }) {
  const chrome = useDocsChrome();
  const hydratesServerHtml = useContext(HydratesServerHtml);
  switch (block.kind) {
    case 'code':
      return codeBlockOf(block.sample, chrome, hydratesServerHtml);
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.step}>
              <div className={styles.stepBody}>
                <p className={styles.stepTitle}>{item.title}</p>
                <p>
                  <Inline text={item.text} />
                </p>
                {item.sample ? codeBlockOf(item.sample, chrome, hydratesServerHtml) : null}
              </div>
            </li>
          ))}
        </ol>
      );
    case 'endpointUrl':
      return (
        <EndpointUrl
          method={block.method}
          url={block.url}
          copyLabels={chrome.copyLabels}
          copyContext={chrome.copyUrl(block.method, block.url)}
        />
      );
  }
}

/** The block as an element: the chunk's one way in, its component the same at every render. */
export const renderCodeBlock = (block: CodeDocBlock) => <BlockWithCode block={block} />;
