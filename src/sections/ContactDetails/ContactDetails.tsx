import { useId } from 'react';
import {
  contactChannels,
  contactDetailsWords,
  type ContactDetailsWords,
} from '../../content/contact';
import { glyphs, Heading, Icon, Link, Text } from '../../kit';
import * as styles from './ContactDetails.css';

export interface ContactDetailsProps {
  /** Outline level of the section heading; the hours sub-heading sits one level below. */
  headingLevel?: 2 | 3;
  /** Its words, for a page in another language; French by default. */
  words?: ContactDetailsWords;
}

/** Phone, e-mail, address, opening hours and the 24 h answer promise. */
export function ContactDetails({
  headingLevel = 2,
  words = contactDetailsWords,
}: ContactDetailsProps) {
  const titleId = useId();
  const { phone, email } = contactChannels;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {words.detailsTitle}
      </Heading>
      <Text className={styles.promise}>
        <Icon glyph={glyphs.clock} className={styles.icon} />
        <span>{words.answerPromise}</span>
      </Text>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.phone} className={styles.icon} />
            {words.labels.phone}
          </dt>
          <dd className={styles.value}>
            <Link href={phone.href}>{phone.value}</Link>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.mail} className={styles.icon} />
            {words.labels.email}
          </dt>
          <dd className={styles.value}>
            <Link href={email.href}>{email.value}</Link>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon glyph={glyphs.mapPin} className={styles.icon} />
            {words.labels.address}
          </dt>
          <dd className={styles.value}>
            <address className={styles.address}>{words.address}</address>
          </dd>
        </div>
      </dl>
      <Heading level={headingLevel === 2 ? 3 : 4} size="lg">
        {words.hoursTitle}
      </Heading>
      <dl className={styles.hours}>
        {words.openingHours.map((slot) => (
          <div key={slot.days} className={styles.hoursRow}>
            <dt>{slot.days}</dt>
            <dd className={styles.hoursValue}>{slot.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
