export { SiteHeader } from './SiteHeader';
