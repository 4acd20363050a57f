import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  bewerbungStep2Schema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type Step2Context,
  step2FirstSchema,
} from '@domain/bewerbung/step2';

/** The wizard's values: the wire's strings, the lists as id strings, the photo as a File. */
export type Step2FormValues = {
  street: string;
  zipcode: string;
  city: string;
  nationality: string;
  height: string;
  size_top: string;
  size_bottom: string;
  size_shoe: string;
  license: string;
  vehicle: string;
  image: File | null;
  language_german: string;
  language_english: string;
  language_french: string;
  language_spanish: string;
  language_italian: string;
  language_turkish: string;
  language_russian: string;
  language_other: string;
  study_subject: string;
  study_place: string;
  study_end: string;
  locations: string[];
  service: string;
  bar: string;
  kueche: string;
  infodesk: string;
  promotion: string;
  foreign_experience_when: string;
  foreign_experience_location: string;
  foreign_experience_duration: string;
  referer: string;
  privacy: string;
  messen: string[];
};

export const STEP2_DEFAULTS: Step2FormValues = {
  street: '',
  zipcode: '',
  city: '',
  nationality: '',
  height: '',
  size_top: '',
  size_bottom: '',
  size_shoe: '',
  license: '0',
  vehicle: '0',
  image: null,
  language_german: '',
  language_english: '',
  language_french: '',
  language_spanish: '',
  language_italian: '',
  language_turkish: '',
  language_russian: '',
  language_other: '',
  study_subject: '',
  study_place: '',
  study_end: '',
  locations: [],
  service: '',
  bar: '',
  kueche: '',
  infodesk: '',
  promotion: '',
  foreign_experience_when: '',
  foreign_experience_location: '',
  foreign_experience_duration: '',
  referer: '',
  privacy: '',
  messen: [],
};

/** The photo's problem as a message code, checked before sending (the server checks the bytes). */
export function photoProblem(file: File | null): string | null {
  if (!file) return 'required';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'file_too_large';
  return null;
}

/**
 * Validates the wizard step being left: the first step's fields on "next",
 * everything on "save" (the form's context names the step). The photo is checked here too.
 */
export function step2Resolver(context: Step2Context): Resolver<Step2FormValues, { step: number }> {
  const first = valibotResolver(step2FirstSchema(context)) as unknown as Resolver<
    Step2FormValues,
    { step: number }
  >;
  const full = valibotResolver(bewerbungStep2Schema(context)) as unknown as Resolver<
    Step2FormValues,
    { step: number }
  >;
  return async (values, resolverContext, options) => {
    const result = await (resolverContext?.step === 0 ? first : full)(
      values,
      resolverContext,
      options,
    );
    const problem = photoProblem(values.image);
    if (!problem) return result;
    const errors: FieldErrors<Step2FormValues> = {
      ...result.errors,
      image: { type: 'validate', message: problem },
    };
    return { values: {}, errors };
  };
}

/** The multipart body of the wire format: lists as repeated fields, study fields only for students. */
export function step2FormData(
  values: Step2FormValues,
  context: Step2Context,
  locale: string,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith('study_') && context.student !== 1) continue;
    if (value instanceof File) data.append(name, value, value.name);
    else if (Array.isArray(value)) for (const item of value) data.append(name, String(item));
    else if (typeof value === 'string') data.append(name, value);
  }
  data.set('locale', locale);
  return data;
}
