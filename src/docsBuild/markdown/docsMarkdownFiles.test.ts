import { describe, expect, it } from 'vitest';
import { docsPath, docsPages } from '../../paths/paths';
import { llmsPaths } from '../../paths/markdownTwin';
import { docsTitles } from '../../content/pageTitles';
import { docsChromeEn } from '../../content/docs/en/labels';
import { markdownCopyEn } from '../../content/docs/en/markdownCopy';
import { allDocsContent, allDocsContentEn } from '../allContent';
import { markdownFiles } from '../index';

const origin = 'https://docs.example';
const files = await markdownFiles(origin);
const file = (path: string) => {
  const found = files.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No file at ${path}`);
  return found.text;
};
const headings = (markdown: string, level: number) =>
  // Fenced code holds `#` comments, which are no headings.
  markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '')
    .split('\n')
    .filter((line) => line.startsWith(`${'#'.repeat(level)} `))
    .map((line) => line.slice(level + 1));

describe('the French docs in Markdown', () => {
  it.each(allDocsContent.map((content) => [content.page, content] as const))(
    '%s.md has the page’s h1 and its h2s in order',
    (page, content) => {
      const markdown = file(`${docsPath(page)}.md`);
      expect(headings(markdown, 1)).toEqual([docsTitles[page]]);
      expect(headings(markdown, 2)).toEqual(content.sections.map((section) => section.title));
    },
  );

  it('links only to absolute addresses', () => {
    for (const { path, text } of files) {
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
      const relative = targets.filter((href) => !/^(https?:|mailto:|tel:)/.test(href));
      expect(relative, path).toEqual([]);
    }
  });

  it('lists every page and its twin in /llms.txt, and every page in /llms-full.txt', () => {
    const index = file(llmsPaths.index);
    expect(index).toMatch(/^# Yonnee\n\n> /);
    for (const page of docsPages) {
      expect(index).toContain(`](${origin}${docsPath(page)}.md)`);
      expect(index).toContain(`](${origin}${docsPath(page)})`);
      expect(file(llmsPaths.full)).toContain(`\n# ${docsTitles[page]}\n`);
    }
    expect(index).toContain(`](${origin}${llmsPaths.full})`);
  });
});

describe('the English docs in Markdown', () => {
  it.each(allDocsContentEn.map((content) => [content.page, content] as const))(
    '/en/documentation/%s.md has the English page’s h1 and its h2s in order',
    (page, content) => {
      const markdown = file(`${docsPath(page, 'en')}.md`);
      expect(headings(markdown, 1)).toEqual([docsChromeEn.pageTitles[page]]);
      expect(headings(markdown, 2)).toEqual(content.sections.map((section) => section.title));
      expect(markdown).toContain(markdownCopyEn.source(`${origin}${docsPath(page, 'en')}`));
    },
  );

  it('writes the English words around the content, with English punctuation', () => {
    const api = file(`${docsPath('api', 'en')}.md`);
    expect(api).toContain('- `x-api-key`: `{key}`');
    expect(api).toContain('- **401**: Credentials missing or refused.');
    expect(api).not.toMatch(/\*\* : /);
    const prerequis = file(`${docsPath('prerequis', 'en')}.md`);
    expect(prerequis).toContain(
      markdownCopyEn.widgets.sandboxSignup(`${origin}${docsPath('prerequis', 'en')}`),
    );
    expect(file(`${docsPath('changelog', 'en')}.md`)).toContain(
      `**${docsChromeEn.changeLabels.added}**: `,
    );
  });

  it('lists every English page and its twin in /llms.txt, and every one in /llms-full.txt', () => {
    const index = file(llmsPaths.index);
    for (const page of docsPages) {
      const path = docsPath(page, 'en');
      expect(index).toContain(`- [${docsChromeEn.pageTitles[page]}](${origin}${path}.md): `);
      expect(index).toContain(`([${markdownCopyEn.webPage}](${origin}${path}))`);
      expect(file(llmsPaths.full)).toContain(`\n# ${docsChromeEn.pageTitles[page]}\n`);
    }
    expect(index).toContain(`## ${docsChromeEn.navGroups[0]} (English)`);
  });
});
