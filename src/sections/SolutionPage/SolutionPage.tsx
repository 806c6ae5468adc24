import { useId } from 'react';
import { docsPath, paths } from '../../paths/paths';
import { site } from '../../content/site';
import type { SolutionContent } from '../../content/solutions';
import { ButtonLink, Card, glyphs, Grid, Heading, Icon, Link, Text } from '../../kit';
import { Band } from '../Band';
import { CtaBand } from '../CtaBand';
import { FeatureGrid } from '../FeatureGrid';
import { PageHero } from '../PageHero';
import { SectionIntro } from '../SectionIntro';
import * as styles from './SolutionPage.css';

export interface SolutionPageProps {
  /** The solution to present: every text of the page comes from it. */
  content: SolutionContent;
}

/** Labels of the calls to action, the same on every solution page. */
export const solutionActions = {
  register: 'Créer un compte',
  contact: 'Contactez-nous',
  docsTitle: 'Pour les développeurs',
} as const;

function Actions() {
  return (
    <>
      <ButtonLink href={site.merchantRegisterUrl} size="lg">
        {solutionActions.register}
      </ButtonLink>
      <ButtonLink href={paths.contactUs} variant="secondary" size="lg">
        {solutionActions.contact}
      </ButtonLink>
    </>
  );
}

/** The shared layout of the solution pages: hero, benefits, steps, use cases, call to action. */
export function SolutionPage({ content }: SolutionPageProps) {
  const stepsId = useId();
  const docsId = useId();
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        actions={<Actions />}
        aside={
          <Card as="ul" variant="elevated" className={styles.highlights} aria-label="En bref">
            {content.highlights.map((highlight) => (
              <li key={highlight} className={styles.highlight}>
                <Icon glyph={glyphs.success} className={styles.highlightIcon} />
                <span>{highlight}</span>
              </li>
            ))}
          </Card>
        }
      />

      <FeatureGrid title={content.benefitsTitle} items={content.benefits} />

      <Band labelledBy={stepsId} surface="sunken">
        <div className={styles.stack}>
          <SectionIntro id={stepsId} title={content.stepsTitle} />
          <Grid
            as="ol"
            columns={{ mobile: 1, tablet: 2, desktop: 4 }}
            gap={6}
            className={styles.list}
          >
            {content.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Heading level={3} size="lg">
                  {step.title}
                </Heading>
                <Text tone="muted">{step.text}</Text>
              </li>
            ))}
          </Grid>
        </div>
      </Band>

      <FeatureGrid title={content.useCasesTitle} items={content.useCases} columns={2} />

      {content.docs ? (
        <Band labelledBy={docsId} surface="sunken" spacing="compact">
          <div className={styles.docs}>
            <Icon glyph={glyphs.code} size="xl" className={styles.docsIcon} />
            <div className={styles.docsText}>
              <Heading level={2} size="xl" id={docsId}>
                {solutionActions.docsTitle}
              </Heading>
              <Text tone="muted">{content.docs.text}</Text>
              <Link href={docsPath(content.docs.page)} className={styles.docsLink}>
                {content.docs.label}
                <Icon glyph={glyphs.arrowRight} size="sm" />
              </Link>
            </div>
          </div>
        </Band>
      ) : null}

      <CtaBand title={content.cta.title} text={content.cta.text}>
        <Actions />
      </CtaBand>
    </>
  );
}
