import { useContext, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CodeBlock, type CodeLanguage, useUnavailableUntilHydrated } from '../../kit';
import { HydratesServerHtml } from '../../lib/StaticPart';
import {
  sampleLanguages,
  sampleLanguageStore,
  useSampleLanguage,
  type SampleLanguage,
} from './sampleLanguage';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import * as styles from './LanguageTabs.css';

const languageInfo: Record<SampleLanguage, { label: string; code: CodeLanguage }> = {
  curl: { label: 'curl', code: 'bash' },
  javascript: { label: 'JavaScript', code: 'javascript' },
  php: { label: 'PHP', code: 'php' },
  python: { label: 'Python', code: 'python' },
};

export interface LanguageTabsProps {
  /** The same request written in each language. */
  samples: Record<SampleLanguage, string>;
  /** What the samples do ("Effectuer un versement"): names the tabs and the copy buttons. */
  label: string;
}

/**
 * Code samples in curl, JavaScript, PHP and Python as tabs (arrows, Home and End move
 * between them). The chosen language applies to every sample and is remembered.
 */
export function LanguageTabs({ samples, label }: LanguageTabsProps) {
  const language = useSampleLanguage();
  const chrome = useDocsChrome();
  const id = useId();
  const tabs = useRef<Partial<Record<SampleLanguage, HTMLButtonElement | null>>>({});
  // Sent by the server, the tabs show before the scripts that switch them have run.
  const unavailable = useUnavailableUntilHydrated();
  // The samples' coloured code stays the server's on a hydrating page: only the tabs switch.
  const hydratesServerHtml = useContext(HydratesServerHtml);

  useEffect(() => sampleLanguageStore.loadStored(), []);

  const select = (next: SampleLanguage) => {
    sampleLanguageStore.set(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = sampleLanguages.indexOf(language);
    const last = sampleLanguages.length - 1;
    const target = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(sampleLanguages[target]!);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={chrome.samplesLanguage(label)} className={styles.tablist}>
        {sampleLanguages.map((lang) => (
          <button
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            aria-selected={lang === language}
            aria-controls={`${id}-panel-${lang}`}
            tabIndex={lang === language ? 0 : -1}
            className={styles.tab}
            onClick={() => select(lang)}
            onKeyDown={onKeyDown}
            {...unavailable.controlProps}
          >
            {languageInfo[lang].label}
          </button>
        ))}
      </div>
      {unavailable.description}
      {sampleLanguages.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={lang !== language}
        >
          {/* Only the chosen language's sample is in the page: the other three, hidden, would
              still be read by the parser and built by the browser (on the API reference, 97 KB of
              its HTML and a third of its elements). Another is drawn when picked, in the browser,
              as its tab works only once hydrated. */}
          {lang === language && (
            <CodeBlock
              code={samples[lang]}
              language={languageInfo[lang].code}
              label={languageInfo[lang].label}
              copyContext={chrome.copySample(languageInfo[lang].label, label)}
              copyLabels={chrome.copyLabels}
              hydratesServerHtml={hydratesServerHtml}
            />
          )}
        </div>
      ))}
    </div>
  );
}
