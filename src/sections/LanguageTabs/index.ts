export { LanguageTabs, type LanguageTabsProps } from './LanguageTabs';
export {
  SAMPLE_LANGUAGE_STORAGE_KEY,
  sampleLanguages,
  sampleLanguageStore,
  useSampleLanguage,
  type SampleLanguage,
} from './sampleLanguage';
