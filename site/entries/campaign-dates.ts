/** When a campaign's entries close, from its content `endDate` (an ISO timestamp); NaN when the date is not one. */
export function campaignEndsAt(endDate: string): number {
  return Date.parse(endDate);
}

/**
 * Whether a campaign still takes entries at `now`: until its end instant (exclusive, as the entries service
 * answers 410 from it on). A date that cannot be read counts as closed, so a broken date never shows a form the
 * service will refuse.
 */
export function isCampaignOpen(endDate: string, now: number): boolean {
  const end = campaignEndsAt(endDate);
  return Number.isFinite(end) && now < end;
}
