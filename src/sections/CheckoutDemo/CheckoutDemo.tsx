import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPaymentLink } from '../../api/calls';
import { errorBodyTitle } from '../../api/errors';
import { SANDBOX_CREDENTIALS } from '../../api/sandboxCredentials';
import type { PaymentLinkRequest } from '../../api/schemas';
import {
  checkoutDemoWords,
  demoLimits,
  type CheckoutDemoWords,
} from '../../content/docs/checkoutDemo';
import { useHydrated } from '../../lib/useHydrated';
import {
  Button,
  ButtonLink,
  CopyButton,
  glyphs,
  Heading,
  Icon,
  scriptsPendingReason,
  TextField,
  VisuallyHidden,
} from '../../kit';
import * as styles from './CheckoutDemo.css';

export interface CreatedLink {
  token: string;
  urlPayIn: string;
}

export interface CheckoutDemoProps {
  /** `embed`: the page in an iframe, with the messages it posts (widget); `open`: a link to it (saas). */
  mode: 'embed' | 'open';
  headingLevel?: 2 | 3 | 4;
  /** Creates the link; the embedded sandbox by default. */
  createLink?: (request: PaymentLinkRequest) => Promise<CreatedLink>;
  /** Its words, for a page in another language; French by default. */
  words?: CheckoutDemoWords;
}

/** The outcome message the hosted payment page posts to the page that embeds it. */
interface OutcomeMessage {
  type: 'yonnee:payment-outcome';
  status: string;
  transactionId?: string;
  amount: number;
  currency: string;
}

const isOutcome = (data: unknown): data is OutcomeMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'yonnee:payment-outcome';

async function createInSandbox(request: PaymentLinkRequest): Promise<CreatedLink> {
  // Public test credentials, the same the try-it consoles use: they open the sandbox only.
  const answer = await createPaymentLink(request, SANDBOX_CREDENTIALS);
  return answer.data;
}

function reasonOf(error: unknown) {
  return errorBodyTitle(error) ?? (error instanceof Error ? error.message : String(error));
}

/** The page's address with the embedding site's origin, to which the page posts its outcome. */
function framedUrl(urlPayIn: string) {
  const url = new URL(urlPayIn, window.location.href);
  url.searchParams.set('origin', window.location.origin);
  return url.href;
}

/**
 * The docs' live demo of the hosted payment page: creates a link in the sandbox, then opens
 * it or embeds it, showing what the page tells the embedding site.
 */
export function CheckoutDemo({
  mode,
  headingLevel = 3,
  createLink = createInSandbox,
  words: copy = checkoutDemoWords,
}: CheckoutDemoProps) {
  const id = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [amount, setAmount] = useState('2500');
  const [product, setProduct] = useState(copy.sampleProduct);
  const [errors, setErrors] = useState<{ amount?: string; product?: string; call?: string }>({});
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState<CreatedLink>();
  const [messages, setMessages] = useState<OutcomeMessage[]>([]);
  // Sent by the server, the form shows before its scripts run; sent then, it would only reload
  // the page.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!link || mode !== 'embed') return;
    const pageOrigin = new URL(link.urlPayIn, window.location.href).origin;
    const receive = (event: MessageEvent) => {
      // Only the page in our iframe, from its own origin: any other window could post anything.
      if (event.origin !== pageOrigin || event.source !== frameRef.current?.contentWindow) return;
      if (isOutcome(event.data)) setMessages((list) => [...list, event.data as OutcomeMessage]);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [link, mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(/\s/g, ''));
    const found = {
      amount:
        Number.isInteger(value) && value >= demoLimits.minAmount && value <= demoLimits.maxAmount
          ? undefined
          : copy.amountInvalid,
      product: !product.trim()
        ? copy.productRequired
        : product.length > demoLimits.productLength
          ? copy.productInvalid
          : undefined,
    };
    setErrors(found);
    if (found.amount || found.product) return;
    setSending(true);
    try {
      const created = await createLink({
        amount: value,
        country: 'SN',
        currency: 'XOF',
        product: product.trim(),
      });
      setMessages([]);
      setLink(created);
    } catch (error) {
      setErrors({ call: copy.failed(reasonOf(error)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <Heading level={headingLevel} size="lg" id={`${id}-title`}>
        {copy.title}
      </Heading>
      <p>{copy.intro[mode]}</p>
      {link ? (
        <div className={styles.result}>
          <p className={styles.created}>
            <strong>{copy.created}</strong>{' '}
            <a href={link.urlPayIn} className={styles.url}>
              {link.urlPayIn}
            </a>
          </p>
          <div className={styles.actions}>
            <CopyButton
              value={link.urlPayIn}
              context={copy.copyContext}
              labels={copy.copyLabels}
              pendingReason={copy.scriptsPending}
            />
            {mode === 'open' && (
              <ButtonLink
                href={link.urlPayIn}
                target="_blank"
                rel="noopener noreferrer"
                icon={<Icon glyph={glyphs.externalLink} size="sm" />}
              >
                {copy.open}
                <VisuallyHidden> {copy.newTab}</VisuallyHidden>
              </ButtonLink>
            )}
            <Button variant="ghost" onClick={() => setLink(undefined)}>
              {copy.again}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <TextField
            label={copy.amount}
            description={copy.amountHint}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
          <TextField
            label={copy.product}
            autoComplete="off"
            value={product}
            onChange={(event) => setProduct(event.target.value)}
            error={errors.product}
          />
          {errors.call && (
            <p role="alert" className={styles.error}>
              {errors.call}
            </p>
          )}
          <Button
            type="submit"
            busy={sending}
            busyLabel={copy.creating}
            unavailableReason={hydrated ? undefined : (copy.scriptsPending ?? scriptsPendingReason)}
          >
            {copy.create}
          </Button>
        </form>
      )}
      <div className={styles.hints}>
        <p>{copy.testNumbers}</p>
        <ul>
          {copy.numbers.map(({ number, outcome }) => (
            <li key={number}>
              <code>{number}</code>
              {copy.outcomeSeparator}
              {outcome}
            </li>
          ))}
        </ul>
        <p>{copy.otpHint}</p>
      </div>
      {link && mode === 'embed' && (
        <>
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={framedUrl(link.urlPayIn)}
            title={copy.frameTitle}
            width="100%"
            height="640"
          />
          <div className={styles.messages}>
            <Heading level={(headingLevel + 1) as 3 | 4 | 5} size="md">
              {copy.messages}
            </Heading>
            <div role="log" aria-live="polite">
              {messages.length ? (
                messages.map((message, index) => (
                  <pre key={index} className={styles.message}>
                    {JSON.stringify(message, null, 2)}
                  </pre>
                ))
              ) : (
                <p>{copy.noMessage}</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
