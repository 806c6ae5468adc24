export { ContactDetails, type ContactDetailsProps } from './ContactDetails';
