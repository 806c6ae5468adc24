import { paths } from '../../paths/paths';
import { notFoundFallback } from '../../content/errors';
import { Container, Heading, Link, Stack } from '../../kit';

/** The router's generic fallback when a page cannot find what its URL names (spec 2.1). */
export function NotFoundFallback() {
  return (
    <Container>
      <Stack gap={4} align="flex-start">
        <Heading level={1} size="2xl" lang="en">
          {notFoundFallback.title}
        </Heading>
        <Link href={paths.home}>{notFoundFallback.home}</Link>
      </Stack>
    </Container>
  );
}
