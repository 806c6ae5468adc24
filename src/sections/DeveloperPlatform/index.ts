export { DeveloperPlatform, type DeveloperPlatformProps } from './DeveloperPlatform';
