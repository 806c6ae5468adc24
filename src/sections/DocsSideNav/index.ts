export { DocsSideNav, type DocsSideNavProps } from './DocsSideNav';
