// CSP violation reports: browsers post them (report-uri and the Reporting API's report-to),
// the server keeps the latest few, logs each as one line, and an operator reads them with
// the operator token. Nothing a page's visitor typed can be in them: URLs lose their query.
import rateLimit from '@fastify/rate-limit';
import { CSP_REPORT_PATH } from './headers.mjs';
import { operatorAllowed } from './operator.mjs';

/** Reports kept: the newest ones, enough to see a pattern; older ones are in the log. */
export const MAX_REPORTS = 500;
/** A report's body: one violation is under 2 KB, a Reporting API batch of a few under 16 KB. */
export const MAX_REPORT_BYTES = 64 * 1024;
/** Reports a client may send a minute (per worker): a broken page sends a handful, not more. */
export const REPORTS_PER_MINUTE = 30;
/** Every text kept is cut to this length. */
const MAX_TEXT = 300;

/**
 * @typedef {{ at: string, document: string, blocked: string, directive: string,
 *   disposition: string, source: string, line: number | null, sample: string }} CspReport
 * @typedef {{ add(report: CspReport): void, list(): Promise<CspReport[]> }} ReportSink
 */

/** Keeps the newest MAX_REPORTS in memory (one process: the cluster's primary). */
export function createReportStore(max = MAX_REPORTS) {
  const reports = [];
  return {
    add(report) {
      reports.push(report);
      if (reports.length > max) reports.splice(0, reports.length - max);
    },
    list: async () => [...reports],
  };
}

const text = (value) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
/** A URL without its query and fragment, which may carry what someone typed. */
const bare = (value) => text(typeof value === 'string' ? value.split(/[?#]/, 1)[0] : '');

/** The violations in a body of either format, as flat records; [] for anything else. */
export function readReports(body, now = new Date()) {
  const items = Array.isArray(body)
    ? body.filter((item) => item?.type === 'csp-violation').map((item) => item.body)
    : [body?.['csp-report']];
  return items
    .filter((item) => item && typeof item === 'object')
    .slice(0, 20)
    .map((item) => ({
      at: now.toISOString(),
      document: bare(item.documentURL ?? item['document-uri']),
      blocked: bare(item.blockedURL ?? item['blocked-uri']),
      directive: text(
        item.effectiveDirective ?? item['effective-directive'] ?? item['violated-directive'],
      ),
      disposition: text(item.disposition ?? 'enforce'),
      source: bare(item.sourceFile ?? item['source-file']),
      line: Number.isInteger(item.lineNumber ?? item['line-number'])
        ? (item.lineNumber ?? item['line-number'])
        : null,
      sample: text(item.sample ?? item['script-sample']).slice(0, 80),
    }));
}

/**
 * POST CSP_REPORT_PATH keeps reports (204, rate-limited); GET lists them to the operator,
 * with `Authorization: Bearer <OPERATOR_TOKEN>`.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ reports?: ReportSink, operatorToken?: string }} options
 */
export function registerCspReports(app, { reports = createReportStore(), operatorToken }) {
  app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Trop de rapports : réessayez dans ${Math.ceil(context.ttl / 1000)} s.`,
      }),
    });
    scope.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: MAX_REPORT_BYTES,
        config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        let body;
        try {
          body = JSON.parse(String(request.body ?? ''));
        } catch {
          return reply
            .code(400)
            .type('text/plain; charset=utf-8')
            .send('Rapport illisible : JSON attendu.');
        }
        for (const report of readReports(body)) {
          reports.add(report);
          console.warn(`csp-violation ${JSON.stringify(report)}`);
        }
        return reply.code(204).send();
      },
    );
    scope.get(CSP_REPORT_PATH, async (request, reply) => {
      if (!operatorAllowed(request, reply, operatorToken, 'des rapports')) return reply;
      return reply.send({ reports: await reports.list() });
    });
  });
}
