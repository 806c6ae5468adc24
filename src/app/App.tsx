import { Container, Heading, Stack, Text } from '../kit';

export function App() {
  return (
    <main>
      <Container>
        <Stack gap={4}>
          <Heading level={1}>Yonnee</Heading>
          <Text tone="muted">
            Paiements mobile money, carte et virement en Afrique francophone.
          </Text>
        </Stack>
      </Container>
    </main>
  );
}
