import { securityPage } from '../../content/security';
import { Card, Container, Grid, Heading, Icon, Link, Stack, Text } from '../../kit';
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
        <Grid
          as="ul"
          columns={{ mobile: 1, tablet: 2, desktop: 3 }}
          gap={6}
          className={styles.list}
          role="list"
        >
          {securityPage.pillars.map((pillar) => (
            <Card as="li" key={pillar.title}>
              <Icon name={pillar.icon} size="lg" className={styles.icon} />
              <Heading level={2} size="lg">
                {pillar.title}
              </Heading>
              <Text tone="muted">{pillar.text}</Text>
            </Card>
          ))}
        </Grid>
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
