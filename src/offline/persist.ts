/*
 * Asks the browser to keep this origin's storage (ADR 0009: Safari may evict
 * a tab's IndexedDB after 7 days unused). Granted or not, the app works; an
 * installed home-screen app is the real protection on iOS.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
