export { CardPage } from './CardPage';
