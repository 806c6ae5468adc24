import { useEffect } from 'react';
import { site } from '../../content/site';
import { ButtonLink, Container, Heading, Spinner, Stack, Text } from '../../kit';

/** /sign-up: registration happens on the external merchant portal (spec 1), so send the visitor there. */
export function SignUpPage() {
  useEffect(() => {
    window.location.replace(site.merchantRegisterUrl);
  }, []);
  return (
    <Container width="prose">
      <Stack gap={4} align="flex-start">
        <Heading level={1} size="2xl">
          Inscription marchand
        </Heading>
        <Spinner label="Redirection vers le portail marchand" />
        <Text tone="muted">
          L’ouverture d’un compte marchand se fait sur notre portail sécurisé. Si la redirection ne
          démarre pas, utilisez le bouton ci-dessous.
        </Text>
        <ButtonLink href={site.merchantRegisterUrl}>Ouvrir le portail marchand</ButtonLink>
      </Stack>
    </Container>
  );
}
