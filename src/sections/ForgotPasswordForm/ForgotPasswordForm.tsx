import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { paths } from '../../paths/paths';
import { forgotPasswordCopy as copy } from '../../content/auth';
import { Button, FormAlert, glyphs, Heading, Icon, Link, Text, TextField } from '../../kit';
import { FormGuard } from '../../lib/forms/guard';
import { useServerForm } from '../../lib/forms/useServerForm';
import { resetSchema } from './resetSchema';
import * as styles from './ForgotPasswordForm.css';

/**
 * Asks for the account e-mail; the server records the request for the support team, and the
 * confirmation gives its number without saying whether the account exists (no enumeration).
 */
export function ForgotPasswordForm() {
  const { methods, typed, notice, sent, busy, onSubmit, startAgain } = useServerForm({
    form: 'password-reset',
    action: paths.forgotPassword,
    resolver: zodResolver(resetSchema),
    empty: { email: '' },
  });
  const {
    register,
    formState: { errors },
  } = methods;
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

  if (sent) {
    return (
      <div className={styles.sent}>
        <Heading level={2} size="lg" ref={sentHeading} tabIndex={-1} className={styles.sentTitle}>
          <Icon glyph={glyphs.mail} />
          {copy.sentTitle}
        </Heading>
        <Text weight="semibold">{copy.reference(sent.reference)}</Text>
        <Text>{copy.sent(sent.email)}</Text>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              returning.current = true;
              startAgain({ email: sent.email });
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
      onSubmit={onSubmit}
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
        {...typed('email')}
        {...emailProps}
        ref={(node) => {
          registerEmailRef(node);
          emailInput.current = node;
        }}
      />
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={copy.busy}>
        {copy.submit}
      </Button>
      <Link href={paths.signIn} className={styles.back}>
        {copy.backToSignIn}
      </Link>
    </form>
  );
}
