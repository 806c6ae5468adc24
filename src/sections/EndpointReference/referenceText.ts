import type { ConsoleLabels, EndpointDoc, ReferenceLabels } from '../../content/docs/apiReference';
import type { ReferenceEndpoint } from '../../docsBuild/apiReference';
import type { ReferenceEndpointId } from '../../content/docs/types';

/** The API reference in one language: the built data and the prose around it. */
export interface ReferenceText {
  reference: Record<ReferenceEndpointId, ReferenceEndpoint>;
  endpointDocs: Record<ReferenceEndpointId, EndpointDoc>;
  labels: ReferenceLabels;
  consoleLabels: ConsoleLabels;
}

/** The English reference, a chunk of its own: French pages never load it. */
export const loadEnglishReference = (): Promise<ReferenceText> =>
  Promise.all([
    import('virtual:yonnee-api-reference-en'),
    import('../../content/docs/en/apiReference'),
  ]).then(([built, prose]) => ({
    reference: built.default,
    endpointDocs: prose.endpointDocs,
    labels: prose.referenceLabels,
    consoleLabels: prose.consoleLabels,
  }));
