import { securityPage } from '../../content/security';
import { Box, Card, Container, Heading, Icon, Link, Stack, Text } from '../../kit';
import * as styles from './SecurityOverview.css';

/** How Yonnee protects payments: compliance, encryption, fraud, access, disclosure. */
export function SecurityOverview() {
  const { disclosure } = securityPage;
  return (
    <Container className={styles.section}>
      <Stack gap={10}>
        <Stack gap={4} className={styles.intro}>
          <Heading level={1}>{securityPage.title}</Heading>
          <Text size="lg" tone="muted">
            {securityPage.intro}
          </Text>
        </Stack>
        <Box
          as="ul"
          display="grid"
          gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 3 }}
          gap={6}
          listStyle="none"
          margin={0}
          padding={0}
          role="list"
        >
          {securityPage.pillars.map((pillar) => (
            <Card as="li" key={pillar.title}>
              <Icon glyph={pillar.icon} size="lg" className={styles.icon} />
              <Heading level={2} size="lg">
                {pillar.title}
              </Heading>
              <Text tone="muted">{pillar.text}</Text>
            </Card>
          ))}
        </Box>
        <Card variant="sunken">
          <Heading level={2} size="xl">
            {disclosure.title}
          </Heading>
          <Text>{disclosure.text}</Text>
          <Link href={`mailto:${disclosure.email}`}>{disclosure.email}</Link>
        </Card>
      </Stack>
    </Container>
  );
}
