import { paths } from '../../paths/paths';
import { pricing } from '../../content/pricing';
import { site } from '../../content/site';
import { ButtonLink, Container } from '../../kit';
import { CtaBand } from '../../sections/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid';
import { FeeSimulator } from '../../sections/FeeSimulator';
import { PageHero } from '../../sections/PageHero';
import { PricingPlans } from '../../sections/PricingPlans';
import * as styles from './PricingPage.css';

/** /tarif: no monthly subscription on standard accounts, a commission per payment. */
export function PricingPage() {
  return (
    <>
      <PageHero
        title={pricing.title}
        lead={pricing.lead}
        actions={
          <ButtonLink href={site.merchantRegisterUrl} size="lg">
            {pricing.plans.standard.action}
          </ButtonLink>
        }
      />
      <PricingPlans />
      <FeatureGrid
        title={pricing.howItWorks.title}
        items={pricing.howItWorks.items}
        columns={3}
        surface="sunken"
      />
      <Container className={styles.simulator}>
        <FeeSimulator />
      </Container>
      <CtaBand title={pricing.questions.title} text={pricing.questions.text}>
        <ButtonLink href={paths.faq} size="lg">
          {pricing.questions.faq}
        </ButtonLink>
        <ButtonLink href={paths.contactUs} variant="secondary" size="lg">
          {pricing.questions.contact}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
