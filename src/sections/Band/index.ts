export { Band, BandsDrawnWhenNear, type BandProps } from './Band';
