import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

/**
 * Rules JSON Schema cannot state, left out of the description: the server
 * still applies them and answers 422 with the field's message. `check`,
 * `partial_check` and `raw_check` are the portal's own rules (no control
 * characters, cross-field rules, checksums of IBAN and tax ID); `trim` and
 * `to_lower_case` only normalize what was sent.
 */
export const UNDESCRIBED_ACTIONS = ['check', 'partial_check', 'raw_check', 'trim', 'to_lower_case'];

const CONFIG = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  ignoreActions: UNDESCRIBED_ACTIONS,
  overrideSchema: ({ valibotSchema }) => recordWithKnownKeys(valibotSchema),
} as const satisfies Parameters<typeof toJsonSchema>[1];

/**
 * A record keyed by a picklist (`{ service: 1, bar: null }`), which the
 * converter refuses: an object whose property names are the picklist's.
 */
function recordWithKnownKeys(schema: v.GenericSchema): JsonSchema | undefined {
  if (!v.isOfType('record', schema)) return undefined;
  const { key, value } = schema as unknown as { key: v.GenericSchema; value: v.GenericSchema };
  if (!v.isOfType('picklist', key)) return undefined;
  const { options } = key as unknown as { options: readonly string[] };
  return {
    type: 'object',
    propertyNames: { enum: [...options] },
    additionalProperties: jsonSchemaOf(value),
  };
}

/**
 * A schema as a client sends it (`typeMode: 'input'`: a pipe is described up to
 * its first transform, so `'1'` stays a string where the server turns it into
 * 1). Any other action the converter does not know throws, so a new kind of
 * rule in domain/ is noticed by the description's test, not silently dropped.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, CONFIG);
  return rest;
}
