import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadStorageSettings } from '@server/platform/config/config';
import { TEST_ENCRYPTION_KEYS, TEST_SELLER_ENV } from '@tests/support/test-config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mp-config-'));

describe('loadConfig', () => {
  it('refuses request deadlines that would switch themselves off or contradict Node', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ BODY_IDLE_TIMEOUT_MS: '0' })).toEqual([
      'BODY_IDLE_TIMEOUT_MS must be at least 1',
    ]);
    expect(problems({ HEADERS_TIMEOUT_MS: '0' })).toEqual([
      'HEADERS_TIMEOUT_MS must be at least 1',
    ]);
    expect(problems({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toEqual([
      'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    ]);
  });

  it('has development defaults and generates dev secrets once, mode 0600', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      trustProxy: false,
      demoData: true,
      loginMaxFailures: 5,
      sessionIdleDays: 7,
      sessionAbsoluteDays: 30,
      cookieName: 'mp_session',
      cookieSecure: false,
      headersTimeoutMs: 20_000,
      bodyIdleTimeoutMs: 30_000,
      requestTimeoutMs: 300_000,
      dbDir: join(dataDir, 'db'),
      mailDir: join(dataDir, 'mail'),
      uploadDir: join(dataDir, 'uploads'),
    });
    const file = join(dataDir, 'dev-secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(
      again.encryptionKeys[0]?.key.equals(config.encryptionKeys[0]?.key ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('encryptionKeys');
  });

  it('refuses production without ENCRYPTION_KEYS and PUBLIC_URL, naming both', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
      expect.unreachable('production without secrets must not load');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /ENCRYPTION_KEYS[\s\S]*PUBLIC_URL/,
      );
    }
  });

  it('names the missing production settings beside the invalid ones, in one message', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), PORT: 'abc' });
      expect.unreachable('production without secrets must not load');
    } catch (error) {
      const text = (error as ConfigError).problems.join('\n');
      expect(text).toMatch(/PORT/);
      expect(text).toMatch(/ENCRYPTION_KEYS is required/);
      expect(text).toMatch(/PUBLIC_URL is required/);
    }
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ENCRYPTION_KEYS: 'k1:short' });
      expect.unreachable('malformed keys must not load');
    } catch (error) {
      const text = (error as ConfigError).problems.join('\n');
      expect(text).toMatch(/ENCRYPTION_KEYS:/);
      expect(text).toMatch(/PUBLIC_URL is required/);
    }
  });

  it('in production: no demo data whatever DEMO_DATA says, __Host- cookie, Secure', () => {
    const config = loadConfig({
      ...TEST_SELLER_ENV,
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      PUBLIC_URL: 'https://portal.example/',
      DEMO_DATA: 'true',
    });
    expect(config).toMatchObject({
      demoData: false,
      cookieName: '__Host-mp_session',
      cookieSecure: true,
      publicUrl: 'https://portal.example',
      allowedOrigins: ['https://portal.example'],
    });
  });

  it('trims trailing slashes of PUBLIC_URL, in linear time', () => {
    const base = { DATA_DIR: tempDir(), ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://portal.example/base///' }).publicUrl).toBe(
      'https://portal.example/base',
    );
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://portal.example' }).publicUrl).toBe(
      'https://portal.example',
    );
    // A pattern like /\/+$/ retries its run of slashes from every start: quadratic.
    const start = performance.now();
    const slashes = loadConfig({
      ...base,
      PUBLIC_URL: `https://portal.example${'/'.repeat(100_000)}x`,
    });
    expect(slashes.publicUrl.endsWith('/x')).toBe(true);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('reads the tuning variables and TRUST_PROXY forms', () => {
    const base = { DATA_DIR: tempDir(), ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS };
    const config = loadConfig({
      ...base,
      PORT: '4000',
      LOGIN_MAX_FAILURES: '1000',
      SESSION_IDLE_DAYS: '3',
      SESSION_ABSOLUTE_DAYS: '10',
      KEY_SWEEP_MS: '1000',
      DEMO_DATA: 'false',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      loginMaxFailures: 1000,
      sessionIdleDays: 3,
      sessionAbsoluteDays: 10,
      keySweepMs: 1000,
      demoData: false,
      trustProxy: 1,
      databaseUrl: 'postgres://u@db:5432/portal',
      smtpUrl: 'smtp://mail:25',
    });
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.2',
    );
    // Empty variables count as unset.
    expect(loadConfig({ ...base, PORT: '', SMTP_URL: '' })).toMatchObject({
      port: 3000,
      smtpUrl: null,
    });
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable('invalid values must not load');
    } catch (error) {
      const text = (error as ConfigError).problems.join('\n');
      expect(text).toMatch(/PORT/);
      expect(text).toMatch(/DATABASE_URL/);
      expect(text).toMatch(/LOG_LEVEL/);
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), ENCRYPTION_KEYS: 'k1:tooshort' })).toThrow(
      /ENCRYPTION_KEYS/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), SESSION_IDLE_DAYS: '40', SESSION_ABSOLUTE_DAYS: '30' }),
    ).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), KEY_SWEEP_MS: '999' })).toThrow(
      /KEY_SWEEP_MS must be at least 1000/,
    );
    // The rate-limit sweep deletes counters older than a day (server/platform/common/throttle.ts).
    expect(() => loadConfig({ DATA_DIR: tempDir(), LOGIN_WINDOW_MINUTES: '1441' })).toThrow(
      /LOGIN_WINDOW_MINUTES must be at most 1440/,
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), LOGIN_WINDOW_MINUTES: '1440' }).loginWindowMinutes,
    ).toBe(1440);
  });

  it('gives the backup commands only where the data lives, without generating a key', () => {
    const dataDir = tempDir();
    expect(
      loadStorageSettings({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db/portal' }),
    ).toEqual({
      dataDir,
      dbDir: join(dataDir, 'db'),
      uploadDir: join(dataDir, 'uploads'),
      databaseUrl: 'postgres://u@db/portal',
    });
    expect(existsSync(join(dataDir, 'dev-secrets.json'))).toBe(false);
    expect(() => loadStorageSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('server/main.ts in production without secrets', () => {
  it('exits with code 1 and a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: tempDir(), PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Messe-Personal cannot start');
    expect(result.stderr).toContain('ENCRYPTION_KEYS is required in production');
    expect(result.stderr).toContain('PUBLIC_URL is required in production');
  });
});
