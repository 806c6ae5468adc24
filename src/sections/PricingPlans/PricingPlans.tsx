import { useId } from 'react';
import { paths } from '../../paths/paths';
import { pricing } from '../../content/pricing';
import { site } from '../../content/site';
import { ButtonLink, Card, glyphs, Heading, Icon, Text } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './PricingPlans.css';

const plans = [
  { ...pricing.plans.standard, href: site.merchantRegisterUrl, featured: true },
  { ...pricing.plans.custom, href: paths.contactUs, featured: false },
] as const;

/** The standard account beside the custom offer, each with its call to action. */
export function PricingPlans() {
  const titleId = useId();
  return (
    <Band labelledBy={titleId}>
      <div className={styles.stack}>
        <SectionIntro id={titleId} title={pricing.plans.title} />
        <ul className={styles.list}>
          {plans.map((plan) => (
            <Card
              as="li"
              key={plan.name}
              variant={plan.featured ? 'elevated' : 'outlined'}
              className={styles.plan}
              data-featured={plan.featured ? '' : undefined}
            >
              <Heading level={3} size="lg">
                {plan.name}
              </Heading>
              <Text size="xl" weight="bold" tone="brand">
                {plan.price}
              </Text>
              <Text tone="muted">{plan.summary}</Text>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature} className={styles.feature}>
                    <Icon glyph={glyphs.check} className={styles.check} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className={styles.action}>
                <ButtonLink
                  href={plan.href}
                  variant={plan.featured ? 'primary' : 'secondary'}
                  size="lg"
                  fullWidth
                >
                  {plan.action}
                </ButtonLink>
              </div>
            </Card>
          ))}
        </ul>
      </div>
    </Band>
  );
}
