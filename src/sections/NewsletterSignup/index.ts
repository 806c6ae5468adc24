export { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
