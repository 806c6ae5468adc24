export { ContactForm, type ContactFormProps } from './ContactForm';
export { contactSchema, type ContactValues } from './contactSchema';
