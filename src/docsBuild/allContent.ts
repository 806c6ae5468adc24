// Every page's content at once, for build-time tools (the search index). Browser code loads
// pages one by one through docsContentLoaders instead.
import { docsPages, type DocsLocale } from '../paths/paths';
import { android } from '../content/docs/android';
import { api } from '../content/docs/api';
import { changelog } from '../content/docs/changelog';
import { compatibilite } from '../content/docs/compatibilite';
import { flutter } from '../content/docs/flutter';
import { identitegraphique } from '../content/docs/identitegraphique';
import { introduction } from '../content/docs/introduction';
import { mass } from '../content/docs/mass';
import { notifications } from '../content/docs/notifications';
import { prerequis } from '../content/docs/prerequis';
import { presentation } from '../content/docs/presentation';
import { saas } from '../content/docs/saas';
import { support } from '../content/docs/support';
import { versement } from '../content/docs/versement';
import { widget } from '../content/docs/widget';
import * as english from '../content/docs/en';
import type { DocPageContent } from '../content/docs/types';

const byPage = {
  presentation,
  introduction,
  prerequis,
  api,
  notifications,
  widget,
  saas,
  flutter,
  android,
  versement,
  mass,
  support,
  identitegraphique,
  compatibilite,
  changelog,
};

/** Every documentation page, in the order of the route table. */
export const allDocsContent: DocPageContent[] = docsPages.map((page) => byPage[page]);

/** Every documentation page in English, in the same order. */
export const allDocsContentEn: DocPageContent[] = docsPages.map((page) => english[page]);

/** Each language's pages, for tools that write both (search indexes, Markdown). */
export const allDocsContentOf: Record<DocsLocale, DocPageContent[]> = {
  fr: allDocsContent,
  en: allDocsContentEn,
};
