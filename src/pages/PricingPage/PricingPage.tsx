import { paths } from '../../app/paths';
import { pricing } from '../../content/pricing';
import { site } from '../../content/site';
import { Button, Container } from '../../kit';
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
          <Button href={site.merchantRegisterUrl} size="lg">
            {pricing.plans.standard.action}
          </Button>
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
        <Button href={paths.faq} size="lg">
          {pricing.questions.faq}
        </Button>
        <Button href={paths.contactUs} variant="secondary" size="lg">
          {pricing.questions.contact}
        </Button>
      </CtaBand>
    </>
  );
}
