import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * Rules JSON Schema cannot state, left out of the description: the server
 * still applies them and answers 422 with the field's message. `check`,
 * `partial_check` and `raw_check` are the portal's own rules (no control
 * characters, cross-field rules, checksums of IBAN and tax ID); `trim` and
 * `to_lower_case` only normalize what was sent.
 */
export const UNDESCRIBED_ACTIONS = ['check', 'partial_check', 'raw_check', 'trim', 'to_lower_case'];

/**
 * A schema as a client sends it (`typeMode: 'input'`: a pipe is described up to
 * its first transform, so `'1'` stays a string where the server turns it into
 * 1). Any other action the converter does not know throws, so a new kind of
 * rule in domain/ is noticed by the description's test, not silently dropped.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    ignoreActions: UNDESCRIBED_ACTIONS,
  });
  return rest;
}
