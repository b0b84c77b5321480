/**
 * Contact-form request types shared by the brands (seed spec §3 "Contact form"), as data the brand configs
 * compose: every brand but Xlc offers the standard six; Sparta adds warranty claims; Ghost, winora, Haibike
 * (and the white label, which uses winora's form) also offer warranty reporting with the same value.
 */
export const STANDARD_REQUEST_TYPES = [
  { value: 'Information Request', label: 'requestInformation' },
  { value: 'Order-,delivery- or invoice', label: 'requestOrder' },
  { value: 'Shipment and Transport', label: 'requestShipment' },
  { value: 'Dealer-Service', label: 'requestDealerService' },
  { value: 'Suggestion Box', label: 'requestSuggestion' },
  { value: 'Requests', label: 'requestOther' },
] as const;

export const WARRANTY_CLAIMS = { value: 'Warranty Claims', label: 'requestWarranty' } as const;
/** Warranty reporting: the same CRM value as a claim, its own label. */
export const WARRANTY_REPORT = { value: 'Warranty Claims', label: 'requestWarrantyReport' } as const;
