import { getBalance, HttpError, SANDBOX_CREDENTIALS, type ApiCredentials } from '@yonnee/api';
import { Box, Button, FormAlert, Heading, PasswordField, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { navigate, safeRedirect } from '../router';

interface SignInProps {
  redirect: string | null;
  onSignIn: (credentials: ApiCredentials) => void;
}

const empty: ApiCredentials = { apiKey: '', apiToken: '', jwt: '' };

/**
 * The three credentials of spec 6, checked with one balance read before the session opens
 * (outside react-query: a refusal here is the form's message, not section 8's expired session).
 */
export function SignIn({ redirect, onSignIn }: SignInProps) {
  const [credentials, setCredentials] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const edit = (field: keyof ApiCredentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await getBalance({ ...credentials, baseUrl: window.location.origin });
      onSignIn(credentials);
      navigate(safeRedirect(redirect));
    } catch (error) {
      setRefusal(
        error instanceof HttpError && error.status === 401
          ? 'Ces identifiants sont refusés par l’API : vérifiez la clé, le jeton et le JWT.'
          : 'L’API ne répond pas : réessayez dans un instant.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
      <Heading level={1}>Connexion</Heading>
      <Text>
        Saisissez les identifiants de votre compte marchand. Ils restent dans cette page : un
        rechargement vous déconnecte.
      </Text>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <TextField
        label="Clé d’API"
        required
        autoComplete="off"
        value={credentials.apiKey}
        onChange={edit('apiKey')}
      />
      <PasswordField
        label="Jeton d’API"
        required
        autoComplete="off"
        showLabel="Afficher le jeton"
        hideLabel="Masquer le jeton"
        value={credentials.apiToken}
        onChange={edit('apiToken')}
      />
      <PasswordField
        label="JWT"
        required
        autoComplete="off"
        showLabel="Afficher le JWT"
        hideLabel="Masquer le JWT"
        value={credentials.jwt}
        onChange={edit('jwt')}
      />
      <Box display="flex" flexWrap="wrap" gap={4}>
        <Button type="submit" busy={busy}>
          Se connecter
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const { apiKey, apiToken, jwt } = SANDBOX_CREDENTIALS;
            setCredentials({ apiKey, apiToken, jwt });
          }}
        >
          Remplir avec les identifiants du bac à sable
        </Button>
      </Box>
    </Box>
  );
}
