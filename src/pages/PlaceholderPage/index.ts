export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
