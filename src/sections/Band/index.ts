export { Band, type BandProps } from './Band';
