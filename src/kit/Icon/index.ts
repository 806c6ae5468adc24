export { Icon, iconSizes, type IconProps } from './Icon';
export { iconNames, type IconName } from './icons';
