import { useId } from 'react';
import { Card, Grid, Heading, Icon, Text, type Glyph } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './FeatureGrid.css';

/** One card of the grid. */
export interface FeatureItem {
  /** Decorative glyph above the title. */
  icon?: Glyph;
  title: string;
  text: string;
}

export const featureColumns = [2, 3, 4] as const;

export interface FeatureGridProps {
  /** Section heading (h2); each card's title is an h3. */
  title: string;
  /** Optional sentence under the heading. */
  intro?: string;
  items: readonly FeatureItem[];
  /** Columns from the desktop breakpoint; two from tablet, one on phones. */
  columns?: (typeof featureColumns)[number];
  /** `sunken` tints the whole section, to separate it from its neighbours. */
  surface?: 'page' | 'sunken';
}

/** A titled section of cards: benefits, values, use cases. */
export function FeatureGrid({
  title,
  intro,
  items,
  columns = 4,
  surface = 'page',
}: FeatureGridProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId} surface={surface}>
      <div className={styles.stack}>
        <SectionIntro id={titleId} title={title} lead={intro} />
        <Grid
          as="ul"
          columns={{ mobile: 1, tablet: 2, desktop: columns }}
          gap={4}
          className={styles.list}
        >
          {items.map((item) => (
            <Card as="li" key={item.title} variant={surface === 'sunken' ? 'outlined' : 'sunken'}>
              {item.icon ? (
                <span className={styles.iconTile}>
                  <Icon glyph={item.icon} size="lg" />
                </span>
              ) : null}
              <Heading level={3} size="lg">
                {item.title}
              </Heading>
              <Text tone="muted">{item.text}</Text>
            </Card>
          ))}
        </Grid>
      </div>
    </Band>
  );
}
