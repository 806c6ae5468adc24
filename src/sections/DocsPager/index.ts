export { DocsPager, type DocsPagerProps } from './DocsPager';
