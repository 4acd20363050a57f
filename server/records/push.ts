import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@domain/einsaetze/notifications';
import type { BookingEvent } from '@domain/shared/bookings';
import type { Locale } from '@domain/shared/locale';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import { sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { pushOutbox, pushSubscriptions } from '@server/platform/db/schema/season';
import { users } from '@server/platform/db/schema/users';
import { SUBSCRIPTION_CONTEXT } from '@server/platform/push/outbox';
import { bookingPush } from '@server/platform/push/texts';

/*
 * Web Push subscriptions and the push outbox's rows (issue 24), shared by the
 * staff's settings, the office's booking writes and the logout. The endpoint
 * is a capability URL: kept encrypted with its keys, found by its SHA-256.
 */

export const endpointHash = (endpoint: string) => sha256Hex(endpoint);

/**
 * Stores the device's subscription for the user (replacing an earlier one of
 * the same endpoint, whoever had it: the browser now belongs to this login).
 */
export async function saveSubscription(
  db: Database,
  cipher: FieldCipher,
  userId: number,
  sessionIdHash: string | null,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const values = {
    userId,
    endpointHash: endpointHash(subscription.endpoint),
    subscriptionCipher: cipher.encrypt(JSON.stringify(subscription), SUBSCRIPTION_CONTEXT),
    sessionIdHash,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpointHash,
      set: { ...values, createdAt: sql`now()` },
    });
}

/** Removes the user's own device with this endpoint; false when none of theirs has it. */
export async function removeOwnSubscription(db: Database, userId: number, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpointHash, endpointHash(endpoint)),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The logout of a session ends the push of the device that subscribed in it. */
export async function removeSessionSubscriptions(db: Database, sessionIdHash: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionIdHash, sessionIdHash));
}

export async function countDevices(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The person's events per channel, as stored (unknown words dropped). */
export async function readChoices(db: Database, userId: number) {
  const [row] = await db
    .select({ mail: users.mailEvents, push: users.pushEvents })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function saveChoices(
  db: Database,
  userId: number,
  choices: { mail: readonly BookingEvent[]; push: readonly BookingEvent[] },
) {
  await db
    .update(users)
    .set({ mailEvents: [...choices.mail], pushEvents: [...choices.push] })
    .where(eq(users.id, userId));
}

/**
 * Queues the event's notification to every device of each person (in the
 * caller's transaction, so it is sent only if the change commits); answers
 * how many rows were queued.
 */
export async function queueBookingPushes(
  tx: Database,
  people: readonly { userId: number; locale: Locale }[],
  event: BookingEvent,
  fair: string,
): Promise<number> {
  if (people.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        people.map((p) => p.userId),
      ),
    );
  if (devices.length === 0) return 0;
  const localeOf = new Map(people.map((p) => [p.userId, p.locale]));
  await tx.insert(pushOutbox).values(
    devices.map((device) => ({
      subscriptionId: device.id,
      payload: JSON.stringify(bookingPush(event, fair, localeOf.get(device.userId) ?? 'de')),
    })),
  );
  return devices.length;
}
