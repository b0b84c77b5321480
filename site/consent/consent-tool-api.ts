/**
 * The consent tool's global browser API (OneTrust-style), the part the site
 * uses. The production tool and the embedded local banner both provide it.
 */
export interface ConsentToolApi {
  /** Whether the visitor answered the banner. */
  IsAlertBoxClosed(): boolean;
  /** Registers a callback run after every consent change. */
  OnConsentChanged(callback: () => void): void;
  /** Opens the preference centre. */
  ToggleInfoDisplay(): void;
  AllowAll(): void;
  RejectAll(): void;
}

/** The window as the consent tool extends it. */
export interface ConsentWindow {
  OneTrust?: ConsentToolApi;
  /** Active groups, comma-framed: `",C0001,C0003,"`. */
  OnetrustActiveGroups?: string;
  /** Called by the tool when it has loaded and after each change. */
  OptanonWrapper?: () => void;
}
