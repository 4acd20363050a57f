import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantExperience,
  type ApplicantLanguage,
  type ApplicantStatus,
} from '@domain/buero/applicants-contract';

export const STATUS_LABELS: Record<ApplicantStatus, MessageDescriptor> = {
  step2_missing: msg`Neu – Schritt 2 fehlt`,
  complete: msg`Neu – vollständig`,
  invited: msg`Eingeladen`,
  staff: msg`Personal`,
  rejected: msg`Abgelehnt`,
};

export const LANGUAGE_LABELS: Record<ApplicantLanguage, MessageDescriptor> = {
  german: msg`Deutsch`,
  english: msg`Englisch`,
  french: msg`Französisch`,
  spanish: msg`Spanisch`,
  italian: msg`Italienisch`,
  turkish: msg`Türkisch`,
  russian: msg`Russisch`,
};

/** Language levels as step 2 names them (docs/product/rules.md). */
export const LANGUAGE_LEVEL_LABELS: Record<number, MessageDescriptor> = {
  0: msg`keine`,
  1: msg`Grundkenntnisse`,
  2: msg`gute Konversation`,
  3: msg`fließend`,
  4: msg`Muttersprache`,
};

export const EXPERIENCE_LABELS: Record<ApplicantExperience, MessageDescriptor> = {
  service: msg`Service`,
  bar: msg`Bar`,
  kueche: msg`Küche`,
  infodesk: msg`Infocounter / Empfang`,
  promotion: msg`Promotion`,
};

export const EXPERIENCE_LEVEL_LABELS: Record<number, MessageDescriptor> = {
  0: msg`keine`,
  1: msg`wenig`,
  2: msg`einiges`,
  3: msg`viel`,
};

export const GENDER_LABELS: Record<string, MessageDescriptor> = {
  w: msg`weiblich`,
  m: msg`männlich`,
  d: msg`divers`,
};

/** Language levels (0–4) or experience levels (0–3). */
export type LevelKind = 'language' | 'experience';

/**
 * A level in words ('Muttersprache', 'viel'), as step 2 names it: the one
 * wording of every office screen (details, proposals, filters). Null when the
 * person gave none.
 */
export function levelWord(i18n: I18n, kind: LevelKind, value: number | null | undefined) {
  if (value === null || value === undefined) return null;
  const labels = kind === 'language' ? LANGUAGE_LEVEL_LABELS : EXPERIENCE_LEVEL_LABELS;
  return i18n._(labels[value] ?? labels[0]!);
}

/**
 * The languages (or experience areas) a person has, each with its level in
 * words: 'Deutsch (Muttersprache), Englisch (fließend)'; '' when none.
 */
export function levelList(
  i18n: I18n,
  kind: LevelKind,
  levels: Readonly<Record<string, unknown>>,
): string {
  const keys: readonly string[] = kind === 'language' ? APPLICANT_LANGUAGES : APPLICANT_EXPERIENCE;
  const names: Record<string, MessageDescriptor> =
    kind === 'language' ? LANGUAGE_LABELS : EXPERIENCE_LABELS;
  return keys
    .flatMap((key) => {
      const level = levels[key];
      return typeof level === 'number' && level > 0
        ? [`${i18n._(names[key]!)} (${levelWord(i18n, kind, level) ?? ''})`]
        : [];
    })
    .join(', ');
}
