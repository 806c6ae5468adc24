export { DisclosureToggle, type DisclosureToggleProps } from './DisclosureToggle';
