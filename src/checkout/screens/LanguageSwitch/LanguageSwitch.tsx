import { Button } from '../../../kit';
import { LANGUAGE_FIELD } from '../../../paths/paymentLanguage.js';
import type { CheckoutLanguage } from '../../language/words';
import * as styles from './LanguageSwitch.css';

export interface LanguageSwitchProps {
  /** The page's language: the switch offers the other one. */
  lang: CheckoutLanguage;
  /** Switches in place with JavaScript; without it (or before it runs) the form is posted. */
  onSwitch?: (lang: CheckoutLanguage) => void;
}

/** Each language named in itself, so a payer finds their own whatever the page's. */
const names: Record<CheckoutLanguage, string> = { fr: 'Français', en: 'English' };

/**
 * "English" on a French page, "Français" on an English one. Without JavaScript it posts to
 * the page, whose server keeps the choice in a cookie and shows the same step again (303);
 * with it, the page changes its words in place, keeping the step and what was typed.
 */
export function LanguageSwitch({ lang, onSwitch }: LanguageSwitchProps) {
  const other: CheckoutLanguage = lang === 'fr' ? 'en' : 'fr';
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(event) => {
        if (!onSwitch) return;
        event.preventDefault();
        onSwitch(other);
      }}
    >
      <Button type="submit" variant="ghost" size="sm" name={LANGUAGE_FIELD} value={other}>
        <span lang={other}>{names[other]}</span>
      </Button>
    </form>
  );
}
