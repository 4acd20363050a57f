import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type Device, makeDevice } from '@tests/support/push-service';

/*
 * The e2e push service stand-in (global setup) drops each push it receives
 * into E2E_PUSHBOX_DIR; a spec makes a device of that service with its own
 * keys, registers it like a browser would, and decrypts what arrives for it.
 */

function env(name: 'E2E_PUSHBOX_DIR' | 'E2E_PUSH_ORIGIN'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright.config.ts`);
  return value;
}

/** A new device of the stand-in push service. */
export function pushDevice(): Device {
  return makeDevice(env('E2E_PUSH_ORIGIN'));
}

/** Waits for the first push to `device` and answers its decrypted payload. */
export async function waitForPush(device: Device, timeout = 15_000): Promise<unknown> {
  const dir = env('E2E_PUSHBOX_DIR');
  let body: Buffer | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()) {
          const push = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
            path: string;
            body: string;
          };
          if (push.path === device.path) body = Buffer.from(push.body, 'base64');
        }
        return Boolean(body);
      },
      { timeout, message: `no push to ${device.path}` },
    )
    .toBe(true);
  return JSON.parse(device.decrypt(body as Buffer)) as unknown;
}
