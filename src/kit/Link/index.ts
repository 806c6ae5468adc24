export { Link, INTENT_DELAY_MS, type LinkProps } from './Link';
// The link's look without the router, for pages that have none (the hosted payment page).
export { link as linkClass, linkTones } from './Link.css';
export { LinkIntentContext } from './LinkIntent';
export { isExternalHref } from './isExternal';
