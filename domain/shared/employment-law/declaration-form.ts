import * as v from 'valibot';
import { type Declaration, declarationInputSchema } from './record-contract';

/*
 * A declared earlier short-term job as typed in a form (the person's master
 * data and the office's correction, issue 27): the working days arrive as
 * text, then the body's own rules (record-contract.ts) check it, so the
 * server's 422 field errors land on the same fields.
 */
export const declarationFormSchema = v.pipe(
  v.object({
    employer: v.string(),
    date_from: v.string(),
    date_to: v.string(),
    working_days: v.string(),
  }),
  v.transform((values) => {
    const days = values.working_days.trim();
    return { ...values, working_days: /^\d{1,5}$/.test(days) ? Number(days) : NaN };
  }),
  declarationInputSchema,
);

/** The empty form. */
export const EMPTY_DECLARATION_FORM = {
  employer: '',
  date_from: '',
  date_to: '',
  working_days: '',
};

export type DeclarationFormInput = v.InferInput<typeof declarationFormSchema>;

/** The form's values: a stored declaration's, or empty for a new one. */
export function declarationFormValues(declaration?: Declaration): DeclarationFormInput {
  if (!declaration) return EMPTY_DECLARATION_FORM;
  return {
    employer: declaration.employer,
    date_from: declaration.date_from,
    date_to: declaration.date_to,
    working_days: String(declaration.working_days),
  };
}
