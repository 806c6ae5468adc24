export { MobileNav } from './MobileNav';
