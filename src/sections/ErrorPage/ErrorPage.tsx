import { useLocation } from 'wouter';
import { paths } from '../../paths/paths';
import { errorActions, errorPages, type ErrorCode } from '../../content/errors';
import { Button, ButtonLink, Container, Heading, Text } from '../../kit';
import { goBackOr } from '../../lib/history';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** HTTP status the page explains. */
  code: ErrorCode;
  /** The line under the English message; the French one by default. */
  hint?: string;
}

/** Full-page explanation of an error with a way back (spec 2.1). */
export function ErrorPage({ code, hint }: ErrorPageProps) {
  const [, navigate] = useLocation();
  const copy = errorPages[code];
  return (
    <Container className={styles.page} data-error-code={code}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <Heading level={1} size="2xl" lang="en">
        {copy.title}
      </Heading>
      <Text tone="muted" align="center" lang="en">
        {copy.text}
      </Text>
      <Text tone="muted" size="sm" align="center">
        {hint ?? copy.hint}
      </Text>
      <div className={styles.actions} lang="en">
        {/* Before the page's scripts run, the form takes the visitor home: where Go Back leads
            from a page opened directly, as an error page usually is. */}
        <form action={paths.home} className={styles.backForm}>
          <Button
            type="submit"
            variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              goBackOr(() => navigate(paths.home));
            }}
          >
            {errorActions.back}
          </Button>
        </form>
        <ButtonLink href={paths.home}>{errorActions.home}</ButtonLink>
      </div>
    </Container>
  );
}
