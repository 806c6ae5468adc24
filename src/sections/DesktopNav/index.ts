export { DesktopNav } from './DesktopNav';
