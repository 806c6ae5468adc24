export { ThemeControl, themeControlVariants, type ThemeControlProps } from './ThemeControl';
