export { PartnerStrip, type PartnerStripProps } from './PartnerStrip';
