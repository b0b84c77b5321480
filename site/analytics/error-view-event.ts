import type { DataLayerEvent } from './data-layer.ts';

/** Error-view types (§8): a field error, the CRM form failing (consent), any failure message. */
export type ErrorViewType = 'form_field_error' | 'salesforce_form_error' | 'message_fail';

/** An error the visitor saw. */
export function errorViewEvent(type: ErrorViewType, message: string, field?: string): DataLayerEvent {
  return { event: 'error_view', error_type: type, error_message: message, ...(field ? { error_field: field } : {}) };
}
