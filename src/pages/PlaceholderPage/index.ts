export { PlaceholderPage } from './PlaceholderPage';
