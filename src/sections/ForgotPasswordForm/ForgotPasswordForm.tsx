import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { paths } from '../../app/paths';
import { forgotPasswordCopy as copy } from '../../content/auth';
import { Button, Heading, Icon, Link, Text, TextField } from '../../kit';
import { emailField } from '../SignInForm';
import * as styles from './ForgotPasswordForm.css';

const forgotPasswordSchema = z.object({ email: emailField });
type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/**
 * Asks for the account e-mail and confirms without saying whether the account
 * exists (no account enumeration). No network call.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const returning = useRef(false);
  const { ref: registerEmailRef, ...emailProps } = register('email');

  // Screen-reader and keyboard users land on what changed: the confirmation, or the field again.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
    else if (returning.current) emailInput.current?.focus();
    returning.current = false;
  }, [sentTo]);

  if (sentTo) {
    return (
      <div className={styles.sent}>
        <Heading level={2} size="lg" ref={sentHeading} tabIndex={-1} className={styles.sentTitle}>
          <Icon name="mail" />
          {copy.sentTitle}
        </Heading>
        <Text>{copy.sent(sentTo)}</Text>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              returning.current = true;
              reset({ email: sentTo });
              setSentTo(null);
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
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(({ email }) => setSentTo(email))(event)}
    >
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
        {...emailProps}
        ref={(node) => {
          registerEmailRef(node);
          emailInput.current = node;
        }}
      />
      <Button type="submit" size="lg" fullWidth>
        {copy.submit}
      </Button>
      <Link href={paths.signIn} className={styles.back}>
        {copy.backToSignIn}
      </Link>
    </form>
  );
}
