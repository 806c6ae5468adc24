export { UnsubscribePage } from './UnsubscribePage';
