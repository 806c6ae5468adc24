import { useId } from 'react';
import type { SolutionsContent } from '../../content/homeSolutions';
import { Box, Card, CardLink, glyphs, Heading, Icon, Text } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './SolutionCards.css';

export interface SolutionCardsProps {
  /** Title and the four solutions, each with its page (src/content/homeSolutions.ts). */
  content: SolutionsContent;
}

/** The four solutions as cards; each whole card leads to its page. */
export function SolutionCards({ content }: SolutionCardsProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId}>
      <SectionIntro
        id={titleId}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
      />
      <Box
        as="ul"
        display="grid"
        gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 4 }}
        gap={{ mobile: 4, tablet: 6 }}
        listStyle="none"
        marginTop={{ mobile: 10, desktop: 12 }}
        marginX={0}
        marginBottom={0}
        padding={0}
      >
        {content.items.map((solution) => (
          <Card as="li" key={solution.id} interactive variant="outlined" className={styles.card}>
            <span className={styles.icon}>
              <Icon glyph={solution.icon} size="lg" />
            </span>
            <Heading level={3} size="lg">
              <CardLink href={solution.href}>{solution.title}</CardLink>
            </Heading>
            <Text size="sm" tone="muted" className={styles.text}>
              {solution.text}
            </Text>
            <span className={styles.more} aria-hidden="true">
              {content.more}
              <Icon glyph={glyphs.arrowRight} size="sm" />
            </span>
          </Card>
        ))}
      </Box>
    </Band>
  );
}
