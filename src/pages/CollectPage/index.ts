export { CollectPage } from './CollectPage';
