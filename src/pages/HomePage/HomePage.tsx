import { Suspense } from 'react';
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
import { PaymentExperience } from '../../sections/PaymentExperience';
import { SolutionCards } from '../../sections/SolutionCards';
import { StatsCta } from '../../sections/StatsCta';
import { TestimonialsCarousel } from '../../sections/TestimonialsCarousel';

/**
 * The home page: the nine sections of spec 2.3, in order. Each section is its own Suspense
 * boundary so that React hydrates and commits the prerendered page one section at a time:
 * measured with Lighthouse, one boundary for the whole page meant ~30 ms tasks (×4 on its
 * mobile profile) blocking the main thread.
 */
export function HomePage() {
  return (
    <>
      <Suspense>
        <Hero content={hero} />
      </Suspense>
      <Suspense>
        <PaymentExperience content={paymentExperience} />
      </Suspense>
      <Suspense>
        <SolutionCards content={solutions} />
      </Suspense>
      <Suspense>
        <DeveloperPlatform content={developerPlatform} />
      </Suspense>
      <Suspense>
        <TestimonialsCarousel content={testimonials} />
      </Suspense>
      <Suspense>
        <PartnerStrip content={partners} />
      </Suspense>
      <Suspense>
        <StatsCta content={statsCta} />
      </Suspense>
      <Suspense>
        <FaqAccordion
          entries={faqEntries}
          eyebrow={homeFaq.eyebrow}
          title={homeFaq.title}
          more={{ label: homeFaq.allLabel, href: homeFaq.allHref }}
        />
      </Suspense>
      <Suspense>
        <NewsletterSignup content={newsletter} />
      </Suspense>
    </>
  );
}
