import { useId } from 'react';
import { answerPromise, contactChannels, contactPage, openingHours } from '../../content/contact';
import { glyphs, Heading, Icon, Link, Text } from '../../kit';
import * as styles from './ContactDetails.css';

export interface ContactDetailsProps {
  /** Outline level of the section heading; the hours sub-heading sits one level below. */
  headingLevel?: 2 | 3;
}

/** Phone, e-mail, address, opening hours and the 24 h answer promise. */
export function ContactDetails({ headingLevel = 2 }: ContactDetailsProps) {
  const titleId = useId();
  const { phone, email, address } = contactChannels;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {contactPage.detailsTitle}
      </Heading>
      <Text className={styles.promise}>
        <Icon glyph={glyphs.clock} className={styles.icon} />
        <span>{answerPromise}</span>
      </Text>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.phone} className={styles.icon} />
            {phone.label}
          </dt>
          <dd className={styles.value}>
            <Link href={phone.href}>{phone.value}</Link>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.mail} className={styles.icon} />
            {email.label}
          </dt>
          <dd className={styles.value}>
            <Link href={email.href}>{email.value}</Link>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.mapPin} className={styles.icon} />
            {address.label}
          </dt>
          <dd className={styles.value}>
            <address className={styles.address}>{address.value}</address>
          </dd>
        </div>
      </dl>
      <Heading level={headingLevel === 2 ? 3 : 4} size="lg">
        {contactPage.hoursTitle}
      </Heading>
      <dl className={styles.hours}>
        {openingHours.map((slot) => (
          <div key={slot.days} className={styles.hoursRow}>
            <dt>{slot.days}</dt>
            <dd className={styles.hoursValue}>{slot.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
