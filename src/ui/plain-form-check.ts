import * as v from 'valibot';

/** The messages of the codes the check gives: loaded with it, so they are not in the first load either. */
export { validationMessage } from '@domain/shared/validation-messages';

/** What a plain form's schema made of its values: the output, or the first message code per field. */
export type PlainCheck<Output> =
  { success: true; output: Output } | { success: false; errors: Record<string, string> };

/**
 * Runs a plain form's schema. Its own module, imported on demand by
 * usePlainForm, so valibot is not part of any page's first load (ADR 0033).
 */
export function checkPlainValues<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): PlainCheck<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, values);
  if (parsed.success) return { success: true, output: parsed.output };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { success: false, errors };
}
