import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { contactForm as copy, contactPage } from '../../content/contact';
import {
  Button,
  Field,
  fieldControlClass,
  FormAlert,
  Heading,
  Icon,
  Text,
  TextField,
} from '../../kit';
import {
  FormGuard,
  sendForm,
  serverErrors,
  useFormOutcome,
  type FormResult,
} from '../../lib/forms';
import { contactSchema, emptyContact, type ContactValues } from './contactSchema';
import * as styles from './ContactForm.css';

export interface ContactFormProps {
  /** The page the form posts to (its own): the server answers there, with or without JavaScript. */
  action: string;
  /** Heading of the section; the form takes its accessible name from it. */
  title?: string;
  /** Outline level of that heading, to fit the page it sits in. */
  headingLevel?: 2 | 3;
}

type Sent = Extract<FormResult, { kind: 'message' }>;

/**
 * The contact form: validated on submit, errors beside each field; the server stores the
 * message and the confirmation that replaces the form gives its reference.
 */
export function ContactForm({
  action,
  title = contactPage.formTitle,
  headingLevel = 2,
}: ContactFormProps) {
  const titleId = useId();
  // The server's answer when the form was posted without JavaScript.
  const outcome = useFormOutcome('contact');
  const [sent, setSent] = useState<Sent | null>(
    outcome?.result?.kind === 'message' ? outcome.result : null,
  );
  const [notice, setNotice] = useState(outcome?.notice);
  // Kept as first given: a new object each render would put them back after every fix.
  const [initialErrors] = useState(() => serverErrors(outcome));
  // The HTML the server renders carries what was typed (register() alone sets it in the browser).
  const typed = (name: keyof ContactValues) => ({ defaultValue: outcome?.values[name] });
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...emptyContact, ...outcome?.values },
    errors: initialErrors,
  });

  // Moving focus to the confirmation is what tells a screen reader the form is gone.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const onValid = async (values: ContactValues, event?: BaseSyntheticEvent) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const answer = await sendForm(action, 'contact', values, form);
    setNotice(answer.notice);
    for (const [field, message] of Object.entries(answer.errors))
      setError(field as keyof ContactValues, { message });
    if (answer.result?.kind === 'message') setSent(answer.result);
  };

  const writeAgain = () => {
    reset(emptyContact);
    setNotice(undefined);
    setSent(null);
    // The form mounts again on the next render; focus its first field then.
    requestAnimationFrame(() => setFocus('lastName'));
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {title}
      </Heading>
      {sent ? (
        <div className={styles.confirmation}>
          <Icon name="success" size="xl" className={styles.confirmationIcon} />
          <Heading
            level={headingLevel === 2 ? 3 : 4}
            size="lg"
            ref={confirmationRef}
            tabIndex={-1}
            className={styles.confirmationTitle}
          >
            {copy.confirmation.title}
          </Heading>
          <Text weight="semibold">{copy.confirmation.reference(sent.reference)}</Text>
          <Text>{copy.confirmation.text(sent.firstName, sent.email)}</Text>
          <div>
            <Button variant="secondary" onClick={writeAgain}>
              {copy.confirmation.again}
            </Button>
          </div>
        </div>
      ) : (
        <form
          method="post"
          action={action}
          className={styles.form}
          aria-labelledby={titleId}
          noValidate
          onSubmit={handleSubmit(onValid)}
        >
          <FormGuard form="contact" honeypotLabel={copy.honeypot} />
          <Text size="sm" tone="muted" className={styles.full}>
            {copy.requiredNote}
          </Text>
          {notice ? <FormAlert className={styles.full}>{notice}</FormAlert> : null}
          <TextField
            label={copy.lastName.label}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...typed('lastName')}
            {...register('lastName')}
          />
          <TextField
            label={copy.firstName.label}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...typed('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={copy.email.label}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...typed('email')}
            {...register('email')}
          />
          <TextField
            label={copy.phone.label}
            description={copy.phone.description}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...typed('phone')}
            {...register('phone')}
          />
          <Field
            label={copy.message.label}
            required
            error={errors.message?.message}
            className={styles.full}
          >
            {(control) => (
              <textarea
                className={[fieldControlClass, styles.textarea].join(' ')}
                rows={6}
                {...control}
                {...typed('message')}
                {...register('message')}
              />
            )}
          </Field>
          <div className={styles.full}>
            <Button type="submit" size="lg" busy={isSubmitting} icon={<Icon name="send" />}>
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
