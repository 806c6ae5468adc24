import { useId } from 'react';
import type { PaymentExperienceContent } from '../../content/home';
import { Heading, Icon, Text } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './PaymentExperience.css';

export interface PaymentExperienceProps {
  /** Title, the customer's three steps and the four promises (src/content/home.ts). */
  content: PaymentExperienceContent;
}

/** How paying with Yonnee feels: the customer's path in three steps, and what the merchant gets. */
export function PaymentExperience({ content }: PaymentExperienceProps) {
  const titleId = useId();
  const stepsId = useId();
  return (
    <Band labelledBy={titleId} surface="sunken">
      <SectionIntro
        id={titleId}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Heading level={3} size="lg" id={stepsId}>
            {content.stepsTitle}
          </Heading>
          <ol className={styles.steps} aria-labelledby={stepsId}>
            {content.steps.map((step) => (
              <li key={step.id} className={styles.step}>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <ul className={styles.features}>
          {content.features.map((feature) => (
            <li key={feature.id} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon name={feature.icon} />
              </span>
              <Heading level={3} size="md">
                {feature.title}
              </Heading>
              <Text size="sm" tone="muted">
                {feature.text}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </Band>
  );
}
