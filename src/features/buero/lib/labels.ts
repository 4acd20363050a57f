import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ApplicantExperience,
  ApplicantLanguage,
  ApplicantStatus,
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
