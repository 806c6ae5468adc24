/** The Markdown version of a page, for tools and assistants: the page's own path plus `.md`. */
export const markdownTwinPath = (pagePath: string) => `${pagePath}.md`;

/** The llmstxt.org index of the documentation, and the whole documentation in one file. */
export const llmsPaths = { index: '/llms.txt', full: '/llms-full.txt' } as const;
