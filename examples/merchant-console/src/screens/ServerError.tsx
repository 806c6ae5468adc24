import { Box, Heading, Link, Text } from '@yonnee/kit';

/** Where section 8 sends a query that failed with 500. */
export function ServerError() {
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Erreur du serveur</Heading>
      <Text>L’API n’a pas pu répondre. Réessayez dans un instant.</Text>
      <Link href="/">Retour au solde</Link>
    </Box>
  );
}
