export { vars, media } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { themes, themeNames, type ThemeName, type ColorRoles } from './themes';
export * as scales from './scales';
export { listCaption } from './textStyles';
export { dialogSurface } from './surfaces';
export { contrastPairs, contrastRatio, type ContrastPair } from './contrast';
