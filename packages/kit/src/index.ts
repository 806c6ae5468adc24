// The entry of @yonnee/kit: the app's own kit and tokens, built as they are (no copy to drift).
// The global stylesheet (themes as CSS variables, the base rules) and Inter's face are imported
// here so the build compiles them into styles.css with the components' rules. The site names
// Inter only once it is in the browser's cache (src/lib/interOnceCached.css.ts, for its first
// paint on 3G); a team using the kit gets the face Storybook shows, in CSS.
import '../../../tokens/global.css';
import '../../../tokens/webFont.css';

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
