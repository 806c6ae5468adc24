export { ContactUsPage } from './ContactUsPage';
