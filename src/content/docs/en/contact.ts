import type { ContactDetailsWords, ContactFormWords } from '../../contact';
import { markdownWidgetsEn } from './markdownWidgets';

const { contact } = markdownWidgetsEn;

/** The contact details of /en/documentation/support in English (the Markdown twin's words). */
export const contactDetailsWordsEn: ContactDetailsWords = {
  detailsTitle: contact.detailsTitle,
  hoursTitle: contact.hoursTitle,
  answerPromise: contact.answerPromise,
  labels: contact.labels,
  address: 'Yonnee Building, Route des Almadies, Dakar, Senegal',
  openingHours: [
    { days: 'Monday to Friday', hours: '8 am – 6 pm' },
    { days: 'Saturday', hours: '8 am – noon' },
  ],
};

/** The support form of /en/documentation/support in English: its labels, its checks' messages
 * and the server's answer to it. */
export const contactFormWordsEn: ContactFormWords = {
  title: 'Send us a message',
  lastName: {
    label: 'Last name',
    required: 'Enter your last name.',
    tooLong: 'Your last name must not exceed 100 characters.',
    control: 'Your last name can contain neither a line break nor a hidden character.',
  },
  firstName: {
    label: 'First name',
    required: 'Enter your first name.',
    tooLong: 'Your first name must not exceed 100 characters.',
    control: 'Your first name can contain neither a line break nor a hidden character.',
  },
  email: {
    label: 'Email address',
    required: 'Enter your email address.',
    invalid: 'Invalid email address. Example: awa.diop@example.sn',
  },
  phone: {
    label: 'Phone',
    description: 'Optional, with the country code. Example: +221 77 123 45 67',
    invalid: 'Invalid number: 8 to 15 digits, with the country code.',
  },
  message: {
    label: 'Message',
    required: 'Write your message.',
    tooShort: 'Your message must contain at least 10 characters.',
    tooLong: 'Your message must not exceed 2,000 characters.',
    control:
      'Your message contains a hidden character we cannot save: remove it, or type the text again.',
  },
  submit: 'Send the message',
  sending: 'Sending…',
  requiredNote: 'Fields marked with an asterisk (*) are required.',
  confirmation: {
    title: 'Message received',
    reference: (reference: string) => `Request no.\u00a0${reference}`,
    text: (firstName: string, email: string) =>
      `Thank you ${firstName}! Your message is saved: our team reads it and answers within 24\u00a0hours at ${email}. Quote this number if you write to us about it.`,
    again: 'Write another message',
  },
  honeypot: 'Leave this field empty',
  offline:
    'Sending failed: check your connection, then send the form again. What you wrote is kept.',
};
