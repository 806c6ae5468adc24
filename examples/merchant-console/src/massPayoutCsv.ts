// A mass payout's recipients from a CSV file, each row checked with @yonnee/api's own schema
// before anything is sent: the console shows which rows the API would refuse, and why.
import { MassPayoutItemRequestSchema, type MassPayoutItemRequest } from '@yonnee/api';

/** The columns, in the API's own names (spec 3.3), as the file's first line must give them. */
export const csvColumns = [
  'name',
  'surname',
  'email',
  'amount',
  'currency',
  'phone',
  'prefix',
  'paiement_method',
] as const;

/** Files larger than this are refused before being read: a mass payout holds at most 500 rows. */
export const MAX_CSV_BYTES = 256 * 1024;

export type CsvRow =
  | { line: number; valid: true; recipient: MassPayoutItemRequest }
  | { line: number; valid: false; problems: string[] };

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
}

function problemOf(issue: Issue) {
  const field = String(issue.path[0] ?? 'ligne');
  if (issue.code === 'invalid_type') return `« ${field} » manque ou n’a pas le bon type`;
  if (issue.code === 'too_small') return `« ${field} » doit être supérieur à zéro`;
  if (issue.code === 'too_big') {
    return issue.origin === 'string' ? `« ${field} » est trop long` : `« ${field} » est trop grand`;
  }
  return `« ${field} » est invalide`;
}

/** Splits a line on commas; quotes are not supported (no field of a recipient holds a comma). */
const cells = (line: string) => line.split(',').map((cell) => cell.trim());

/** Reads the file's text: the header must name the columns; each further line is one recipient. */
export function parseMassPayoutCsv(text: string): { error: string } | { rows: CsvRow[] } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = cells(lines[0] ?? '');
  if (header.join() !== csvColumns.join()) {
    return { error: `La première ligne doit être : ${csvColumns.join(',')}` };
  }
  const rows = lines.slice(1).map((line, index): CsvRow => {
    const values = cells(line);
    const record: Record<string, unknown> = {};
    csvColumns.forEach((column, i) => {
      const value = values[i];
      if (value === undefined || value === '') return;
      record[column] = column === 'amount' ? Number(value) : value;
    });
    const parsed = MassPayoutItemRequestSchema.safeParse(record);
    return parsed.success
      ? { line: index + 2, valid: true, recipient: parsed.data }
      : { line: index + 2, valid: false, problems: parsed.error.issues.map(problemOf) };
  });
  return { rows };
}
