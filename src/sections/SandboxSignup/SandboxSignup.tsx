import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAX_SANDBOX_NAME_LENGTH } from '../../api/schemas/developerSandbox';
import { sandboxSignupCopy, type SandboxSignupCopy } from '../../content/sandboxSignup';
import { Button, CodeBlock, FormAlert, Heading, Text, TextField } from '../../kit';
import { FormGuard, sendForm, useFormOutcome, type FormResult } from '../../lib/forms';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { sandboxNameSchemaOf } from './sandboxNameSchema';
import * as styles from './SandboxSignup.css';

type Created = Extract<FormResult, { kind: 'sandbox' }>;

/** The variables the API page's examples read, filled with the new sandbox's credentials. */
const asEnvironment = (created: Created) =>
  [
    `export YONNEE_API_KEY="${created.apiKey}"`,
    `export YONNEE_API_TOKEN="${created.apiToken}"`,
    `export YONNEE_JWT="${created.jwt}"`,
    `export YONNEE_WEBHOOK_SECRET="${created.webhookSecret}"`,
  ].join('\n');

export interface SandboxSignupProps {
  /** The page the form posts to (the server answers there, with or without JavaScript). */
  action: string;
  headingLevel?: 2 | 3 | 4;
  /** Its words, for a page in another language; the server answers that page in the same. */
  copy?: SandboxSignupCopy;
}

/**
 * Creates the developer's own sandbox: a form that posts to its page, so it works before and
 * without JavaScript; the server answers with the page and the new credentials, shown once
 * (never in a URL nor in the browser's storage). With JavaScript, the same answer comes as JSON.
 */
export function SandboxSignup({
  action,
  headingLevel = 3,
  copy = sandboxSignupCopy,
}: SandboxSignupProps) {
  const titleId = useId();
  const chrome = useDocsChrome();
  const schema = useMemo(() => sandboxNameSchemaOf(copy), [copy]);
  const outcome = useFormOutcome('sandbox');
  const [name, setName] = useState(outcome?.result ? '' : (outcome?.values.name ?? ''));
  const [error, setError] = useState(outcome?.errors.name);
  const [notice, setNotice] = useState(outcome?.notice);
  const [created, setCreated] = useState<Created | undefined>(
    outcome?.result?.kind === 'sandbox' ? outcome.result : undefined,
  );
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = schema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    const answer = await sendForm(action, 'sandbox', checked.data, formRef.current, copy.offline);
    setSending(false);
    setNotice(answer.notice);
    setError(answer.errors.name);
    if (answer.result?.kind !== 'sandbox') return;
    setCreated(answer.result);
    setName('');
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="xl" id={titleId}>
        {copy.title}
      </Heading>
      <Text tone="muted">{copy.lead}</Text>
      {created ? (
        <div className={styles.panel}>
          <FormAlert tone="success">{copy.created}</FormAlert>
          <CodeBlock
            code={asEnvironment(created)}
            language="bash"
            label={copy.codeLabel}
            copyContext={copy.copyContext}
            copyLabels={chrome.copyLabels}
          />
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action={action}
        className={styles.panel}
        noValidate
        onSubmit={onSubmit}
      >
        <FormGuard form="sandbox" honeypotLabel={copy.honeypot} />
        {notice ? <FormAlert>{notice}</FormAlert> : null}
        <TextField
          ref={inputRef}
          label={copy.nameLabel}
          description={copy.nameHint(MAX_SANDBOX_NAME_LENGTH)}
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <div>
          <Button type="submit" busy={sending} busyLabel={copy.sending}>
            {copy.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
