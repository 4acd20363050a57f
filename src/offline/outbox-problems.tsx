/** Parked outbox entries with the server's message: discard or export. */
export function OutboxProblems() {
  return null;
}
