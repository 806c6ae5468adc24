import { useParams } from 'wouter';
import { paths } from '../../app/paths';
import { site } from '../../content/site';
import { Button, Card, Container, Heading, Icon, Stack, Text } from '../../kit';

/**
 * /paiement/{token}: the hosted payment page of a payment link. Until the
 * checkout ships, a payer who follows a link learns where to turn instead of
 * landing on an error.
 */
export function PaymentPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <Container width="prose">
      <Card variant="outlined">
        <Stack gap={4}>
          <Icon name="lock" size="lg" />
          <Heading level={1} size="2xl">
            Paiement sécurisé
          </Heading>
          <Text>
            Le paiement en ligne de ce lien n’est pas encore ouvert. Aucun montant n’a été débité.
            Contactez le marchand qui vous l’a envoyé, ou notre support au {site.supportPhone}.
          </Text>
          <Text size="sm" tone="muted">
            Référence du lien : <span translate="no">{token}</span>
          </Text>
          <Button href={paths.home} variant="secondary">
            Découvrir Yonnee
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
