import { loadDevVapidKeys } from './dev-secrets';

/*
 * Web Push's VAPID keys (RFC 8292) from the environment (docs/operations/web-push.md):
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push
 * generate-vapid-keys` prints them) and VAPID_SUBJECT (mailto: or https:, whom
 * the push services contact). Outside production a missing pair is generated
 * into DATA_DIR/dev-secrets.json. In production without keys push is off (a
 * log line at start says so); half a pair or a malformed key is a start-up error.
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type VapidEnv = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
};

const B64URL = /^[\w-]+$/;
const bytesOf = (text: string) => (B64URL.test(text) ? Buffer.from(text, 'base64url') : null);

/** What is wrong with the VAPID variables, one line each. */
export function vapidProblems(env: VapidEnv): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  }
  const point = publicKey === undefined ? null : bytesOf(publicKey);
  if (publicKey !== undefined && (point?.length !== 65 || point[0] !== 4)) {
    problems.push('VAPID_PUBLIC_KEY must be an uncompressed P-256 point in base64url (65 bytes)');
  }
  if (privateKey !== undefined && bytesOf(privateKey)?.length !== 32) {
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)');
  }
  const subject = env.VAPID_SUBJECT;
  if (subject !== undefined && !/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]\S*)$/.test(subject)) {
    problems.push('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  }
  return problems;
}

/**
 * The keys to sign pushes with; null in production without keys (push off).
 * The subject defaults to PUBLIC_URL when it is https, else a mailto: of the portal.
 */
export function vapidKeys(
  env: VapidEnv,
  options: { isProduction: boolean; dataDir: string; publicUrl: string },
): VapidKeys | null {
  const subject =
    env.VAPID_SUBJECT ??
    (options.publicUrl.startsWith('https://')
      ? options.publicUrl
      : 'mailto:no-reply@messe-personal.de');
  if (env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY !== undefined) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (options.isProduction) return null;
  return { ...loadDevVapidKeys(options.dataDir), subject };
}
