// Every page's content at once, for build-time tools (the search index). Browser code loads
// pages one by one through docsContentLoaders instead.
import { docsPages } from '../../../app/paths';
import { android } from '../android';
import { api } from '../api';
import { changelog } from '../changelog';
import { compatibilite } from '../compatibilite';
import { flutter } from '../flutter';
import { identitegraphique } from '../identitegraphique';
import { introduction } from '../introduction';
import { mass } from '../mass';
import { prerequis } from '../prerequis';
import { presentation } from '../presentation';
import { saas } from '../saas';
import { support } from '../support';
import { versement } from '../versement';
import { widget } from '../widget';
import type { DocPageContent } from '../types';

const byPage = {
  presentation,
  introduction,
  prerequis,
  api,
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
