import { useId } from 'react';
import type { StatsCtaContent } from '../../content/homeStatsCta';
import { site } from '../../content/site';
import { Box, ButtonLink, Icon, VisuallyHidden } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './StatsCta.css';

export interface StatsCtaProps {
  /** Title, the four figures, the security badges and button labels (src/content/homeStatsCta.ts). */
  content: StatsCtaContent;
}

/** The figures that make the case, the security badges, and the way to open an account. */
export function StatsCta({ content }: StatsCtaProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId} surface="brand">
      <Box
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap={{ mobile: 10, desktop: 12 }}
      >
        <SectionIntro id={titleId} title={content.title} lead={content.lead} align="center" />
        <Box
          as="ul"
          display="grid"
          gridTemplateColumns={{ mobile: 2, desktop: 4 }}
          gap={{ mobile: 4, desktop: 6 }}
          listStyle="none"
          margin={0}
          padding={0}
          className={styles.stats}
        >
          {content.stats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              {/* "~" and "+" read badly aloud: assistive tech gets the words instead. */}
              <span className={styles.value} aria-hidden={stat.spoken !== stat.value || undefined}>
                {stat.value}
              </span>
              {stat.spoken !== stat.value ? <VisuallyHidden>{stat.spoken}</VisuallyHidden> : null}
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </Box>
        <Box
          as="ul"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          gap={3}
          listStyle="none"
          margin={0}
          padding={0}
        >
          {content.badges.map((badge) => (
            <li key={badge.id} className={styles.badge}>
              <Icon glyph={badge.icon} size="sm" className={styles.badgeIcon} />
              {badge.label}
            </li>
          ))}
        </Box>
        <div className={styles.actions}>
          <ButtonLink href={site.merchantRegisterUrl} size="lg">
            {content.startLabel}
          </ButtonLink>
          <ButtonLink href={content.pricingHref} size="lg" variant="secondary">
            {content.pricingLabel}
          </ButtonLink>
        </div>
      </Box>
    </Band>
  );
}
