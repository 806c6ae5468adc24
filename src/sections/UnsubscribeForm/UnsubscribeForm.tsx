import { useState, type FormEvent } from 'react';
import { paths } from '../../paths/paths';
import { unsubscribeCopy as copy } from '../../content/unsubscribe';
import { Button, FormAlert, Link, Text } from '../../kit';
import { FormGuard, sendForm, useFormOutcome, type FormOutcome } from '../../lib/forms';
import * as styles from './UnsubscribeForm.css';

/**
 * Withdraws a newsletter subscription. The link's secret brings the page (the server renders it
 * with the address); the change itself is a POST, so a mail scanner that opens the link
 * unsubscribes no one.
 */
export function UnsubscribeForm() {
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(useFormOutcome('unsubscribe'));
  const [sending, setSending] = useState(false);
  const token = outcome?.values.token;
  const email = outcome?.values.email;
  const result = outcome?.result?.kind === 'unsubscribed' ? outcome.result : undefined;
  const refusal = outcome?.notice ?? outcome?.errors.token;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || sending) return;
    setSending(true);
    const answer = await sendForm(paths.unsubscribe, 'unsubscribe', { token }, event.currentTarget);
    setSending(false);
    setOutcome({ ...answer, values: { ...answer.values, token, email: email ?? '' } });
  };

  if (result)
    return (
      <div className={styles.panel}>
        <FormAlert tone="success">
          {result.already ? copy.already(result.email) : copy.done(result.email)}
        </FormAlert>
        <Link href={paths.home}>{copy.home}</Link>
      </div>
    );

  return (
    <div className={styles.panel}>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      {token && email ? (
        <form method="post" action={paths.unsubscribe} className={styles.panel} onSubmit={onSubmit}>
          <FormGuard form="unsubscribe" honeypotLabel={copy.honeypot} />
          <input type="hidden" name="token" value={token} />
          <Text>{copy.confirm(email)}</Text>
          <div>
            <Button type="submit" busy={sending}>
              {copy.submit}
            </Button>
          </div>
        </form>
      ) : (
        !refusal && <Text>{copy.noLink}</Text>
      )}
      <Link href={paths.home}>{copy.home}</Link>
    </div>
  );
}
