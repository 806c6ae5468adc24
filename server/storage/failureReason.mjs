/**
 * What a storage failure may put in the log: the database's own reason, never the query's
 * parameters. Drizzle's error message ends with them ("Failed query: … params: …"), and for a
 * form they are what the visitor typed.
 * @param {unknown} error
 */
export function storageFailureReason(error) {
  const cause = /** @type {{ cause?: { message?: unknown } }} */ (error)?.cause?.message;
  if (typeof cause === 'string') return cause;
  const message = String(/** @type {{ message?: unknown }} */ (error)?.message ?? error);
  return message.split(/\nparams:/)[0];
}
