/**
 * Characters that act on a terminal instead of showing: C0 (ESC starts colour, cursor and clear-screen
 * sequences), DEL, C1 (U+009B is a one-character CSI on some terminals), the bidi embeddings, overrides and
 * isolates that reorder what follows, and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ACTIVE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const visible = (c: string): string => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

export interface EscapeForTerminalOptions {
  /** Keep line feeds (a multi-line description printed as lines); tabs are always kept. @default false */
  readonly keepNewlines?: boolean;
}

/**
 * Text from a stored post made safe to print: every active character becomes a visible `\x1b` / `\u202e`
 * escape, so a description holding `ESC[2J` shows those characters instead of clearing the operator's screen.
 */
export function escapeForTerminal(text: string, options: EscapeForTerminalOptions = {}): string {
  return text.replace(ACTIVE, (c) => (c === '\t' || (c === '\n' && options.keepNewlines) ? c : visible(c)));
}

/**
 * JSON made safe to print: `JSON.stringify` already escapes C0, but not DEL, C1 or the bidi controls; they
 * are written as `\u` escapes, which JSON readers decode back to the same text.
 */
export function escapeJsonForTerminal(json: string): string {
  // Raw C0 in stringified JSON is only its own layout (newlines between lines): kept.
  return json.replace(ACTIVE, (c) => (c.charCodeAt(0) < 0x20 ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
