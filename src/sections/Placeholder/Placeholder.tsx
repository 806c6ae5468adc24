import { paths } from '../../paths/paths';
import { ButtonLink, Container, Heading, Text } from '../../kit';
import * as styles from './Placeholder.css';

export interface PlaceholderProps {
  /** The page's only text, as the spec gives it (e.g. "Pricing Page"). */
  text: string;
  /** Where the visitor most likely meant to go (e.g. /tarif from /pricing), shown first. */
  next?: { label: string; href: string };
}

/** A registered page whose content the product has not defined yet (spec 2.2). */
export function Placeholder({ text, next }: PlaceholderProps) {
  return (
    <Container className={styles.placeholder}>
      <Heading level={1} size="3xl" lang="en">
        {text}
      </Heading>
      <Text tone="muted" align="center">
        Cette page n’a pas encore de contenu. Nos solutions et nos tarifs sont présentés ailleurs
        sur le site.
      </Text>
      <div className={styles.links}>
        {next ? <ButtonLink href={next.href}>{next.label}</ButtonLink> : null}
        <ButtonLink href={paths.home} variant="secondary">
          Retour à l’accueil
        </ButtonLink>
      </div>
    </Container>
  );
}
