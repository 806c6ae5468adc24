// The Postman collection of the merchant API, converted from the OpenAPI document by
// openapi-to-postmanv2: `npm run build` writes it for the docs' download link, and
// server/apiDocument.test.ts runs the same conversion with newman. Parameters and bodies come
// from the document's examples (Postman's import option "Example"): with the default, "Schema",
// every field is a placeholder such as "<number>" that no API accepts.
import Converter from 'openapi-to-postmanv2';

export const POSTMAN_COLLECTION_FILE = 'yonnee-api.postman_collection.json';

/**
 * The merchant's calls only: the hosted payment page's calls (`x-sandbox-assumption`) belong
 * to the payer's page, and need a link that a collection cannot know in advance.
 * @param {{ paths: Record<string, Record<string, { 'x-sandbox-assumption'?: boolean }>> }} document
 */
export function merchantDocument(document) {
  const paths = Object.fromEntries(
    Object.entries(document.paths)
      .map(([path, item]) => [
        path,
        Object.fromEntries(
          Object.entries(item).filter(([, operation]) => !operation['x-sandbox-assumption']),
        ),
      ])
      .filter(([, item]) => Object.keys(item).length > 0),
  );
  return { ...document, paths };
}

/**
 * Converts the document into a Postman collection (v2.1). Credentials are environment
 * variables: `bearerToken` (the JWT), `apiKey` and `apiToken`.
 * @param {object} document
 * @returns {Promise<object>}
 */
export function postmanCollection(document) {
  return new Promise((resolve, reject) => {
    // The converter resolves references in place: it gets a copy.
    const data = structuredClone(merchantDocument(document));
    Converter.convert(
      { type: 'json', data },
      { requestParametersResolution: 'Example', parametersResolution: 'Example' },
      (error, result) => {
        if (error) reject(error);
        else if (!result.result) reject(new Error(`openapi-to-postmanv2: ${result.reason}`));
        else resolve(result.output[0].data);
      },
    );
  });
}
