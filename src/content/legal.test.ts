import { describe, expect, it } from 'vitest';
import { legalDocumentIds, legalDocuments } from './legal';

describe.each(legalDocumentIds)('legal document %s', (id) => {
  const document = legalDocuments[id];

  it('has unique section anchors usable in a URL fragment', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const anchor of ids) expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has content in every section', () => {
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });
});

describe('legal notice', () => {
  it('leaves the registration numbers to be filled in rather than inventing them', () => {
    const facts = legalDocuments.mention.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        typeof block === 'object' && 'facts' in block ? block.facts : [],
      ),
    );
    const value = (term: string) => facts.find((fact) => fact.term === term)?.value;
    expect(value('RCCM')).toBeNull();
    expect(value('NINEA')).toBeNull();
    expect(value('Hébergeur')).toBeNull();
    // What the company knows about itself is filled in, not left blank like the rest.
    expect(value('Raison sociale')).toMatch(/\S/);
  });
});
