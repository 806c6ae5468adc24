import { lazy, useId } from 'react';
import type { DeveloperPlatformContent } from '../../content/homeDeveloperPlatform';
import { StaticPart } from '../../lib/StaticPart';
import { Box, ButtonLink, glyphs, Heading, Icon, Link } from '../../kit';
import { Band } from '../Band';
import { FeatureList } from '../FeatureList';
import { SectionIntro } from '../SectionIntro';
import * as styles from './DeveloperPlatform.css';
import { PluginMark } from './PluginMark';

// No control: the server's HTML carries it, and a hydrated page never fetches this chunk.
const DashboardPreview = lazy(() =>
  import('./DashboardPreview').then(({ DashboardPreview }) => ({ default: DashboardPreview })),
);

export interface DeveloperPlatformProps {
  /** Copy, features, plugins and documentation links (src/content/homeDeveloperPlatform.ts). */
  content: DeveloperPlatformContent;
}

/** The dashboard and the developer side: API, plugins and SDKs, with a way into the documentation. */
export function DeveloperPlatform({ content }: DeveloperPlatformProps) {
  const titleId = useId();
  const pluginsId = useId();
  return (
    <Band labelledBy={titleId} surface="sunken">
      <div className={styles.layout}>
        <Box display="flex" flexDirection="column" gap={8}>
          <SectionIntro
            id={titleId}
            eyebrow={content.eyebrow}
            title={content.title}
            lead={content.lead}
          />
          <FeatureList features={content.features} />
          <div className={styles.actions}>
            <ButtonLink href={content.docsHref} icon={<Icon glyph={glyphs.code} />}>
              {content.docsLabel}
            </ButtonLink>
            <Link href={content.compareHref}>{content.compareLabel}</Link>
          </div>
        </Box>
        <div className={styles.preview}>
          <StaticPart part={DashboardPreview} props={{}} content={DashboardPreview} />
        </div>
      </div>
      <div className={styles.plugins}>
        <Heading level={3} size="lg" id={pluginsId}>
          {content.pluginsTitle}
        </Heading>
        <Box
          as="ul"
          listStyle="none"
          margin={0}
          padding={0}
          className={styles.pluginList}
          aria-labelledby={pluginsId}
        >
          {content.plugins.map((plugin) => (
            <li key={plugin.id} className={styles.plugin}>
              <PluginMark name={plugin.name} className={styles.pluginMark} />
              <span>
                <span className={styles.pluginName}>{plugin.name}</span>
                <span className={styles.pluginKind}>{plugin.kind}</span>
              </span>
            </li>
          ))}
        </Box>
      </div>
    </Band>
  );
}
