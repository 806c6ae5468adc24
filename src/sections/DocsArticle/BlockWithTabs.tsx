import type { SampleTabsBlock } from '../../content/docs/article';
import { LanguageTabs } from '../LanguageTabs';

/**
 * The same sample in several languages, as tabs: a chunk of its own, so the pages that show code
 * without tabs (and the API reference's guide, whose calls bring the tabs with them) never load
 * the tabs. The chunk's one way in, its component the same at every render.
 */
export const renderSampleTabs = (block: SampleTabsBlock) => (
  <LanguageTabs samples={block.samples} label={block.label} />
);
