import { Box, Button, Heading, Text } from '@yonnee/kit';
import { Component, useId, useState, type ReactNode } from 'react';
import { retryFailedScreens } from './lazyScreen';

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Spec 2.1's generic error screen, for a screen that could not load (its chunk did not arrive,
 * or it threw): "Something went wrong!", a Show Error / Hide Error toggle, and « Réessayer »,
 * which loads it again without a reload (a reload would end the session, kept in memory only).
 */
function RouteErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  return (
    <Box role="alert" display="flex" flexDirection="column" gap={4} alignItems="flex-start">
      <Heading level={1} lang="en">
        Something went wrong!
      </Heading>
      <Text>Cet écran n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.</Text>
      <Box display="flex" flexWrap="wrap" gap={4}>
        <Button onClick={onRetry}>Réessayer</Button>
        <Button
          variant="secondary"
          lang="en"
          aria-expanded={shown}
          aria-controls={detailsId}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? 'Hide Error' : 'Show Error'}
        </Button>
      </Box>
      <pre id={detailsId} hidden={!shown} lang="en">
        {describe(error)}
      </pre>
    </Box>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/** Catches what a screen throws while loading or rendering; its parent keys it by path. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <RouteErrorScreen
        error={this.state.error}
        onRetry={() => {
          retryFailedScreens();
          this.setState({ error: null });
        }}
      />
    );
  }
}
