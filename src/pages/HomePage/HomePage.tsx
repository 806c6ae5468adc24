import { HydrationChunk } from '../../lib/HydrationChunk';
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

/** The home page: the nine sections of spec 2.3, in order, each hydrated on its own. */
export function HomePage() {
  return (
    <>
      <HydrationChunk>
        <Hero content={hero} />
      </HydrationChunk>
      <HydrationChunk>
        <PaymentExperience content={paymentExperience} />
      </HydrationChunk>
      <HydrationChunk>
        <SolutionCards content={solutions} />
      </HydrationChunk>
      <HydrationChunk>
        <DeveloperPlatform content={developerPlatform} />
      </HydrationChunk>
      <HydrationChunk>
        <TestimonialsCarousel content={testimonials} />
      </HydrationChunk>
      <HydrationChunk>
        <PartnerStrip content={partners} />
      </HydrationChunk>
      <HydrationChunk>
        <StatsCta content={statsCta} />
      </HydrationChunk>
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
