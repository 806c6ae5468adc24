import { Box, Heading, Link, Text } from '@yonnee/kit';

export function NotFound() {
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Page introuvable</Heading>
      <Text>Cette adresse ne correspond à aucun écran de la console.</Text>
      <Link href="/">Retour au solde</Link>
    </Box>
  );
}
