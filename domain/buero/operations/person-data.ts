import { defineOperation } from '@domain/shared/operation';
import { idParams } from '@domain/shared/id-params';
import {
  auditPageQuerySchema,
  auditPageSchema,
  erasedPersonSchema,
  erasePersonBodySchema,
  newOfficeUserSchema,
  officeUserCreatedSchema,
  officeUserListSchema,
} from '../gdpr-contract';

/**
 * The office's data-protection calls (ADR 0025): erasing a person, reading the
 * audit of a person or a fair, and the office's own accounts. The person's
 * export is one of the office's exports (exports.ts).
 */
export const personDataOperations = {
  erase: defineOperation({
    method: 'post',
    path: '/buero/personen/:id/loeschen',
    tag: 'buero',
    summary: 'Erase a person (GDPR; audited, idempotent)',
    description:
      "`confirm` is the person's name as shown. Personal data is deleted; time records " +
      'and signatures stay, linked to the pseudonym (docs/product/data-retention.md).',
    access: { area: 'buero' },
    params: idParams,
    body: erasePersonBodySchema,
    answer: erasedPersonSchema,
    answerDescription: 'Erased.',
    refusals: {
      not_found: { status: 404, description: 'No such person.' },
      conflict: { status: 409, description: 'The person is the office account itself.' },
      validation_failed: { status: 422, description: "`confirm` is not the person's name." },
    },
  }),
  personAudit: defineOperation({
    method: 'get',
    path: '/buero/personen/:id/protokoll',
    tag: 'buero',
    summary: "A person's audit entries, newest first",
    access: { area: 'buero' },
    params: idParams,
    query: auditPageQuerySchema,
    queryStatus: 422,
    answer: auditPageSchema,
    answerDescription: 'One page.',
    refusals: { not_found: { status: 404, description: 'No such person.' } },
  }),
  messeAudit: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/protokoll',
    tag: 'buero',
    summary: "A fair's audit entries, newest first",
    access: { area: 'buero' },
    params: idParams,
    query: auditPageQuerySchema,
    queryStatus: 422,
    answer: auditPageSchema,
    answerDescription: 'One page.',
    refusals: { not_found: { status: 404, description: 'No such fair.' } },
  }),
  officeUsers: defineOperation({
    method: 'get',
    path: '/buero/benutzer',
    tag: 'buero',
    summary: 'The office accounts',
    access: { area: 'buero' },
    answer: officeUserListSchema,
    answerDescription: 'Every office account.',
  }),
  createOfficeUser: defineOperation({
    method: 'post',
    path: '/buero/benutzer',
    tag: 'buero',
    summary: 'Create an office account (audited)',
    access: { area: 'buero' },
    body: newOfficeUserSchema,
    answer: officeUserCreatedSchema,
    answerDescription: 'Created.',
    successStatus: 201,
    refusals: { conflict: { status: 409, description: 'The address has an account.' } },
  }),
};
