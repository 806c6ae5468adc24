import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { contactFormWords, type ContactFormWords } from '../../content/contact';
import {
  Button,
  Field,
  fieldControlClass,
  FormAlert,
  glyphs,
  Heading,
  Icon,
  Text,
  TextField,
} from '../../kit';
import { FormGuard } from '../../lib/forms/guard';
import { useServerForm } from '../../lib/forms/useServerForm';
import { contactSchemaOf, emptyContact } from './contactSchema';
import * as styles from './ContactForm.css';

export interface ContactFormProps {
  /** The page the form posts to (its own): the server answers there, with or without JavaScript. */
  action: string;
  /** Heading of the section; the form takes its accessible name from it (the words' title by default). */
  title?: string;
  /** Outline level of that heading, to fit the page it sits in. */
  headingLevel?: 2 | 3;
  /** Its words and its checks' messages, for a page in another language; French by default. */
  words?: ContactFormWords;
}

/**
 * The contact form: validated on submit, errors beside each field; the server stores the
 * message and the confirmation that replaces the form gives its reference.
 */
export function ContactForm({
  action,
  words: copy = contactFormWords,
  title = copy.title,
  headingLevel = 2,
}: ContactFormProps) {
  const titleId = useId();
  const resolver = useMemo(() => zodResolver(contactSchemaOf(copy)), [copy]);
  const { methods, typed, notice, sent, busy, onSubmit, startAgain } = useServerForm({
    form: 'contact',
    action,
    resolver,
    empty: emptyContact,
    offlineNotice: copy.offline,
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = methods;
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // Moving focus to the confirmation is what tells a screen reader the form is gone.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const writeAgain = () => {
    startAgain(emptyContact);
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
          <Icon glyph={glyphs.success} size="xl" className={styles.confirmationIcon} />
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
          onSubmit={onSubmit}
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
            <Button
              type="submit"
              size="lg"
              busy={busy}
              busyLabel={copy.sending}
              icon={<Icon glyph={glyphs.send} />}
            >
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
