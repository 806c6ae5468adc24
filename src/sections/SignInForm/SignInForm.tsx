import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../paths/paths';
import { SIGN_IN_LOCK_MS, signInCopy as copy } from '../../content/auth';
import { Button, FormAlert, glyphs, Icon, Link, PasswordField, TextField } from '../../kit';
import { FormGuard, serverErrors, useFormOutcome } from '../../lib/forms';
import { SocialSignIn } from '../SocialSignIn';
import { signInSchema, type SignInValues } from './credentials';
import * as styles from './SignInForm.css';

export interface SignInFormProps {
  /** How long Login stays disabled after a submit, in ms (spec 9: 3000). */
  lockMs?: number;
}

/**
 * E-mail and password sign-in (spec 2.6 and 5). It makes no network call: a
 * valid submit logs the e-mail with the password redacted and locks Login.
 */
export function SignInForm({ lockMs = SIGN_IN_LOCK_MS }: SignInFormProps) {
  // Posted without JavaScript, the server renders the page with its answer (never the password).
  const outcome = useFormOutcome('sign-in');
  const [initialErrors] = useState(() => serverErrors(outcome));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: outcome?.values.email ?? '', password: '' },
    errors: initialErrors,
  });
  const received = outcome?.result?.kind === 'sign-in' ? outcome.result.email : undefined;
  const [locked, setLocked] = useState(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const signIn = ({ email }: SignInValues) => {
    // Never the password, not even its length: consoles end up in screenshots and bug reports.
    console.info('Sign-in submitted (no request is sent):', { email, password: copy.redacted });
    setLocked(true);
    unlockTimer.current = setTimeout(() => setLocked(false), lockMs);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    void handleSubmit(signIn)(event);
  };

  return (
    <form
      method="post"
      action={paths.signIn}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
    >
      <FormGuard form="sign-in" honeypotLabel={copy.honeypot} />
      {outcome?.notice ? <FormAlert>{outcome.notice}</FormAlert> : null}
      {received ? (
        <p role="status" className={styles.notice}>
          <Icon glyph={glyphs.info} size="sm" className={styles.noticeIcon} />
          <span>{copy.received(received)}</span>
        </p>
      ) : null}
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
        {...register('email')}
      />
      <PasswordField
        label={copy.passwordLabel}
        showLabel={copy.showPassword}
        hideLabel={copy.hidePassword}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Link href={paths.forgotPassword} className={styles.forgot}>
        {copy.forgotPassword}
      </Link>
      <Button type="submit" size="lg" fullWidth busy={locked} busyLabel={copy.busy}>
        {copy.submit}
      </Button>

      <SocialSignIn />
    </form>
  );
}
