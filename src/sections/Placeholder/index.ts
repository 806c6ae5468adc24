export { Placeholder, type PlaceholderProps } from './Placeholder';
