import * as v from 'valibot';
import { serialIdParam } from './ids';

/** The path parameters `{ id }` of most office and staff addresses. */
export const idParams = v.object({ id: serialIdParam });
