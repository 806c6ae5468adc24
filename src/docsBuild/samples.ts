/**
 * The same request written in curl, JavaScript, PHP and Python, from an endpoint's method,
 * path and example body. Host and credentials come from environment variables, as the
 * integration guide sets them up.
 */
import type { SampleLanguage } from '../sections/LanguageTabs/sampleLanguage';

export interface SampleRequest {
  method: 'GET' | 'POST';
  /** Path with its parameters filled in, e.g. /api/v1/transaction/status/YN-PI-000004. */
  path: string;
  body?: unknown;
  /** The call moves money: it sends an Idempotency-Key. */
  movesMoney: boolean;
}

const indentLines = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line, i) => (i === 0 ? line : prefix + line))
    .join('\n');

function curl({ method, path, body, movesMoney }: SampleRequest) {
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} "$YONNEE_HOST${path}"`,
    '-H "x-api-key: $YONNEE_API_KEY"',
    '-H "X-API-TOKEN: $YONNEE_API_TOKEN"',
    '-H "Authorization: Bearer $YONNEE_JWT"',
  ];
  if (body !== undefined) lines.push('-H "Content-Type: application/json"');
  if (movesMoney) lines.push('-H "Idempotency-Key: $(uuidgen)"');
  // Single quotes keep the JSON as it is; a quote inside is closed, escaped and reopened.
  if (body !== undefined) {
    const json = JSON.stringify(body, null, 2).replaceAll("'", "'\\''");
    lines.push(`-d '${indentLines(json, '  ')}'`);
  }
  return lines.join(' \\\n  ');
}

function javascript({ method, path, body, movesMoney }: SampleRequest) {
  const headers = [
    "'x-api-key': process.env.YONNEE_API_KEY,",
    "'X-API-TOKEN': process.env.YONNEE_API_TOKEN,",
    'Authorization: `Bearer ${process.env.YONNEE_JWT}`,',
  ];
  if (body !== undefined) headers.push("'Content-Type': 'application/json',");
  if (movesMoney) headers.push("'Idempotency-Key': crypto.randomUUID(),");
  const options = [`method: '${method}',`, 'headers: {', ...headers.map((h) => `  ${h}`), '},'];
  if (body !== undefined) {
    options.push(`body: JSON.stringify(${JSON.stringify(body, null, 2)}),`);
  }
  return [
    `const response = await fetch(\`\${process.env.YONNEE_HOST}${path}\`, {`,
    ...options.map((line) => `  ${indentLines(line, '  ')}`),
    '});',
    'const result = await response.json();',
    "if (!response.ok) throw new Error(result.data?.title ?? 'Erreur de l’API Yonnee');",
  ].join('\n');
}

const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function phpValue(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${phpValue(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpValue(v, inner)},`).join('\n')}\n${indent}]`;
}

function php({ method, path, body, movesMoney }: SampleRequest) {
  const headers = [
    "'x-api-key: ' . getenv('YONNEE_API_KEY'),",
    "'X-API-TOKEN: ' . getenv('YONNEE_API_TOKEN'),",
    "'Authorization: Bearer ' . getenv('YONNEE_JWT'),",
  ];
  if (body !== undefined) headers.push("'Content-Type: application/json',");
  if (movesMoney) headers.push("'Idempotency-Key: ' . bin2hex(random_bytes(16)),");
  const options = [
    ...(method === 'POST' ? ['CURLOPT_POST => true,'] : []),
    'CURLOPT_RETURNTRANSFER => true,',
    'CURLOPT_HTTPHEADER => [',
    ...headers.map((h) => `    ${h}`),
    '],',
  ];
  if (body !== undefined) {
    options.push(`CURLOPT_POSTFIELDS => json_encode(${phpValue(body, '    ')}),`);
  }
  return [
    '<?php',
    `$ch = curl_init(getenv('YONNEE_HOST') . '${path}');`,
    'curl_setopt_array($ch, [',
    ...options.map((line) => `    ${line}`),
    ']);',
    '$result = json_decode(curl_exec($ch), true);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
  ].join('\n');
}

const pythonString = (value: string) => JSON.stringify(value);

function pythonValue(value: unknown, indent: string): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pythonString(value);
  if (typeof value === 'number') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${pythonValue(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `{\n${entries.map(([k, v]) => `${inner}${pythonString(k)}: ${pythonValue(v, inner)},`).join('\n')}\n${indent}}`;
}

function python({ method, path, body, movesMoney }: SampleRequest) {
  const headers = [
    '"x-api-key": os.environ["YONNEE_API_KEY"],',
    '"X-API-TOKEN": os.environ["YONNEE_API_TOKEN"],',
    '"Authorization": f"Bearer {os.environ[\'YONNEE_JWT\']}",',
  ];
  if (movesMoney) headers.push('"Idempotency-Key": str(uuid.uuid4()),');
  const args = [
    `f"{os.environ['YONNEE_HOST']}${path}",`,
    'headers={',
    ...headers.map((h) => `    ${h}`),
    '},',
  ];
  if (body !== undefined) args.push(`json=${pythonValue(body, '    ')},`);
  args.push('timeout=30,');
  return [
    'import os',
    ...(movesMoney ? ['import uuid'] : []),
    '',
    'import requests',
    '',
    `response = requests.${method.toLowerCase()}(`,
    ...args.map((line) => `    ${line}`),
    ')',
    'result = response.json()',
  ].join('\n');
}

/** The four samples of one request, keyed by tab. */
export function requestSamples(request: SampleRequest): Record<SampleLanguage, string> {
  return {
    curl: curl(request),
    javascript: javascript(request),
    php: php(request),
    python: python(request),
  };
}
