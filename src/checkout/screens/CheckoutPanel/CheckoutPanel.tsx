import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Icon, type Glyph } from '../../../kit';
import { CheckoutNotice } from '../CheckoutNotice';
import { checkoutFields } from '../../state/formFields';
import * as styles from './CheckoutPanel.css';

export interface CheckoutPanelProps {
  /** The panel's heading. */
  title: ReactNode;
  /** h1 when the panel is the whole page (a link that cannot be paid), h2 under the summary. */
  headingLevel?: 1 | 2;
  /** The heading receives focus when the panel replaces another one. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** "Étape 1 sur 3", above the heading. */
  progress?: string;
  /** Colour and icon of an outcome; none for the steps of the form. */
  tone?: (typeof styles.panelTones)[number];
  /** Icon beside the heading, in the tone's colour. */
  icon?: Glyph;
  /**
   * Makes the panel a form submitted with Enter or its submit button. Without JavaScript it
   * posts to the page, which the server answers (src/checkout/state/postedStep.ts).
   */
  onSubmit?: () => void;
  /** The screen the form belongs to, posted with it (`etape`). */
  screen?: string;
  /** A problem with the whole step (the payment was not sent), announced when it appears. */
  error?: ReactNode;
  /** Buttons at the bottom, the main one first. */
  actions?: ReactNode;
  children?: ReactNode;
}

// The server writes the visitor's token in place of the forms' mark (src/lib/forms/guard.tsx,
// not imported: it would add a chunk to the payment page). Read once from the page, so the
// first render in the browser writes the value the HTML has.
let pageToken: string | undefined;
function FormTokenField() {
  const token =
    typeof document === 'undefined'
      ? '__YONNEE_FORM_TOKEN__'
      : (pageToken ??=
          document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value ?? '');
  return <input type="hidden" name="formToken" defaultValue={token} />;
}

/** One screen of the payment: a step of the form, or where the payment stands. */
export function CheckoutPanel({
  title,
  headingLevel = 2,
  headingRef,
  progress,
  tone = 'neutral',
  icon,
  onSubmit,
  screen,
  error,
  actions,
  children,
}: CheckoutPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const content = (
    <>
      <div className={styles.head}>
        {icon ? <Icon glyph={icon} size="xl" className={styles.icon({ tone })} /> : null}
        {progress ? <p className={styles.progress}>{progress}</p> : null}
        <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </Heading>
      </div>
      {children}
      {error ? (
        <CheckoutNotice tone="danger" size="sm" alert>
          {error}
        </CheckoutNotice>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
  const className = styles.panel({ tone });
  if (!onSubmit) {
    return (
      <section aria-labelledby={titleId} className={className} data-tone={tone}>
        {content}
      </section>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      method="post"
      aria-labelledby={titleId}
      className={className}
      data-tone={tone}
      noValidate
      onSubmit={submit}
    >
      {screen ? <input type="hidden" name={checkoutFields.step} value={screen} /> : null}
      <FormTokenField />
      {content}
    </form>
  );
}
