import { probeDelay } from './backoff';

/*
 * Is the link up? (docs/decisions/0009, addendum: the link check.) After the
 * browser reports 'online' the link often needs a moment; a send in that moment
 * fails, and counting it would grow the backoff although nothing is wrong with
 * the entry. So a cheap probe decides: GET /healthz (outside the API scope, no
 * session, no personal data, `no-store`; the service worker has no route for
 * it, so it always reaches the server).
 */

/** One probe: true when the server answered at all over the current link. */
export type LinkProbe = () => Promise<boolean>;

export const HEALTH_PATH = '/healthz';
/** A probe that hangs this long counts as failed. */
const PROBE_TIMEOUT_MS = 4_000;
/**
 * After this many failed probes in a row the gate opens anyway, so a deployment
 * whose /healthz is not reachable can never stall the queue; the send decides then.
 */
export const PROBE_LIMIT = 5;

/** The browser's probe: GET /healthz, never cached, with a deadline. */
export function fetchLinkProbe(fetchImpl: typeof fetch = (...args) => fetch(...args)): LinkProbe {
  return async () => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
    try {
      // The answer carries Cache-Control: no-store, so no HTTP cache answers for the server.
      const response = await fetchImpl(HEALTH_PATH, { credentials: 'omit', signal: abort.signal });
      // Any answer proves the link; a 5xx from the server would show in the send itself.
      return response.status > 0;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}

export type LinkCheck = {
  /** The link may be down ('online' just fired, or a counted failure came before). */
  suspect(): void;
  /** Trust the link again (e.g. 'send now': the user asks for a real attempt). */
  trust(): void;
  /**
   * Before a send: null when it may go on (the link is trusted, the probe
   * answered, or the probe gave up), else how long to wait before looking again.
   */
  gate(): Promise<number | null>;
  /**
   * After a send failed on the network: null when the link is up (the failure
   * counts), else how long to wait before looking again (it does not count).
   */
  confirm(): Promise<number | null>;
};

export function createLinkCheck(probe: LinkProbe, random: () => number = Math.random): LinkCheck {
  let suspected = false;
  let failedProbes = 0;

  const reset = (suspect: boolean) => {
    suspected = suspect;
    failedProbes = 0;
  };

  async function probeOrWait(): Promise<number | null> {
    if (await probe()) {
      reset(false);
      return null;
    }
    failedProbes += 1;
    if (failedProbes >= PROBE_LIMIT) {
      // Give the send its chance; its outcome decides from here.
      reset(false);
      return null;
    }
    suspected = true;
    return probeDelay(failedProbes, random);
  }

  return {
    suspect: () => reset(true),
    trust: () => reset(false),
    gate: async () => (suspected ? probeOrWait() : null),
    confirm: probeOrWait,
  };
}

/** A link check that always trusts the link (where no probe is wanted). */
export const trustingLinkCheck: LinkCheck = {
  suspect: () => undefined,
  trust: () => undefined,
  gate: async () => null,
  confirm: async () => null,
};
