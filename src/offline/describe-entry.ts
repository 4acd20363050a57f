import type { Locale } from '@domain/shared/locale';
import type { OutboxRow } from './db';

/*
 * How the unsent panel names an entry. The engine knows only kind, path and
 * rowKey; the feature that queued the entry says what it means (the app wires
 * the feature's describer into the badge, like the AnswerHandler).
 */

/** One entry in words, ready to show (translated and formatted by the feature). */
export type EntryDescription = {
  /** Who: the person, or the customer for a customer's signature. */
  subject: string;
  /** The day the entry is about, formatted; absent when it is about no single day. */
  day?: string;
  /** What it carries: '09:00–18:00, 30 min Pause', 'Unterschrift Kunde: Olga Offline'. */
  values: string;
  /** Where: e.g. customer and fair. */
  context?: string;
};

/**
 * Describes entries by id, in the active language's words and the locale's
 * formats; called inside a live query, so reads of the feature's tables keep
 * the descriptions current. May load its code on first call.
 */
export type DescribeEntries = (
  rows: readonly OutboxRow[],
  locale: Locale,
) => Promise<ReadonlyMap<string, EntryDescription>>;
