import { paths } from '../../app/paths';
import { ButtonLink, Container, Heading, Text } from '../../kit';
import * as styles from './Placeholder.css';

export interface PlaceholderProps {
  /** The page's only text, as the spec gives it (e.g. "Pricing Page"). */
  text: string;
}

/** A registered page whose content the product has not defined yet (spec 2.2). */
export function Placeholder({ text }: PlaceholderProps) {
  return (
    <Container className={styles.placeholder}>
      <Heading level={1} size="3xl" lang="en">
        {text}
      </Heading>
      <Text tone="muted" align="center">
        Cette page n’a pas encore de contenu. Nos solutions et nos tarifs sont présentés ailleurs
        sur le site.
      </Text>
      <ButtonLink href={paths.home} variant="secondary">
        Retour à l’accueil
      </ButtonLink>
    </Container>
  );
}
