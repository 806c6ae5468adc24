import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  endpoints,
  errorNotice,
  HttpError,
  newIdempotencyKey,
  SANDBOX_CREDENTIALS,
  SchemaMismatchError,
  type EndpointId,
  type ErrorNotice,
} from '../../api';
import type { EndpointDef } from '../../api/endpointDef';
import { callApi } from '../../api/client';
import { consoleLabels as frenchLabels, type ConsoleLabels } from '../../content/docs/apiReference';
import {
  Button,
  CodeBlock,
  Field,
  fieldControlClass,
  glyphs,
  Heading,
  Icon,
  TextField,
} from '../../kit';
import * as styles from './TryItConsole.css';

export interface TryItConsoleProps {
  /** The call to send. */
  endpoint: EndpointId;
  /** Its name, for the form's accessible name. */
  title: string;
  /** Example values of the path's parameters, prefilled. */
  params?: Record<string, string>;
  /** Example body, prefilled as formatted JSON. */
  body?: unknown;
  /** Level of the result's heading, under the reference's own headings. */
  headingLevel?: 3 | 4;
  /** Clock for the measured time; stories pass a fixed one so screenshots do not move. */
  now?: () => number;
  /** Makes the Idempotency-Key of each send; random by default, fixed in stories. */
  newKey?: () => string;
  /** The console's words, for a page in another language; French by default. */
  labels?: ConsoleLabels;
}

// HTTP/2 and some test servers send no reason phrase; these fill the gap for the calls' statuses.
const reasons: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
};

interface Outcome {
  ok: boolean;
  /** "200 OK", or "Aucune réponse". */
  status: string;
  ms: number;
  sent: string;
  responseHeaders: [string, string][];
  body?: unknown;
  /** The error catalogue's (spec 8) reading of this failure. */
  notice?: ErrorNotice;
  problems?: readonly string[];
}

/** Where the reader is, as the app's error handler would read it to bring them back. */
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** What an app's error handler (spec 8) would do with this failure; the console only says it. */
function AppReaction({ notice, copy }: { notice: ErrorNotice; copy: ConsoleLabels }) {
  const effects = notice.effects.map((effect) =>
    effect.type === 'navigate' ? copy.appReaction[effect.reason] : copy.appReaction[effect.type],
  );
  return (
    <span>
      {copy.appReaction.lead} {copy.appReaction.quoteOpen}
      <span lang={notice.lang}>{notice.title}</span>
      {copy.appReaction.quoteClose}
      {copy.appReaction.effects(effects)} {copy.appReaction.here}
    </span>
  );
}

/**
 * "Essayer": sends one call through the app's API client to the sandbox, with the sandbox
 * credentials and the example prefilled, and shows status, headers, body and time.
 */
export function TryItConsole({
  endpoint,
  title,
  params = {},
  body,
  headingLevel = 4,
  now = () => performance.now(),
  newKey = newIdempotencyKey,
  labels: copy = frenchLabels,
}: TryItConsoleProps) {
  // Widened to the common shape: the console shows whatever the call answers.
  const definition: EndpointDef = endpoints[endpoint];
  const id = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const aborter = useRef<AbortController | undefined>(undefined);
  const [credentials, setCredentials] = useState({ ...SANDBOX_CREDENTIALS });
  const [values, setValues] = useState(params);
  const [json, setJson] = useState(body === undefined ? '' : JSON.stringify(body, null, 2));
  const [jsonError, setJsonError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => () => aborter.current?.abort(), []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    let parsed: unknown;
    if (json.trim()) {
      try {
        parsed = JSON.parse(json);
      } catch (error) {
        // A response left on screen would read as the answer to this body: nothing was sent.
        aborter.current?.abort();
        setSending(false);
        setOutcome(undefined);
        setJsonError(copy.invalidJson((error as Error).message));
        bodyRef.current?.focus();
        return;
      }
    }
    setJsonError(undefined);
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;

    const idempotencyKey = definition.movesMoney ? newKey() : undefined;
    const path = definition.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const sent = [
      `${definition.method} ${path}`,
      `x-api-key: ${credentials.apiKey}`,
      `X-API-TOKEN: ${credentials.apiToken}`,
      `Authorization: Bearer ${credentials.jwt}`,
      ...(parsed === undefined ? [] : ['Content-Type: application/json']),
      ...(idempotencyKey ? [`Idempotency-Key: ${idempotencyKey}`] : []),
    ].join('\n');

    let response: Response | undefined;
    setSending(true);
    const started = now();
    const finish = (result: Omit<Outcome, 'ms' | 'sent' | 'responseHeaders' | 'status'>) => {
      setSending(false);
      setOutcome({
        ...result,
        ms: Math.round(now() - started),
        sent,
        status: response
          ? `${response.status} ${response.statusText || reasons[response.status] || ''}`.trim()
          : copy.noResponse,
        responseHeaders: response
          ? [...response.headers].sort(([a], [b]) => a.localeCompare(b))
          : [],
      });
    };

    try {
      // This console's own credentials, with this call only: another console on the page keeps its own.
      const data = await callApi(definition, {
        ...credentials,
        params: values,
        body: parsed,
        idempotencyKey,
        signal: controller.signal,
        onResponse: (answer) => {
          response = answer;
        },
      });
      finish({ ok: true, body: data });
    } catch (error) {
      if (controller.signal.aborted) return;
      finish({
        ok: false,
        body:
          error instanceof HttpError || error instanceof SchemaMismatchError
            ? error.body
            : undefined,
        notice: errorNotice(error, {
          origin: definition.method === 'GET' ? 'query' : 'mutation',
          location: here(),
        }),
        problems: error instanceof SchemaMismatchError ? error.problems : undefined,
      });
    }
  };

  const paramNames = [...definition.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

  return (
    <div className={styles.root}>
      <form className={styles.form} aria-label={copy.formLabel(title)} onSubmit={send} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.credentials}</legend>
          <p className={styles.help}>{copy.credentialsHelp}</p>
          {(
            [
              ['apiKey', copy.apiKey],
              ['apiToken', copy.apiToken],
              ['jwt', copy.jwt],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              className={styles.mono}
              value={credentials[key]}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setCredentials({ ...credentials, [key]: event.target.value })}
            />
          ))}
        </fieldset>
        {paramNames.map((name) => (
          <TextField
            key={name}
            label={copy.pathParameter(name)}
            value={values[name] ?? ''}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
        {definition.method === 'POST' ? (
          <Field label={copy.body} description={copy.bodyHelp} error={jsonError} id={`${id}-body`}>
            {(control) => (
              <textarea
                ref={bodyRef}
                className={[fieldControlClass, styles.textarea].join(' ')}
                spellCheck={false}
                value={json}
                onChange={(event) => setJson(event.target.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          className={styles.submit}
          busy={sending}
          busyLabel={copy.sending}
          icon={<Icon glyph={glyphs.send} size="sm" />}
        >
          {copy.send}
        </Button>
      </form>

      <div role="status" className={styles.result}>
        {outcome
          ? outcome.status === copy.noResponse
            ? copy.unanswered(outcome.ms)
            : copy.received(outcome.status, outcome.ms)
          : ''}
      </div>
      {outcome ? (
        <section className={styles.result} aria-labelledby={`${id}-result`}>
          <Heading level={headingLevel} size="md" id={`${id}-result`}>
            {copy.result}
          </Heading>
          <dl className={styles.summary}>
            <div className={styles.summaryItem}>
              <dt className={styles.term}>{copy.status}</dt>
              <dd
                className={[styles.value, outcome.ok ? styles.statusOk : styles.statusError].join(
                  ' ',
                )}
              >
                {outcome.status}
              </dd>
            </div>
            <div className={styles.summaryItem}>
              <dt className={styles.term}>{copy.duration}</dt>
              <dd className={styles.value}>{outcome.ms} ms</dd>
            </div>
          </dl>
          {outcome.notice ? (
            <div
              className={[styles.alert, styles.alertTone[outcome.notice.tone]].join(' ')}
              role="alert"
            >
              <Icon glyph={glyphs.alert} />
              <div className={styles.alertBody}>
                {/* The API's own words first: a refused key says which one. */}
                <strong lang={outcome.notice.message ? undefined : outcome.notice.lang}>
                  {outcome.notice.message ?? outcome.notice.title}
                </strong>
                {outcome.status === copy.noResponse ? <span>{copy.networkHelp}</span> : null}
                {outcome.problems ? (
                  <span>
                    {copy.schemaHelp} {outcome.problems.join(' ; ')}
                  </span>
                ) : null}
                <AppReaction notice={outcome.notice} copy={copy} />
              </div>
            </div>
          ) : null}
          <CodeBlock code={outcome.sent} language="text" label={copy.sent} />
          {outcome.responseHeaders.length ? (
            <CodeBlock
              code={outcome.responseHeaders.map(([name, value]) => `${name}: ${value}`).join('\n')}
              language="text"
              label={copy.responseHeaders}
            />
          ) : null}
          {outcome.body !== undefined ? (
            <CodeBlock
              code={
                typeof outcome.body === 'string'
                  ? outcome.body
                  : JSON.stringify(outcome.body, null, 2)
              }
              language={typeof outcome.body === 'string' ? 'text' : 'json'}
              label={copy.responseBody}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
