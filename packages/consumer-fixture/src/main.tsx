// A first screen as another team would write it from the Getting-started page: the kit's
// components and stylesheet, the API package's section-8 wording, nothing else of Yonnee.
import { HttpError, errorNotice } from '@yonnee/api';
import { Box, Button, Heading, Icon, Text, type ThemeName } from '@yonnee/kit';
import * as glyphs from '@yonnee/kit/glyphs';
import '@yonnee/kit/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const expired = errorNotice(new HttpError(401, null, 'GET /api/v1/transaction/get-balance'), {
  origin: 'query',
  location: '/solde',
});

function FirstScreen() {
  const [theme, setTheme] = useState<ThemeName>('light');
  const next: ThemeName = theme === 'light' ? 'dark' : 'light';
  return (
    <Box as="main" padding={6} display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>
        <Icon glyph={glyphs.wallet} /> Solde
      </Heading>
      <Text>{expired.title}</Text>
      <Button
        onClick={() => {
          document.documentElement.dataset.theme = next;
          setTheme(next);
        }}
      >
        Thème {next === 'dark' ? 'sombre' : 'clair'}
      </Button>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FirstScreen />
  </StrictMode>,
);
