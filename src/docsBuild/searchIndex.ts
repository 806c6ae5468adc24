import type { SearchRecord } from '../sections/DocsSearch/search';
import { docsTitles } from '../content/pageTitles';
import { endpointDocs as frenchEndpointDocs, type EndpointDoc } from '../content/docs/apiReference';
import { inlineToText } from '../content/docs/inline';
import type { DocBlock, DocPageContent, ReferenceEndpointId } from '../content/docs/types';
import type { DocsPage } from '../paths/paths';

/** The words a language's index takes from outside the pages: titles and the reference's prose. */
export interface IndexLanguage {
  titles: Record<DocsPage, string>;
  endpointDocs: Record<ReferenceEndpointId, EndpointDoc>;
}

const french: IndexLanguage = { titles: docsTitles, endpointDocs: frenchEndpointDocs };

/** The words of one block as a reader sees them. */
function blockText(block: DocBlock, endpointDocs: IndexLanguage['endpointDocs']): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'code':
      return [block.sample.code];
    case 'callout':
      return [block.title, block.text];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.description]);
    case 'features':
      return block.items.flatMap((item) => [item.title, item.text]);
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text, item.sample?.code ?? '']);
    case 'endpointUrl':
      return [block.url];
    case 'languageSamples':
      return [block.label];
    case 'integrationModes':
      return [block.caption, ...block.modes.flatMap((mode) => [mode.name, ...mode.values])];
    case 'changes':
      return block.items.map((item) => item.text);
    case 'endpoint': {
      const doc = endpointDocs[block.id];
      return [doc.summary, ...(doc.notes ?? [])];
    }
    case 'widget':
      return [];
  }
}

const textOf = (blocks: DocBlock[], language: IndexLanguage) =>
  blocks
    .flatMap((block) => blockText(block, language.endpointDocs))
    .map(inlineToText)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * One record per page (its lead), per section and per subsection, made when the site is built
 * and loaded by the search dialog on first use.
 */
export function buildSearchIndex(
  pages: DocPageContent[],
  language: IndexLanguage = french,
): SearchRecord[] {
  return pages.flatMap((content) => {
    const pageTitle = language.titles[content.page];
    const base = { page: content.page, pageTitle };
    return [
      { ...base, text: inlineToText(content.lead) },
      ...content.sections.flatMap((section) => [
        {
          ...base,
          anchor: section.id,
          heading: section.title,
          text: textOf(section.blocks, language),
        },
        ...(section.subsections ?? []).map((sub) => ({
          ...base,
          anchor: sub.id,
          heading: sub.title,
          text: textOf(sub.blocks, language),
        })),
      ]),
    ];
  });
}
