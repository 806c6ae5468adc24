import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../paths/paths';
import { forgotPasswordCopy as copy } from '../../content/auth';
import { Button, FormAlert, Heading, Icon, Link, Text, TextField } from '../../kit';
import {
  FormGuard,
  sendForm,
  serverErrors,
  useFormOutcome,
  type FormResult,
} from '../../lib/forms';
import { resetSchema, type ResetValues } from './resetSchema';
import * as styles from './ForgotPasswordForm.css';

type Sent = Extract<FormResult, { kind: 'message' }>;

/**
 * Asks for the account e-mail; the server records the request for the support team, and the
 * confirmation gives its number without saying whether the account exists (no enumeration).
 */
export function ForgotPasswordForm() {
  const outcome = useFormOutcome('password-reset');
  const [sent, setSent] = useState<Sent | null>(
    outcome?.result?.kind === 'message' ? outcome.result : null,
  );
  const [notice, setNotice] = useState(outcome?.notice);
  const [initialErrors] = useState(() => serverErrors(outcome));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { email: outcome?.values.email ?? '' },
    errors: initialErrors,
  });
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const returning = useRef(false);
  const { ref: registerEmailRef, ...emailProps } = register('email');

  // Screen-reader and keyboard users land on what changed: the confirmation, or the field again.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
    else if (returning.current) emailInput.current?.focus();
    returning.current = false;
  }, [sent]);

  const request = async (values: ResetValues, event?: BaseSyntheticEvent) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const answer = await sendForm(paths.forgotPassword, 'password-reset', values, form);
    setNotice(answer.notice);
    if (answer.errors.email) setError('email', { message: answer.errors.email });
    if (answer.result?.kind === 'message') setSent(answer.result);
  };

  if (sent) {
    return (
      <div className={styles.sent}>
        <Heading level={2} size="lg" ref={sentHeading} tabIndex={-1} className={styles.sentTitle}>
          <Icon name="mail" />
          {copy.sentTitle}
        </Heading>
        <Text weight="semibold">{copy.reference(sent.reference)}</Text>
        <Text>{copy.sent(sent.email)}</Text>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              returning.current = true;
              reset({ email: sent.email });
              setNotice(undefined);
              setSent(null);
            }}
          >
            {copy.tryAnother}
          </Button>
          <Link href={paths.signIn}>{copy.backToSignIn}</Link>
        </div>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={paths.forgotPassword}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(request)(event)}
    >
      <FormGuard form="password-reset" honeypotLabel={copy.honeypot} />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <TextField
        label={copy.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={copy.emailPlaceholder}
        required
        error={errors.email?.message}
        defaultValue={outcome?.values.email}
        {...emailProps}
        ref={(node) => {
          registerEmailRef(node);
          emailInput.current = node;
        }}
      />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel={copy.busy}>
        {copy.submit}
      </Button>
      <Link href={paths.signIn} className={styles.back}>
        {copy.backToSignIn}
      </Link>
    </form>
  );
}
