export { OfficeMap } from './OfficeMap';
