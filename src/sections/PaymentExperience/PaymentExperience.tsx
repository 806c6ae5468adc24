import { useId } from 'react';
import type { PaymentExperienceContent } from '../../content/homePaymentExperience';
import { Box, Heading } from '../../kit';
import { Band } from '../Band';
import { FeatureList } from '../FeatureList';
import { SectionIntro } from '../SectionIntro';
import * as styles from './PaymentExperience.css';

export interface PaymentExperienceProps {
  /** Title, the customer's three steps and the four promises (src/content/homePaymentExperience.ts). */
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
        <Box display="flex" flexDirection="column" gap={6}>
          <Heading level={3} size="lg" id={stepsId}>
            {content.stepsTitle}
          </Heading>
          <Box
            as="ol"
            display="flex"
            flexDirection="column"
            gap={2}
            listStyle="none"
            margin={0}
            padding={0}
            className={styles.steps}
            aria-labelledby={stepsId}
          >
            {content.steps.map((step) => (
              <li key={step.id} className={styles.step}>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </Box>
        </Box>
        <FeatureList features={content.features} layout="tiles" />
      </div>
    </Band>
  );
}
