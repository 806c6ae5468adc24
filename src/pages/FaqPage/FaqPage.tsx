import { HydrationChunk } from '../../lib/HydrationChunk';
import { docsPath, paths } from '../../paths/paths';
import { faqPage } from '../../content/faqPage';
import { ButtonLink } from '../../kit';
import { CtaBand } from '../../sections/CtaBand';
import { FaqAccordion } from '../../sections/FaqAccordion';
import { PageHero } from '../../sections/PageHero';

/** /faq: the home page's questions and the others, grouped by theme, each hydrated on its own. */
export function FaqPage() {
  return (
    <>
      <PageHero title={faqPage.title} lead={faqPage.lead} />
      {faqPage.groups.map((group) => (
        <HydrationChunk key={group.title}>
          <FaqAccordion title={group.title} entries={group.entries} />
        </HydrationChunk>
      ))}
      <CtaBand title={faqPage.cta.title} text={faqPage.cta.text}>
        <ButtonLink href={paths.contactUs} size="lg">
          {faqPage.cta.contact}
        </ButtonLink>
        <ButtonLink href={docsPath('presentation')} variant="secondary" size="lg">
          {faqPage.cta.docs}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
