import { lazy } from 'react';
import { DeferredPart } from '../../lib/DeferredPart';
import { HydrationChunk } from '../../lib/HydrationChunk';
import { StaticPart } from '../../lib/StaticPart';
import { hero } from '../../content/homeHero';
import { Hero } from '../../sections/Hero';
import * as styles from './HomePage.css';

// Sections with no control (no state, no handler): the server's HTML carries them, and a hydrated
// page neither hydrates them nor fetches their code (see StaticPart). Their code and their words are
// chunks of their own, which only a home page rendered in the browser fetches (a visit from another
// page of the site): the page's chunk carries the words of the sections it hydrates, no others.
const PaymentExperience = lazy(() =>
  Promise.all([
    import('../../sections/PaymentExperience'),
    import('../../content/homePaymentExperience'),
  ]).then(([{ PaymentExperience }, { paymentExperience }]) => ({
    default: () => <PaymentExperience content={paymentExperience} />,
  })),
);
const SolutionCards = lazy(() =>
  Promise.all([import('../../sections/SolutionCards'), import('../../content/homeSolutions')]).then(
    ([{ SolutionCards }, { solutions }]) => ({
      default: () => <SolutionCards content={solutions} />,
    }),
  ),
);
const StatsCta = lazy(() =>
  Promise.all([import('../../sections/StatsCta'), import('../../content/homeStatsCta')]).then(
    ([{ StatsCta }, { statsCta }]) => ({ default: () => <StatsCta content={statsCta} /> }),
  ),
);

// Sections with controls below the fold: they work before their script (links load their page,
// the answers are native <details>, the form posts to the server; the carousel's and the strip's
// buttons say they wait for it) and hydrate when they near the viewport, their code and words
// fetched then (see DeferredPart), out of the page's first load and first tasks.
const loadDeveloperPlatform = () =>
  Promise.all([
    import('../../sections/DeveloperPlatform'),
    import('../../content/homeDeveloperPlatform'),
  ]).then(([{ DeveloperPlatform }, { developerPlatform }]) => () => (
    <DeveloperPlatform content={developerPlatform} />
  ));
const loadTestimonials = () =>
  Promise.all([
    import('../../sections/TestimonialsCarousel'),
    import('../../content/homeTestimonials'),
  ]).then(([{ TestimonialsCarousel }, { testimonials }]) => () => (
    <TestimonialsCarousel content={testimonials} />
  ));
const loadPartners = () =>
  Promise.all([import('../../sections/PartnerStrip'), import('../../content/homePartners')]).then(
    ([{ PartnerStrip }, { partners }]) =>
      () => <PartnerStrip content={partners} />,
  );
const loadFaq = () =>
  Promise.all([
    import('../../sections/FaqAccordion'),
    import('../../content/faq'),
    import('../../content/homeFaq'),
  ]).then(([{ FaqAccordion }, { faqEntries }, { homeFaq }]) => () => (
    <FaqAccordion
      entries={faqEntries}
      eyebrow={homeFaq.eyebrow}
      title={homeFaq.title}
      more={{ label: homeFaq.allLabel, href: homeFaq.allHref }}
    />
  ));
const loadNewsletter = () =>
  Promise.all([
    import('../../sections/NewsletterSignup'),
    import('../../content/homeNewsletter'),
  ]).then(([{ NewsletterSignup }, { newsletter }]) => () => (
    <NewsletterSignup content={newsletter} />
  ));

/** The home page: the nine sections of spec 2.3, in order, each hydrated on its own, when near, or never. */
export function HomePage() {
  return (
    <>
      <HydrationChunk>
        <Hero content={hero} />
      </HydrationChunk>
      {/* Each part brings its words: the part itself is what it shows. */}
      <StaticPart part={PaymentExperience} props={{}} content={PaymentExperience} />
      <div className={styles.belowFirstScreen}>
        <StaticPart part={SolutionCards} props={{}} content={SolutionCards} />
        <DeferredPart load={loadDeveloperPlatform} />
        <DeferredPart load={loadTestimonials} />
        <DeferredPart load={loadPartners} />
        <StaticPart part={StatsCta} props={{}} content={StatsCta} />
        <DeferredPart load={loadFaq} />
        <DeferredPart load={loadNewsletter} />
      </div>
    </>
  );
}
