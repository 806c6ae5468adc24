import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../paths/paths';
import { OTP_LENGTH, OTP_REDIRECT_DELAY_MS, otpCopy as copy } from '../../content/auth';
import { Button, FormAlert, Link, OtpInput, toast } from '../../kit';
import { FormGuard, useFormOutcome } from '../../lib/forms';
import { useHydrated } from '../../lib/useHydrated';
import { otpSchema, type OtpValues } from './otpSchema';
import * as styles from './OtpForm.css';

export interface OtpFormProps {
  /** Delay before going to the home page after a submit, in ms (spec 9: 1000). */
  redirectDelayMs?: number;
}

/**
 * The second sign-in step (spec 2.6 and 4): Verify stays disabled until the
 * seven slots are filled and while submitting; the code is shown in a notice,
 * then the visitor goes home. No network call.
 */
export function OtpForm({ redirectDelayMs = OTP_REDIRECT_DELAY_MS }: OtpFormProps) {
  const [, navigate] = useLocation();
  // Posted without JavaScript: the server's page shows the code, then goes home on its own.
  const outcome = useFormOutcome('otp');
  const submitted = outcome?.result?.kind === 'otp' ? outcome.result.code : undefined;
  // Before the scripts run the slots are plain fields the browser posts: Verify must not
  // claim to be disabled then (the server checks the code).
  const hydrated = useHydrated();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const otp = useWatch({ control, name: 'otp' });
  const complete = otp.length === OTP_LENGTH;
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The home page may still be loading after navigate(): Verify stays disabled until this page goes.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const verify = async ({ otp: code }: OtpValues) => {
    toast({
      title: <span lang="en">{copy.noticeTitle}</span>,
      description: <span lang="en">{copy.noticeDescription(code)}</span>,
    });
    // Leaving the page before the delay cancels the redirect (the timer is cleared on unmount).
    await new Promise<void>((resolve) => {
      redirectTimer.current = setTimeout(resolve, redirectDelayMs);
    });
    setLeaving(true);
    navigate(paths.home);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting || leaving) {
      event.preventDefault();
      return;
    }
    void handleSubmit(verify)(event);
  };

  return (
    <form method="post" action={paths.otp} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormGuard form="otp" honeypotLabel={copy.honeypot} />
      {outcome?.notice ? <FormAlert>{outcome.notice}</FormAlert> : null}
      {submitted ? (
        <p role="status" lang="en" className={styles.submitted}>
          <meta
            httpEquiv="refresh"
            content={`${Math.round(redirectDelayMs / 1000)};url=${paths.home}`}
          />
          {copy.noticeTitle}: {copy.noticeDescription(submitted)}
        </p>
      ) : null}
      <Controller
        name="otp"
        control={control}
        render={({ field, fieldState }) => (
          <OtpInput
            label={copy.label}
            name="otp"
            hideLabel
            length={OTP_LENGTH}
            slotLabel={copy.slotLabel}
            messages={copy.messages}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message ?? outcome?.errors.otp}
          />
        )}
      />
      {/* aria-disabled keeps the button focusable; pressing it early explains what is missing instead of doing nothing. */}
      <Button
        type="submit"
        size="lg"
        fullWidth
        aria-disabled={(hydrated && !complete) || undefined}
        busy={isSubmitting || leaving}
        busyLabel={copy.busy}
      >
        {copy.submit}
      </Button>
      <Link href={paths.signIn} className={styles.resend}>
        {copy.resend}
      </Link>
    </form>
  );
}
