import type { Feature } from '../../content/homeFeature';
import { Box, Heading, Icon, Text, type BoxProps } from '../../kit';
import * as styles from './FeatureList.css';

export interface FeatureListProps {
  /** Icon, title (an h3) and a sentence or two each. */
  features: readonly Feature[];
  /** `stack`: one column of plain rows; `tiles`: framed tiles, two columns from tablet up. */
  layout?: (typeof styles.featureListLayouts)[number];
}

const listLayout: Record<NonNullable<FeatureListProps['layout']>, BoxProps> = {
  stack: { display: 'flex', flexDirection: 'column', gap: 5 },
  tiles: { display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 2 }, gap: 4 },
};

/** Short features of a home-page section, each with its icon on a tinted square. */
export function FeatureList({ features, layout = 'stack' }: FeatureListProps) {
  return (
    <Box as="ul" listStyle="none" margin={0} padding={0} {...listLayout[layout]}>
      {features.map((feature) => (
        <li key={feature.id} className={styles.feature({ layout })}>
          <span className={styles.icon({ layout })}>
            <Icon glyph={feature.icon} />
          </span>
          <Heading level={3} size="md">
            {feature.title}
          </Heading>
          <Text size="sm" tone="muted">
            {feature.text}
          </Text>
        </li>
      ))}
    </Box>
  );
}
