// The entry of @yonnee/kit: the app's own kit and tokens, built as they are (no copy to drift).
// The global stylesheet (themes as CSS variables, the font, the base rules) is imported here so
// the build compiles it into styles.css with the components' rules.
import '../../../tokens/global.css';

export * from '../../../src/kit';
export {
  vars,
  media,
  sprinkles,
  type Sprinkles,
  themes,
  themeNames,
  type ThemeName,
  type ColorRoles,
} from '../../../tokens';
