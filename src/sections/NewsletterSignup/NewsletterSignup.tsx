import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { paths } from '../../paths/paths';
import type { NewsletterContent } from '../../content/homeNewsletter';
import { Button, FormAlert, glyphs, Heading, Icon, Link, Text, TextField, toast } from '../../kit';
import { FormGuard } from '../../lib/forms/guard';
import { useFormOutcome, type FormResult } from '../../lib/forms/outcome';
import { Band } from '../Band';
import type { EmailCheck } from './emailSchema';
import type * as SubscribeModule from './subscribe';
import * as styles from './NewsletterSignup.css';

type Check = (value: string) => EmailCheck;
type Subscribed = Extract<FormResult, { kind: 'subscription' }>;

// zod and the sending code stay out of the home page's first load: fetched when the field is
// first focused or submitted.
let subscribeModule: Promise<typeof SubscribeModule> | undefined;
const loadSchema = () => (subscribeModule ??= import('./subscribe'));

export interface NewsletterSignupProps {
  /** Title, field label, placeholder, messages and confirmation (src/content/homeNewsletter.ts). */
  content: NewsletterContent;
}

/**
 * Newsletter sign-up: the server stores the address with the time of consent (server/forms.mjs),
 * with or without JavaScript; the answer says what was recorded and gives the unsubscribe link.
 * An invalid address keeps what was typed and says why.
 */
export function NewsletterSignup({ content }: NewsletterSignupProps) {
  const titleId = useId();
  const outcome = useFormOutcome('newsletter');
  const [email, setEmail] = useState(outcome?.result ? '' : (outcome?.values.email ?? ''));
  const [error, setError] = useState<string | undefined>(outcome?.errors.email);
  const [notice, setNotice] = useState(outcome?.notice);
  const [subscribed, setSubscribed] = useState<Subscribed | undefined>(
    outcome?.result?.kind === 'subscription' ? outcome.result : undefined,
  );
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const checkRef = useRef<Check>(undefined);

  // An address typed before the part hydrated is in the field, not in the state (React keeps the
  // field's value as it hydrates and replays no keystroke): take it, so a submit sends it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const getCheck = async (): Promise<Check> => {
    if (!checkRef.current) {
      const { checkEmail } = await loadSchema();
      const messages = { empty: content.emptyError, invalid: content.invalidError };
      checkRef.current = (value) => checkEmail(value, messages);
    }
    return checkRef.current;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = (await getCheck())(email);
    if (!result.ok) {
      setError(result.message);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    const { sendForm } = await loadSchema();
    const answer = await sendForm(
      paths.home,
      'newsletter',
      { email: result.email },
      formRef.current,
    );
    setSending(false);
    setNotice(answer.notice);
    setError(answer.errors.email);
    if (answer.result?.kind !== 'subscription') return;
    setSubscribed(answer.result);
    setEmail('');
    toast({
      title: content.successTitle,
      description: content.successDescription.replace('{email}', answer.result.email),
    });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setEmail(value);
    // After a failed attempt the message follows the typing, so it disappears once the address is right.
    if (error && checkRef.current) {
      const result = checkRef.current(value);
      setError(result.ok ? undefined : result.message);
    }
  };

  return (
    <Band labelledBy={titleId} surface="sunken">
      <div className={styles.panel}>
        <div className={styles.intro}>
          <span className={styles.icon}>
            <Icon glyph={glyphs.mail} size="lg" />
          </span>
          <Heading level={2} size="2xl" id={titleId}>
            {content.title}
          </Heading>
          <Text tone="muted">{content.lead}</Text>
        </div>
        <form
          ref={formRef}
          method="post"
          action={paths.home}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
        >
          <FormGuard form="newsletter" honeypotLabel={content.honeypot} />
          {notice ? <FormAlert>{notice}</FormAlert> : null}
          <div className={styles.row}>
            <TextField
              ref={inputRef}
              label={content.label}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={content.placeholder}
              value={email}
              onChange={onChange}
              onFocus={() => void loadSchema()}
              error={error}
            />
            <Button
              type="submit"
              size="md"
              className={styles.submit}
              busy={sending}
              icon={<Icon glyph={glyphs.send} />}
            >
              {content.submitLabel}
            </Button>
          </div>
          {subscribed ? (
            <p role="status" className={styles.subscribed}>
              <Icon glyph={glyphs.success} size="sm" />
              <span>
                {content.subscribed[subscribed.status].replace('{email}', subscribed.email)}{' '}
                <Link href={subscribed.unsubscribePath}>{content.unsubscribeLabel}</Link>
              </span>
            </p>
          ) : null}
          <Text size="sm" tone="muted">
            {content.privacyNote} <Link href={paths.privacy}>{content.privacyLabel}</Link>
          </Text>
        </form>
      </div>
    </Band>
  );
}
