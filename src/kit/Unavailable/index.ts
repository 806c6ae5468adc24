export {
  scriptsPendingReason,
  useUnavailable,
  useUnavailableUntilHydrated,
  type Unavailable,
  type UnavailableOptions,
} from './useUnavailable';
