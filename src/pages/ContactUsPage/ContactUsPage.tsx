import { docsPath, paths } from '../../paths/paths';
import { contactPage } from '../../content/contact';
import { Card, Container, Link, Text } from '../../kit';
import { ContactDetails } from '../../sections/ContactDetails';
import { ContactForm } from '../../sections/ContactForm';
import { PageHero } from '../../sections/PageHero';
import * as styles from './ContactUsPage.css';

/** /contacteznous: the contact form beside the team's details and hours. */
export function ContactUsPage() {
  return (
    <>
      <PageHero title={contactPage.title} lead={contactPage.lead} />
      <Container className={styles.layout}>
        <Card variant="elevated" className={styles.form}>
          <ContactForm action={paths.contactUs} />
        </Card>
        <div className={styles.aside}>
          <ContactDetails />
          <Card variant="sunken">
            <Text>{contactPage.developersText}</Text>
            <Link href={docsPath('presentation')} className={styles.docsLink}>
              {contactPage.developersLink}
            </Link>
          </Card>
        </div>
      </Container>
    </>
  );
}
