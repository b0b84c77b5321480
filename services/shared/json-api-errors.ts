/**
 * The error envelope of the dealers and galleries APIs (JSON:API style):
 * `{ "errors": [{ "status", "title", "detail", "source": { "parameter" } }] }`.
 */
const TITLES: Readonly<Record<number, string>> = { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 500: 'Internal Server Error' };

/** One error; the title follows from the status. */
export const jsonApiError = (status: number, detail: string, parameter?: string) =>
  ({ errors: [{ status: String(status), title: TITLES[status] ?? 'Error', detail, ...(parameter ? { source: { parameter } } : {}) }] });

/** A 400 naming every bad query parameter. */
export const jsonApiProblems = (problems: readonly { readonly parameter: string; readonly detail: string }[]) =>
  ({ errors: problems.map((p) => ({ status: '400', title: 'Bad Request', detail: `${p.parameter} ${p.detail}`, source: { parameter: p.parameter } })) });
