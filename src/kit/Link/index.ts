export { Link, INTENT_DELAY_MS, type LinkProps } from './Link';
export { linkTones } from './Link.css';
export { LinkIntentContext } from './LinkIntent';
export { isExternalHref } from './isExternal';
