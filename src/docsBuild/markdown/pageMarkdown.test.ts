import { describe, expect, it } from 'vitest';
import { endpointDocs, referenceLabels } from '../../content/docs/apiReference';
import { docsChrome } from '../../content/docs/labels';
import type { DocPageContent, ReferenceEndpointId } from '../../content/docs/types';
import type { ReferenceEndpoint } from '../apiReference';
import { inlineToMarkdown } from './inlineMarkdown';
import { absoluteHref, fence, pageToMarkdown, type MarkdownSite } from './pageMarkdown';

const origin = 'https://docs.example';

const balance: ReferenceEndpoint = {
  id: 'getBalance',
  method: 'GET',
  path: '/api/v1/transaction/get-balance',
  movesMoney: false,
  pathParameters: [],
  body: null,
  samples: { curl: 'curl {host}', javascript: 'fetch()', php: '<?php', python: 'import requests' },
  example: { params: {}, status: 200, response: { code: 200, data: [1, 2] }, shortenedFrom: 5 },
  errors: [{ status: 401, description: 'Identifiants `x-api-key` refusés.' }],
};

const site = (widgetText = 'le widget'): MarkdownSite => ({
  origin,
  reference: { getBalance: balance } as Record<ReferenceEndpointId, ReferenceEndpoint>,
  vocabulary: {
    source: (url) => `> Source : ${url}`,
    colon: ' :',
    changeLabels: docsChrome.changeLabels,
    reference: referenceLabels,
    endpointDocs,
    widget: (block, level, { heading, pageUrl }) => [
      heading(level, `${widgetText} ${block.name}`),
      pageUrl,
    ],
  },
});

const page = (sections: DocPageContent['sections']): DocPageContent => ({
  page: 'saas',
  lead: 'Le **chapeau**, avec `code` et un [lien](/documentation/api#erreurs).',
  sections,
});

const render = (sections: DocPageContent['sections'], s = site()) =>
  pageToMarkdown({ content: page(sections), title: 'Page de paiement', path: '/doc/saas' }, s);

describe('pageToMarkdown', () => {
  it('writes the title as h1, the source line, the lead, h2 sections and h3 subsections', () => {
    const markdown = render([
      {
        id: 'a',
        title: 'Avantages',
        blocks: [{ kind: 'paragraph', text: 'Un.' }],
        subsections: [{ id: 'b', title: 'Détail', blocks: [{ kind: 'paragraph', text: 'Deux.' }] }],
      },
    ]);
    expect(markdown).toBe(
      [
        '# Page de paiement',
        `> Source : ${origin}/doc/saas`,
        `Le **chapeau**, avec \`code\` et un [lien](${origin}/documentation/api#erreurs).`,
        '## Avantages',
        'Un.',
        '### Détail',
        'Deux.',
      ].join('\n\n') + '\n',
    );
  });

  it('fences code with its language and its label, longer than any backtick run inside', () => {
    const markdown = render([
      {
        id: 'a',
        title: 'Code',
        blocks: [
          { kind: 'code', sample: { code: 'echo ```', language: 'bash', label: 'Terminal' } },
          { kind: 'code', sample: { code: 'brut', language: 'text' } },
        ],
      },
    ]);
    expect(markdown).toContain('Terminal :\n\n````bash\necho ```\n````');
    expect(markdown).toContain('```\nbrut\n```');
  });

  it('writes a table with its caption, its head and escaped pipes, inline markup kept', () => {
    const markdown = render([
      {
        id: 'a',
        title: 'Tableau',
        blocks: [
          {
            kind: 'table',
            caption: 'Codes',
            columns: ['Code', 'Sens'],
            rows: [['`A|B`', 'Voir [la page](#suite)']],
          },
        ],
      },
    ]);
    expect(markdown).toContain(
      [
        '**Codes**',
        '',
        '| Code | Sens |',
        '| --- | --- |',
        `| \`A\\|B\` | Voir [la page](${origin}/doc/saas#suite) |`,
      ].join('\n'),
    );
  });

  it('writes callouts as GitHub alerts, one kind per tone', () => {
    const markdown = render([
      {
        id: 'a',
        title: 'Notes',
        blocks: [
          { kind: 'callout', tone: 'warning', title: 'Attention', text: 'Jamais `secret`.' },
          { kind: 'callout', tone: 'info', title: 'Bon à savoir', text: 'Oui.' },
        ],
      },
    ]);
    expect(markdown).toContain('> [!WARNING]\n> **Attention**\n> Jamais `secret`.');
    expect(markdown).toContain('> [!NOTE]\n> **Bon à savoir**\n> Oui.');
  });

  it('indents a step’s code under its number', () => {
    const markdown = render([
      {
        id: 'a',
        title: 'Étapes',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: 'Installer', text: 'Lancez :', sample: { code: 'a\nb', language: 'bash' } },
            ],
          },
        ],
      },
    ]);
    expect(markdown).toContain('1. **Installer**\n\n   Lancez :\n\n   ```bash\n   a\n   b\n   ```');
  });

  it('documents a call from the reference’s data, its parts at the level it is given', () => {
    const markdown = render([
      { id: 'a', title: 'Solde', blocks: [{ kind: 'endpoint', id: 'getBalance' }] },
    ]);
    expect(markdown).toContain('`GET {host}/api/v1/transaction/get-balance`');
    expect(markdown).toContain(`### ${referenceLabels.headers}`);
    expect(markdown).toContain(referenceLabels.noBody);
    expect(markdown).toContain('PHP :\n\n```php\n<?php\n```');
    expect(markdown).toContain(referenceLabels.shortened(5, 2));
    expect(markdown).toContain('```json\n{\n  "code": 200,');
    expect(markdown).toContain('- **401** : Identifiants `x-api-key` refusés.');
    expect(markdown).not.toContain('Idempotency-Key');
  });

  it('asks the vocabulary what an interactive part says, with the page’s address', () => {
    const markdown = render(
      [
        {
          id: 'a',
          title: 'Démo',
          blocks: [],
          subsections: [
            { id: 'b', title: 'Sous', blocks: [{ kind: 'widget', name: 'officeMap' }] },
          ],
        },
      ],
      site('La carte'),
    );
    expect(markdown).toContain(`#### La carte officeMap\n\n${origin}/doc/saas`);
  });
});

describe('inline markup', () => {
  const resolve = absoluteHref(origin, '/doc/page');

  it('keeps code, strong and links, drops the English mark, escapes markup in plain text', () => {
    expect(
      inlineToMarkdown(
        'Le **champ `a_b`** {{webhook}} : 2 * 3 <b> [ici](#x) [mail](mailto:a@b.c)',
        resolve,
      ),
    ).toBe(
      `Le **champ \`a_b\`** webhook : 2 \\* 3 \\<b\\> [ici](${origin}/doc/page#x) [mail](mailto:a@b.c)`,
    );
  });

  it('makes site paths and anchors absolute, and leaves other addresses alone', () => {
    expect(resolve('/faq')).toBe(`${origin}/faq`);
    expect(resolve('#erreurs')).toBe(`${origin}/doc/page#erreurs`);
    expect(resolve('https://x.test/a')).toBe('https://x.test/a');
  });

  it('fences with three backticks at least', () => {
    expect(fence('a', 'json')).toBe('```json\na\n```');
  });
});
