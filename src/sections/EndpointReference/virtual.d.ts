// Made at build time by the docs data plugin (src/docsBuild/vite.ts).
// An ambient module cannot import relative paths, so its types are named with import().
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:yonnee-api-reference' {
  const reference: Record<
    import('../../content/docs/types').ReferenceEndpointId,
    import('../../docsBuild/apiReference').ReferenceEndpoint
  >;
  export default reference;
}
declare module 'virtual:yonnee-api-reference-en' {
  const reference: Record<
    import('../../content/docs/types').ReferenceEndpointId,
    import('../../docsBuild/apiReference').ReferenceEndpoint
  >;
  export default reference;
}
