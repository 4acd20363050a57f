/** Budgets the benchmark holds; a figure over its budget fails `npm run bench`. */
export const BUDGETS = {
  /** First-load JS + CSS of /de/login, gzip (issue #2: at most 160 KB). */
  loginFirstLoadGzipKb: 160,
  /**
   * GET /app/api/auth with a session, 10 connections, on the embedded PGlite
   * (one WASM Postgres answers queries one at a time: ~2 ms each here).
   */
  authP99Ms: 100,
  /** POST /app/api/auth/login with a wrong password, 10 connections: argon2id (19 MiB, t=2) dominates. */
  loginWrongPasswordP99Ms: 1000,
} as const;
