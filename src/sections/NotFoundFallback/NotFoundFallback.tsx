import { paths } from '../../paths/paths';
import { notFoundFallback } from '../../content/errors';
import { Container, Heading, Link } from '../../kit';
import * as styles from './NotFoundFallback.css';

/** The router's generic fallback when a page cannot find what its URL names (spec 2.1). */
export function NotFoundFallback() {
  return (
    <Container>
      <div className={styles.column}>
        <Heading level={1} size="2xl" lang="en">
          {notFoundFallback.title}
        </Heading>
        <Link href={paths.home}>{notFoundFallback.home}</Link>
      </div>
    </Container>
  );
}
