import { describe, expect, it } from 'vitest';
import {
  fold,
  groupByPage,
  queryTerms,
  searchDocs,
  snippet,
  synonymsOfTerm,
  type SearchRecord,
} from './search';

const records: SearchRecord[] = [
  { page: 'api', pageTitle: 'Intégration par API', text: 'L’API REST marchand de Yonnee.' },
  {
    page: 'api',
    pageTitle: 'Intégration par API',
    anchor: 'intégration',
    heading: 'Guide d’intégration',
    text: 'Avant de commencer, réunissez vos identifiants.',
  },
  {
    page: 'flutter',
    pageTitle: 'SDK Flutter',
    anchor: 'installation',
    heading: 'Installation',
    text: 'Depuis le dossier de votre projet, lancez dart pub add yonnee_flutter.',
  },
  {
    page: 'changelog',
    pageTitle: 'Journal des modifications',
    anchor: 'fevrier-2025',
    heading: 'Février 2025',
    text: 'Paiement de masse et clé d’idempotence.',
  },
];

describe('fold', () => {
  it('drops accents, case and typographic apostrophes', () => {
    expect(fold('Février, DÉCEMBRE, cœur, d’intégration')).toBe(
      "fevrier, decembre, coeur, d'integration",
    );
  });
});

describe('queryTerms', () => {
  it('splits on spaces and punctuation', () => {
    expect(queryTerms('  Pub add, « Flutter »')).toEqual(['pub', 'add', 'flutter']);
  });
});

describe('searchDocs', () => {
  it('matches without accents either way', () => {
    expect(searchDocs(records, 'fevrier').map((r) => r.record.anchor)).toEqual(['fevrier-2025']);
    expect(searchDocs(records, 'IDEMPOTENCE').map((r) => r.record.anchor)).toEqual([
      'fevrier-2025',
    ]);
    expect(searchDocs(records, 'intégration')[0]?.record.anchor).toBe('intégration');
  });

  it('needs every word of the query', () => {
    expect(searchDocs(records, 'pub add')).toHaveLength(1);
    expect(searchDocs(records, 'pub retrait')).toEqual([]);
  });

  it('finds a page by a word of its body', () => {
    expect(searchDocs(records, 'dossier').map((r) => r.record.page)).toEqual(['flutter']);
  });

  it('puts heading matches before body matches', () => {
    const results = searchDocs(records, 'integration');
    expect(results[0]?.record.heading).toBe('Guide d’intégration');
  });

  it('finds what the docs say with another word', () => {
    const notified: SearchRecord[] = [
      ...records,
      {
        page: 'saas',
        pageTitle: 'Page hébergée',
        anchor: 'resultat',
        heading: 'Résultat',
        text: 'Votre URL `ipn` est notifiée ; le paiement apparaît dans vos encaissements.',
      },
      {
        page: 'versement',
        pageTitle: 'Versements',
        text: 'Envoyez de l’argent depuis votre solde.',
      },
    ];
    expect(searchDocs(notified, 'webhooks').map((r) => r.record.anchor)).toEqual(['resultat']);
    expect(searchDocs(notified, 'Webhook')[0]?.snippet).toContainEqual({
      text: 'ipn',
      match: true,
    });
    expect(searchDocs(notified, 'payout').map((r) => r.record.page)).toEqual(['versement']);
    expect(searchDocs(notified, 'pay-in').map((r) => r.record.anchor)).toEqual(['resultat']);
    expect(searchDocs(notified, 'idempotency').map((r) => r.record.anchor)).toEqual([
      'fevrier-2025',
    ]);
  });

  it('counts a synonym only where a word starts with it', () => {
    const cycle: SearchRecord[] = [
      { page: 'api', pageTitle: 'API', text: 'Le cycle de vie d’un article.' },
      { page: 'api', pageTitle: 'API', anchor: 'cle', text: 'Votre clé d’API.' },
    ];
    expect(searchDocs(cycle, 'key').map((r) => r.record.anchor)).toEqual(['cle']);
  });

  it('returns nothing for an empty query', () => {
    expect(searchDocs(records, '   ')).toEqual([]);
  });
});

describe('synonymsOfTerm', () => {
  it('gives each word of a group the others, plural or not, and nothing to other words', () => {
    expect(synonymsOfTerm('webhook')).toEqual(['ipn', 'notification', 'callback']);
    expect(synonymsOfTerm('ipn')).toContain('webhook');
    expect(synonymsOfTerm('notifications')).toContain('webhook');
    expect(synonymsOfTerm('versement')).toContain('payout');
    expect(synonymsOfTerm('sandbox')).toEqual(['bac a sable']);
    expect(synonymsOfTerm('flutter')).toEqual([]);
  });
});

describe('snippet', () => {
  it('marks the matched letters in the original spelling', () => {
    expect(snippet('Clé d’idempotence requise.', ['cle'])).toEqual([
      { text: 'Clé', match: true },
      { text: ' d’idempotence requise.', match: false },
    ]);
  });

  it('cuts long texts around the first match, on word boundaries', () => {
    const text = `${'mot '.repeat(40)}cible ${'suite '.repeat(40)}`.trim();
    const segments = snippet(text, ['cible']);
    expect(segments[0]).toEqual({ text: '…', match: false });
    expect(segments.at(-1)).toEqual({ text: '…', match: false });
    expect(segments.find((s) => s.match)?.text).toBe('cible');
    expect(segments.map((s) => s.text).join('').length).toBeLessThan(150);
  });
});

describe('groupByPage', () => {
  it('keeps the order of each page’s best result', () => {
    const groups = groupByPage(searchDocs(records, 'a'));
    expect(new Set(groups.map((g) => g.page)).size).toBe(groups.length);
  });
});
