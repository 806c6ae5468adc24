import { lazy } from 'react';
import { HydrationChunk } from '../../lib/HydrationChunk';
import { ServerHtmlSlot } from '../../lib/ServerHtmlSlot';
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

// Sections with no control (no state, no handler): the server's HTML carries them, a hydrated
// page never fetches their code nor hydrates them (see ServerHtmlSlot).
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
      <ServerHtmlSlot>
        <PaymentExperience content={paymentExperience} />
      </ServerHtmlSlot>
      <ServerHtmlSlot>
        <SolutionCards content={solutions} />
      </ServerHtmlSlot>
      <HydrationChunk>
        <DeveloperPlatform content={developerPlatform} />
      </HydrationChunk>
      <HydrationChunk>
        <TestimonialsCarousel content={testimonials} />
      </HydrationChunk>
      <HydrationChunk>
        <PartnerStrip content={partners} />
      </HydrationChunk>
      <ServerHtmlSlot>
        <StatsCta content={statsCta} />
      </ServerHtmlSlot>
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
