import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { paths } from '../../app/paths';
import type { NewsletterContent } from '../../content/home';
import { Button, Heading, Icon, Link, Text, TextField, toast } from '../../kit';
import { Band } from '../Band';
import type { EmailCheck, checkEmail } from './emailSchema';
import * as styles from './NewsletterSignup.css';

type Check = (value: string) => EmailCheck;

// zod stays out of the home page's first load: fetched when the field is first focused or submitted.
let schemaModule: Promise<{ checkEmail: typeof checkEmail }> | undefined;
const loadSchema = () => (schemaModule ??= import('./emailSchema'));

export interface NewsletterSignupProps {
  /** Title, field label, placeholder, messages and confirmation (src/content/home.ts). */
  content: NewsletterContent;
}

/**
 * Newsletter sign-up. Nothing is sent over the network (the spec shows no call): a valid address
 * is confirmed with a toast and the field clears; an invalid one keeps what was typed and says why.
 */
export function NewsletterSignup({ content }: NewsletterSignupProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const checkRef = useRef<Check>(undefined);

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
    setError(undefined);
    setEmail('');
    toast({
      title: content.successTitle,
      description: content.successDescription.replace('{email}', result.email),
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
            <Icon name="mail" size="lg" />
          </span>
          <Heading level={2} size="2xl" id={titleId}>
            {content.title}
          </Heading>
          <Text tone="muted">{content.lead}</Text>
        </div>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
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
            <Button type="submit" size="md" className={styles.submit} icon={<Icon name="send" />}>
              {content.submitLabel}
            </Button>
          </div>
          <Text size="sm" tone="muted">
            {content.privacyNote} <Link href={paths.privacy}>{content.privacyLabel}</Link>
          </Text>
        </form>
      </div>
    </Band>
  );
}
