import { lazy } from 'react';
import { HydrationChunk } from '../../lib/HydrationChunk';
import { StaticPart } from '../../lib/StaticPart';
import { faqEntries } from '../../content/faq';
import {
  developerPlatform,
  hero,
  homeFaq,
  newsletter,
  partners,
  paymentExperience,
  solutions,
  statsCta,
  testimonials,
} from '../../content/home';
import { DeveloperPlatform } from '../../sections/DeveloperPlatform';
import { FaqAccordion } from '../../sections/FaqAccordion';
import { Hero } from '../../sections/Hero';
import { NewsletterSignup } from '../../sections/NewsletterSignup';
import { PartnerStrip } from '../../sections/PartnerStrip';
import { TestimonialsCarousel } from '../../sections/TestimonialsCarousel';

// Sections with no control (no state, no handler): the server's HTML carries them, and a hydrated
// page neither hydrates them nor fetches their code (see StaticPart), a chunk of its own that only
// a home page rendered in the browser fetches (a visit from another page of the site).
const PaymentExperience = lazy(() =>
  import('../../sections/PaymentExperience').then(({ PaymentExperience }) => ({
    default: PaymentExperience,
  })),
);
const SolutionCards = lazy(() =>
  import('../../sections/SolutionCards').then(({ SolutionCards }) => ({
    default: SolutionCards,
  })),
);
const StatsCta = lazy(() =>
  import('../../sections/StatsCta').then(({ StatsCta }) => ({ default: StatsCta })),
);

/** The home page: the nine sections of spec 2.3, in order, each hydrated on its own or never. */
export function HomePage() {
  return (
    <>
      <HydrationChunk>
        <Hero content={hero} />
      </HydrationChunk>
      <StaticPart
        part={PaymentExperience}
        props={{ content: paymentExperience }}
        content={paymentExperience}
      />
      <StaticPart part={SolutionCards} props={{ content: solutions }} content={solutions} />
      <HydrationChunk>
        <DeveloperPlatform content={developerPlatform} />
      </HydrationChunk>
      <HydrationChunk>
        <TestimonialsCarousel content={testimonials} />
      </HydrationChunk>
      <HydrationChunk>
        <PartnerStrip content={partners} />
      </HydrationChunk>
      <StaticPart part={StatsCta} props={{ content: statsCta }} content={statsCta} />
      <HydrationChunk>
        <FaqAccordion
          entries={faqEntries}
          eyebrow={homeFaq.eyebrow}
          title={homeFaq.title}
          more={{ label: homeFaq.allLabel, href: homeFaq.allHref }}
        />
      </HydrationChunk>
      <HydrationChunk>
        <NewsletterSignup content={newsletter} />
      </HydrationChunk>
    </>
  );
}
