import { useId, useState } from 'react';
import { errorScreen } from '../../content/errors';
import { Button, Container, glyphs, Heading, Icon, Text } from '../../kit';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** The error that broke the route; its message is shown on request, as plain text. */
  error: unknown;
  /** Called by the reload button; defaults to reloading the page. */
  onReload?: () => void;
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'Unknown error');

/** The generic error screen for a route that could not load (spec 2.1, 8). */
export function ErrorScreen({ error, onReload }: ErrorScreenProps) {
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  return (
    <Container className={styles.screen} role="alert">
      <Icon glyph={glyphs.alert} size="xl" />
      <Heading level={1} size="2xl" lang="en">
        {errorScreen.title}
      </Heading>
      <Text tone="muted" align="center">
        {errorScreen.hint}
      </Text>
      <div className={styles.actions}>
        <Button onClick={onReload ?? (() => window.location.reload())}>{errorScreen.reload}</Button>
        <Button
          variant="secondary"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          lang="en"
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? errorScreen.hide : errorScreen.show}
        </Button>
      </div>
      <pre id={detailsId} className={styles.details} hidden={!showDetails} lang="en">
        {describe(error)}
      </pre>
    </Container>
  );
}
