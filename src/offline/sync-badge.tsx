/** The global badge: pending count, last sync time, problems. */
export function SyncBadge(_props: { loginHref?: string }) {
  return null;
}
