import * as v from 'valibot';
import { stammdatenSchema } from '@domain/stammdaten/stammdaten';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

/** server/areas/stammdaten (its routes.ts). */
export const stammdatenOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'The own master data and the locations to choose',
    access: 'session',
    answer: { description: 'The form values (IBAN masked).', schema: answers.stammdatenAnswer },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'Save the own master data',
    description:
      'The payroll fields (rv_number … bank_bic) belong to accounts with a contract ' +
      '(`contract: true` in GET) and are required for them; others send none. Sizes ' +
      'depend on the stored gender.',
    access: 'session',
    body: {
      kind: 'json',
      // The schema depends on the stored person: without and with a contract (sizes: gender w).
      schema: v.union([
        stammdatenSchema({ gender: 'w', contract: false }),
        stammdatenSchema({ gender: 'w', contract: true }),
      ]),
    },
    answer: { description: 'Saved.', schema: answers.stammdatenSavedAnswer },
    errors: [401, 403, 422],
  },
];
