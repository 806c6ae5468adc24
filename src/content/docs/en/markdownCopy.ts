// The English words of the documentation's Markdown versions: the links under each English
// page's title, and what an English twin says around and instead of the page's content.
import type { MarkdownCopy, MarkdownLinkLabels } from '../markdownCopy';

export const markdownLinksEn: MarkdownLinkLabels = {
  label: 'Markdown version of the page',
  view: 'View as Markdown',
  copy: 'Copy as Markdown',
  copying: 'Copying…',
  copied: 'Markdown copied',
  copiedStatus: 'The page’s Markdown is in the clipboard.',
  failed: 'Copying failed',
  failedStatus:
    'Copying failed: open the Markdown version with the “View as Markdown” link and copy it.',
};

export const markdownCopyEn: MarkdownCopy = {
  source: (pageUrl: string) => `> Markdown version of the page ${pageUrl}`,
  webPage: 'web page',
  widgets: {
    supportForm: (pageUrl: string) => `The contact form is on the web page: ${pageUrl}`,
    liveDemo: (pageUrl: string) => `The interactive demo is on the web page: ${pageUrl}`,
    sandboxSignup: (pageUrl: string) =>
      `The form that creates your sandbox is on the web page: ${pageUrl}; the call \`POST /api/v1/sandboxes\` does the same.`,
    logo: (background: string) => `Yonnee logo on a ${background} background (SVG)`,
  },
};
