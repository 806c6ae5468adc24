import { useId } from 'react';
import { paths } from '../../paths/paths';
import type { HeroContent } from '../../content/homeHero';
import { site } from '../../content/site';
import { ButtonLink, Container, glyphs, Heading, Icon, Text } from '../../kit';
import * as styles from './Hero.css';
import { HeroIllustration } from './HeroIllustration';

export interface HeroProps {
  /** Headline, subtitle and button labels (src/content/homeHero.ts). */
  content: HeroContent;
}

/** The home page's opening: the page's h1, the promise, and the two ways in. */
export function Hero({ content }: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.hero}>
      <Container className={styles.layout}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <Heading level={1} size="4xl" id={titleId} className={styles.title}>
            {content.title}
          </Heading>
          <Text size="lg" tone="muted" className={styles.subtitle}>
            {content.subtitle}
          </Text>
          <div className={styles.actions}>
            <ButtonLink href={site.merchantRegisterUrl} size="lg" className={styles.action}>
              {content.startLabel}
            </ButtonLink>
            <ButtonLink
              href={paths.contactUs}
              size="lg"
              variant="secondary"
              className={styles.action}
            >
              {content.contactLabel}
            </ButtonLink>
          </div>
          <ul className={styles.highlights}>
            {content.highlights.map((item) => (
              <li key={item} className={styles.highlight}>
                <Icon glyph={glyphs.check} size="sm" className={styles.highlightIcon} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className={styles.art} />
      </Container>
    </section>
  );
}
