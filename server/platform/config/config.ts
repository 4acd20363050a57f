import { resolve } from 'node:path';
import * as v from 'valibot';
import { loadDevSecrets } from './dev-secrets';
import { type EncryptionKey, parseEncryptionKeys } from '@server/platform/crypto/field-encryption';
import { lodasProblems, lodasSettings } from './lodas';
import { KNOWN_PUSH_SERVICE_HOSTS } from '@domain/einsaetze/notifications';
import { type VapidKeys, vapidKeys, vapidProblems } from './vapid';
import { sellerEnvProblems, sellerSettings } from './seller';
import type { Seller } from '@domain/rechnungen/parties';
import type { LodasSettings } from '@domain/buero/payroll/lodas';

/** Everything the server reads from its environment, parsed and checked once at start. */
export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** On SIGTERM, how long requests in flight may still finish before their connections close. */
  shutdownGraceMs: number;
  /** Exports (PDFs, ZIPs, payroll files) this instance runs at once; one more gets 429. */
  exportsMaxConcurrent: number;
  dataDir: string;
  dbDir: string;
  mailDir: string;
  uploadDir: string;
  staticDir: string;
  /** postgres://… selects node-postgres; null selects the embedded PGlite in dbDir. */
  databaseUrl: string | null;
  /** The only source of link hosts in mails, never the Host header. No trailing slash. */
  publicUrl: string;
  /** Origins allowed to send unsafe /app/api requests: PUBLIC_URL's plus ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  encryptionKeys: EncryptionKey[];
  trustProxy: boolean | number | string;
  demoData: boolean;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  passwordRequestMax: number;
  /** Fetches of one calendar feed per 15 minutes (more: 429); the bench lifts it. */
  calendarFeedMax: number;
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  /** How long a resolved session may be reused from memory (0: never); ADR 0011. */
  sessionCacheMs: number;
  /**
   * Period of the sweeps of expired Idempotency-Keys, ended rate-limit windows and
   * spent tokens, each once across all instances (ADR 0021).
   */
  keySweepMs: number;
  /**
   * Days after its rejection an application's personal data (and its photo and
   * documents) is deleted; checked once per KEY_SWEEP_MS (docs/product/office.md).
   */
  rejectedRetentionDays: number;
  /** A request whose headers have not all arrived after this long is closed (408). */
  headersTimeoutMs: number;
  /** A request body that sends nothing for this long is closed (408); ADR request deadlines. */
  bodyIdleTimeoutMs: number;
  /** Cap on receiving a whole request, headers and body (408). */
  requestTimeoutMs: number;
  cookieName: string;
  cookieSecure: boolean;
  /** A listen address of its own for GET /metrics (METRICS_LISTEN), or null. */
  metricsListen: { host: string; port: number } | null;
  /** Bearer token GET /metrics requires (METRICS_TOKEN), or null; ADR 0020. */
  metricsToken: string | null;
  /**
   * The DATEV LODAS export's consultant and client numbers and wage types
   * (DATEV_BERATER_NR, DATEV_MANDANTEN_NR, DATEV_LOHNART_*); null when not set:
   * the office then gets the CSV only (docs/product/payroll-export.md).
   */
  lodas: LodasSettings | null;
  /** Web Push's VAPID keys (config/vapid.ts); null in production without keys: push is off. */
  vapid: VapidKeys | null;
  /** Hosts a push subscription may point at (PUSH_SERVICE_HOSTS, comma-separated; `*.` for subdomains). */
  pushServiceHosts: readonly string[];
  /**
   * The agency as seller of its invoices (SELLER_*, config/seller.ts): required
   * in production; null elsewhere while none is set (the invoices then take
   * the demo seller, server/areas/rechnungen/seller-config.ts).
   */
  seller: Seller | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const optionalText = v.optional(v.pipe(v.string(), v.trim()));
const positiveInt = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'must be a positive integer'),
      v.transform(Number),
    ),
    String(fallback),
  );
const flag = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], 'must be true or false'),
    v.transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
  ),
);
const url = (protocols: RegExp, message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url(message), v.regex(protocols, message)));

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '127.0.0.1'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65535, 'must be a port number'),
    ),
    '3000',
  ),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  EXPORTS_MAX_CONCURRENT: positiveInt(6),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), './data'),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), './dist'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  PUBLIC_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
  ALLOWED_ORIGINS: optionalText,
  SMTP_URL: url(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty()),
    'Messe-Personal <no-reply@messe-personal.de>',
  ),
  ENCRYPTION_KEYS: optionalText,
  TRUST_PROXY: optionalText,
  DEMO_DATA: flag,
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  PASSWORD_REQUEST_MAX: positiveInt(5),
  CALENDAR_FEED_MAX: positiveInt(60),
  SESSION_IDLE_DAYS: positiveInt(7),
  SESSION_ABSOLUTE_DAYS: positiveInt(30),
  SESSION_CACHE_MS: positiveInt(2000),
  KEY_SWEEP_MS: positiveInt(60 * 60_000),
  // About six months: long enough to answer a question about the decision.
  REJECTED_RETENTION_DAYS: positiveInt(183),
  HEADERS_TIMEOUT_MS: positiveInt(20_000),
  BODY_IDLE_TIMEOUT_MS: positiveInt(30_000),
  // A 5 MiB photo over slow 3G (about 400 kbit/s) takes about 105 s.
  REQUEST_TIMEOUT_MS: positiveInt(300_000),
  METRICS_LISTEN: optionalText,
  METRICS_TOKEN: optionalText,
  DATEV_BERATER_NR: optionalText,
  DATEV_MANDANTEN_NR: optionalText,
  DATEV_LOHNART_STUNDEN: optionalText,
  DATEV_LOHNART_SONNTAG: optionalText,
  DATEV_LOHNART_FEIERTAG: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_SERVICE_HOSTS: optionalText,
  SELLER_NAME: optionalText,
  SELLER_STREET: optionalText,
  SELLER_POSTCODE: optionalText,
  SELLER_CITY: optionalText,
  SELLER_COUNTRY: optionalText,
  SELLER_VAT_ID: optionalText,
  SELLER_TAX_NUMBER: optionalText,
  SELLER_REGISTRATION: optionalText,
  SELLER_CONTACT_NAME: optionalText,
  SELLER_CONTACT_PHONE: optionalText,
  SELLER_CONTACT_EMAIL: optionalText,
  SELLER_EINVOICE_EMAIL: optionalText,
  SELLER_IBAN: optionalText,
  SELLER_BIC: optionalText,
  SELLER_BANK_NAME: optionalText,
});

type Env = Record<string, string | undefined>;

/**
 * Parses and checks the environment. Throws ConfigError listing every problem,
 * so an operator fixes them in one go. In development a missing ENCRYPTION_KEYS
 * is generated once and kept in DATA_DIR/dev-secrets.json.
 */
export function loadConfig(rawEnv: Env = process.env): Config {
  // An empty variable means "not set" (docker-compose and .env files write them).
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(envSchema, env);
  // Named even beside invalid values, so one start-up attempt lists everything to fix.
  const missing = env.NODE_ENV === 'production' ? missingInProduction(env) : [];
  if (!parsed.success) {
    throw new ConfigError([
      ...parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`),
      ...missing,
    ]);
  }
  const e = parsed.output;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [...missing];
  if (e.ENCRYPTION_KEYS) {
    try {
      parseEncryptionKeys(e.ENCRYPTION_KEYS);
    } catch (error) {
      problems.push(`ENCRYPTION_KEYS: ${(error as Error).message}`);
    }
  }
  if (e.SESSION_IDLE_DAYS < 1 || e.SESSION_IDLE_DAYS > e.SESSION_ABSOLUTE_DAYS) {
    problems.push('SESSION_IDLE_DAYS must be between 1 and SESSION_ABSOLUTE_DAYS');
  }
  // Another instance's logout takes effect here only after this long: kept short.
  if (e.SESSION_CACHE_MS > 60_000) problems.push('SESSION_CACHE_MS must be at most 60000');
  if (e.EXPORTS_MAX_CONCURRENT < 1) problems.push('EXPORTS_MAX_CONCURRENT must be at least 1');
  if (e.KEY_SWEEP_MS < 1000) problems.push('KEY_SWEEP_MS must be at least 1000');
  if (e.REJECTED_RETENTION_DAYS < 1 || e.REJECTED_RETENTION_DAYS > 3650) {
    problems.push('REJECTED_RETENTION_DAYS must be between 1 and 3650');
  }
  // The rate-limit sweep deletes counters older than a day (server/platform/common/throttle.ts).
  if (e.LOGIN_WINDOW_MINUTES > 1440) problems.push('LOGIN_WINDOW_MINUTES must be at most 1440');
  if (e.LOGIN_MAX_FAILURES < 1) problems.push('LOGIN_MAX_FAILURES must be at least 1');
  if (e.PASSWORD_REQUEST_MAX < 1) problems.push('PASSWORD_REQUEST_MAX must be at least 1');
  // 0 would switch a deadline off; Node refuses a header deadline past the request's.
  if (e.HEADERS_TIMEOUT_MS < 1) problems.push('HEADERS_TIMEOUT_MS must be at least 1');
  if (e.BODY_IDLE_TIMEOUT_MS < 1) problems.push('BODY_IDLE_TIMEOUT_MS must be at least 1');
  if (e.REQUEST_TIMEOUT_MS < e.HEADERS_TIMEOUT_MS) {
    problems.push('REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS');
  }
  const metricsListen = e.METRICS_LISTEN === undefined ? null : parseListen(e.METRICS_LISTEN);
  problems.push(...metricsProblems(e.METRICS_LISTEN, metricsListen, e.PORT, e.METRICS_TOKEN));
  problems.push(...lodasProblems(e), ...vapidProblems(e), ...sellerEnvProblems(e, isProduction));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  let encryptionKeys: EncryptionKey[] = [];
  try {
    encryptionKeys = parseEncryptionKeys(
      e.ENCRYPTION_KEYS ?? loadDevSecrets(dataDir).encryptionKeys,
    );
  } catch (error) {
    throw new ConfigError([`ENCRYPTION_KEYS: ${(error as Error).message}`]);
  }

  const publicUrl = withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  let origins: string[];
  try {
    origins = allowedOrigins(publicUrl, e.ALLOWED_ORIGINS, isProduction);
  } catch {
    throw new ConfigError(['ALLOWED_ORIGINS: must be a comma list of http(s) origins']);
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    exportsMaxConcurrent: e.EXPORTS_MAX_CONCURRENT,
    ...dataPaths(dataDir),
    staticDir: resolve(e.STATIC_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    allowedOrigins: origins,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    encryptionKeys,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Demo data never exists in production, whatever DEMO_DATA says.
    demoData: !isProduction && (e.DEMO_DATA ?? true),
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    passwordRequestMax: e.PASSWORD_REQUEST_MAX,
    calendarFeedMax: e.CALENDAR_FEED_MAX,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    keySweepMs: e.KEY_SWEEP_MS,
    rejectedRetentionDays: e.REJECTED_RETENTION_DAYS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // The __Host- prefix makes the browser refuse the cookie unless Secure, Path=/ and no Domain.
    cookieName: isProduction ? '__Host-mp_session' : 'mp_session',
    cookieSecure: isProduction,
    metricsListen,
    metricsToken: e.METRICS_TOKEN ?? null,
    lodas: lodasSettings(e),
    vapid: vapidKeys(e, { isProduction, dataDir, publicUrl }),
    pushServiceHosts:
      e.PUSH_SERVICE_HOSTS?.split(',')
        .map((host) => host.trim())
        .filter(Boolean) ?? KNOWN_PUSH_SERVICE_HOSTS,
    seller: sellerSettings(e),
  };
}

/** Where the portal keeps its data below DATA_DIR: one layout for the server and the backup tools. */
export function dataPaths(
  dataDir: string,
): Pick<Config, 'dataDir' | 'dbDir' | 'mailDir' | 'uploadDir'> {
  const root = resolve(dataDir);
  return {
    dataDir: root,
    dbDir: resolve(root, 'db'),
    mailDir: resolve(root, 'mail'),
    uploadDir: resolve(root, 'uploads'),
  };
}

export type StorageSettings = Pick<Config, 'dataDir' | 'dbDir' | 'uploadDir' | 'databaseUrl'>;

/**
 * Only where the data lives (DATA_DIR, DATABASE_URL), for the backup and restore
 * commands: they need no keys, and a restore must not generate a development key
 * into the directory it is about to fill.
 */
export function loadStorageSettings(rawEnv: Env = process.env): StorageSettings {
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(v.pick(envSchema, ['DATA_DIR', 'DATABASE_URL']), env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`),
    );
  }
  const { dbDir, uploadDir, dataDir } = dataPaths(parsed.output.DATA_DIR);
  return { dataDir, dbDir, uploadDir, databaseUrl: parsed.output.DATABASE_URL ?? null };
}

// A token a scraper sends on every request: long enough not to be guessed, one header-safe word.
const METRICS_TOKEN_PATTERN = /^[\x21-\x7e]{32,256}$/;

/** `host:port` or `[v6]:port`; null when malformed. */
function parseListen(value: string): { host: string; port: number } | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([\w.-]+)):(\d{1,5})$/i.exec(value);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) return null;
  return { host: match[1] ?? match[2] ?? '', port };
}

function metricsProblems(
  rawListen: string | undefined,
  listen: { port: number } | null,
  mainPort: number,
  token: string | undefined,
): string[] {
  const problems: string[] = [];
  if (rawListen !== undefined && !listen) {
    problems.push('METRICS_LISTEN must be host:port (e.g. 127.0.0.1:9464)');
  } else if (listen && listen.port === mainPort) {
    problems.push('METRICS_LISTEN must use another port than PORT');
  }
  if (token !== undefined && !METRICS_TOKEN_PATTERN.test(token)) {
    problems.push('METRICS_TOKEN must be 32 to 256 printable characters without spaces');
  }
  return problems;
}

/** The settings production cannot do without (development generates or defaults them). */
function missingInProduction(env: Env): string[] {
  const missing: string[] = [];
  if (!env.ENCRYPTION_KEYS) {
    missing.push('ENCRYPTION_KEYS is required in production (format keyId:base64-32-bytes)');
  }
  if (!env.PUBLIC_URL) {
    missing.push('PUBLIC_URL is required in production (the host used in e-mailed links)');
  }
  return missing;
}

/** The URL without trailing slashes; a loop, since /\/+$/ is quadratic on a run of slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

// The Vite dev server (port 5173) proxies /app/api, and the browser then sends its own origin.
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function allowedOrigins(publicUrl: string, extra: string | undefined, isProduction: boolean) {
  const list = [new URL(publicUrl).origin];
  for (const item of extra?.split(',') ?? []) {
    const trimmed = item.trim();
    if (trimmed) list.push(new URL(trimmed).origin);
  }
  if (!isProduction) list.push(...DEV_ORIGINS);
  return [...new Set(list)];
}

/** false (default), true, a hop count, or a comma list of trusted proxy addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || /^(?:false|0|no|off)$/i.test(value)) return false;
  if (/^(?:true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
