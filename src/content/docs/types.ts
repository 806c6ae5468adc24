import type { DocsPage } from '../../paths/paths';
import type { CodeLanguage } from '../../kit/CodeBlock/highlight';
import type { Glyph } from '../../kit/Icon';

/**
 * Text with a little inline markup, parsed by the docs renderer into elements (never HTML):
 * `code`, **strong**, [label](href) — an href starting with / or # stays in the site — and
 * {{English words}}, marked `lang="en"` for screen readers.
 */
export type Inline = string;

/** The calls of the merchant API that the reference documents (spec 7). */
export type ReferenceEndpointId =
  | 'payInMobile'
  | 'payInCard'
  | 'createPaymentLink'
  | 'listTransactions'
  | 'getBalance'
  | 'getTransactionStatus'
  | 'listPaymentMethods'
  | 'createPayout'
  | 'addPayoutContact'
  | 'listPayouts'
  | 'createMassPayout'
  | 'listMassPayouts';

export interface CodeSample {
  code: string;
  language: CodeLanguage;
  /** Caption above the code: a file name, "Terminal"… */
  label?: string;
  /** What the copy button copies, for its accessible name. */
  copyContext?: string;
}

export interface IntegrationMode {
  name: string;
  /** Where the mode is documented. */
  href: string;
  /** One value per criterion, in the order of `criteria`. */
  values: string[];
}

export type DocBlock =
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'list'; items: Inline[]; ordered?: boolean }
  | { kind: 'code'; sample: CodeSample }
  | {
      kind: 'callout';
      tone: 'info' | 'warning' | 'success';
      title: string;
      text: Inline;
    }
  | {
      kind: 'table';
      caption: string;
      columns: string[];
      rows: Inline[][];
    }
  | { kind: 'definitions'; items: { term: Inline; description: Inline }[] }
  | { kind: 'features'; items: { icon: Glyph; title: string; text: Inline }[] }
  | {
      kind: 'steps';
      items: { title: string; text: Inline; sample?: CodeSample }[];
    }
  | { kind: 'endpointUrl'; method: 'GET' | 'POST'; url: string }
  /** The same code in curl, JavaScript, PHP and Python, as the reference's tabs show it. */
  | {
      kind: 'languageSamples';
      /** What the samples do: names the tabs and their copy buttons. */
      label: string;
      samples: { curl: string; javascript: string; php: string; python: string };
    }
  | { kind: 'integrationModes'; caption: string; criteria: string[]; modes: IntegrationMode[] }
  | {
      kind: 'changes';
      items: { type: 'added' | 'improved' | 'fixed'; text: Inline }[];
    }
  /** The reference of one call: URL, headers, fields, samples, answer, errors and the console. */
  | { kind: 'endpoint'; id: ReferenceEndpointId }
  /** Interactive parts whose text lives with their own components. */
  | { kind: 'widget'; name: 'supportContact' | 'officeMap' | 'brandLogos' | 'sandboxSignup' }
  /** A live demo of the hosted payment page: a sandbox link, embedded or opened. */
  | { kind: 'widget'; name: 'checkoutDemo'; mode: 'embed' | 'open' };

export interface DocSubsection {
  /** Anchor of the heading (h3); spec anchors such as `sdk` are kept as they are. */
  id: string;
  title: string;
  blocks: DocBlock[];
}

export interface DocSection {
  /** Anchor of the heading (h2). */
  id: string;
  title: string;
  blocks: DocBlock[];
  subsections?: DocSubsection[];
}

/** One page of the documentation: its lead under the h1, then its sections. */
export interface DocPageContent {
  page: DocsPage;
  lead: Inline;
  sections: DocSection[];
}

/** The side navigation's groups, in reading order. */
export interface DocsNavGroup {
  title: string;
  pages: DocsPage[];
}
