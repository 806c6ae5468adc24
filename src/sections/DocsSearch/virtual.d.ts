// Made at build time by the docs data plugin (src/docsBuild/vite.ts).
// An ambient module cannot import relative paths, so its types are named with import().
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:yonnee-docs-search' {
  const records: import('./search').SearchRecord[];
  export default records;
}
declare module 'virtual:yonnee-docs-search-en' {
  const records: import('./search').SearchRecord[];
  export default records;
}
