export { ThemeControl } from './ThemeControl';
