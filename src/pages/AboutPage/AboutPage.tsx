import { paths } from '../../paths/paths';
import { about } from '../../content/about';
import { site } from '../../content/site';
import { Badge, ButtonLink, Text } from '../../kit';
import { CtaBand } from '../../sections/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid';
import { PageHero } from '../../sections/PageHero';
import { TextSection } from '../../sections/TextSection';
import * as styles from './AboutPage.css';

/** /contact: who we are. */
export function AboutPage() {
  return (
    <>
      <PageHero title={about.title} lead={about.lead} />
      <TextSection title={about.mission.title}>
        {about.mission.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
      </TextSection>
      <FeatureGrid title={about.audience.title} items={about.audience.items} surface="sunken" />
      <FeatureGrid title={about.values.title} items={about.values.items} />
      <TextSection title={about.countries.title}>
        <Text size="lg">{about.countries.text}</Text>
        <ul className={styles.countries}>
          {about.countries.list.map((country) => (
            <li key={country}>
              <Badge tone="brand" className={styles.country}>
                {country}
              </Badge>
            </li>
          ))}
        </ul>
      </TextSection>
      <CtaBand title={about.cta.title} text={about.cta.text}>
        <ButtonLink href={paths.contactUs} size="lg">
          {about.cta.contact}
        </ButtonLink>
        <ButtonLink href={site.merchantRegisterUrl} variant="secondary" size="lg">
          {about.cta.register}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
