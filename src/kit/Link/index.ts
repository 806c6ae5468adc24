export { Link, INTENT_DELAY_MS, type LinkProps } from './Link';
// The link's look on an anchor of your own.
export { link as linkClass, linkTones } from './Link.css';
export { LinkIntentContext } from './LinkIntent';
export {
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkComponent';
export { isExternalHref } from './isExternal';
