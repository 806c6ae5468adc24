import { Box, Heading, Tabs, Text } from '@yonnee/kit';
import { CardPayIn } from './CardPayIn';
import { MobilePayIn } from './MobilePayIn';

/** The merchant collects a payment directly (spec 7's pay-in-method and pay-in-card). */
export function PayIns() {
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Encaisser un paiement</Heading>
      <Text>
        Le client paie sur place : par mobile money (il confirme sur son téléphone) ou par carte.
      </Text>
      <Tabs
        label="Moyen d’encaissement"
        items={[
          { id: 'mobile', label: 'Mobile money', content: <MobilePayIn /> },
          { id: 'carte', label: 'Carte', content: <CardPayIn /> },
        ]}
      />
    </Box>
  );
}
