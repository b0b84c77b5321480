// Moved to services/shared (the entries service checks its answers the same way).
export * from '../shared/captcha-tokens.ts';
