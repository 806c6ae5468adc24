// A docs page's content module asked for with `?outline`: its outline, made when the site is built
// (src/docsBuild/vite.ts).
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*.ts?outline' {
  const outline: import('./article').DocArticle;
  export default outline;
}
