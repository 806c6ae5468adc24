import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactForm as copy, contactPage } from '../../content/contact';
import { Button, Field, fieldControlClass, Heading, Icon, Text, TextField } from '../../kit';
import { contactSchema, emptyContact, type ContactValues } from './contactSchema';
import * as styles from './ContactForm.css';

export interface ContactFormProps {
  /** Heading of the section; the form takes its accessible name from it. */
  title?: string;
  /** Outline level of that heading, to fit the page it sits in. */
  headingLevel?: 2 | 3;
  /** Called with the validated, trimmed values when the confirmation shows. No network call is made. */
  onSubmitted?: (values: ContactValues) => void;
}

/** The contact form: validated on submit, errors beside each field, a confirmation in place of the form. */
export function ContactForm({
  title = contactPage.formTitle,
  headingLevel = 2,
  onSubmitted,
}: ContactFormProps) {
  const titleId = useId();
  const [sent, setSent] = useState<ContactValues | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
  });

  // Moving focus to the confirmation is what tells a screen reader the form is gone.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const onValid = (values: ContactValues) => {
    setSent(values);
    onSubmitted?.(values);
  };

  const writeAgain = () => {
    reset(emptyContact);
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
          <Text>{copy.confirmation.text(sent.firstName, sent.email)}</Text>
          <div>
            <Button variant="secondary" onClick={writeAgain}>
              {copy.confirmation.again}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          aria-labelledby={titleId}
          noValidate
          onSubmit={handleSubmit(onValid)}
        >
          <Text size="sm" tone="muted" className={styles.full}>
            {copy.requiredNote}
          </Text>
          <TextField
            label={copy.lastName.label}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label={copy.firstName.label}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={copy.email.label}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={copy.phone.label}
            description={copy.phone.description}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
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
                {...register('message')}
              />
            )}
          </Field>
          <div className={styles.full}>
            <Button type="submit" size="lg" disabled={isSubmitting} icon={<Icon name="send" />}>
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
