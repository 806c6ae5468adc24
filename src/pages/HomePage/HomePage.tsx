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

/** The home page: the nine sections of spec 2.3, in order. */
export function HomePage() {
  return (
    <>
      <Hero content={hero} />
      <PaymentExperience content={paymentExperience} />
      <SolutionCards content={solutions} />
      <DeveloperPlatform content={developerPlatform} />
      <TestimonialsCarousel content={testimonials} />
      <PartnerStrip content={partners} />
      <StatsCta content={statsCta} />
      <FaqAccordion
        entries={faqEntries}
        eyebrow={homeFaq.eyebrow}
        title={homeFaq.title}
        more={{ label: homeFaq.allLabel, href: homeFaq.allHref }}
      />
      <NewsletterSignup content={newsletter} />
    </>
  );
}
