export { UnsubscribeForm } from './UnsubscribeForm';
