import type { FastifyInstance } from 'fastify';
import { createLocation, createStaffUser, sessionCookieFor } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import type { Database } from '@server/platform/db/client';

export const URL = '/app/api/stammdaten';

/** A complete, valid master-data form (payroll fields only count with the contract flag). */
export function validForm(locationIds: number[]) {
  return {
    street: 'Messeallee 1',
    zipcode: '30521',
    city: 'Hannover',
    phone_mobile: '0151 2345670',
    email: 'neu@example.org',
    birth_country: 'DE',
    birthplace: 'Hannover',
    size_top: 38,
    size_bottom: 40,
    student: 0,
    job: 'Sonstiges',
    locations: locationIds,
    rv_number: '15 070649 C 10 3',
    tax_number: '86095742719',
    kk_type: 'gesetzlich',
    kk_name: 'Demo BKK',
    kk_number: 'A123456780',
    bank_iban: 'DE89 3704 0044 0532 0130 00',
    bank_bic: 'COBADEFFXXX',
  };
}

export async function staffPerson(db: Database, contract: boolean) {
  const staff = await createStaffUser(db, { contract });
  const cookie = await sessionCookieFor(db, staff.user.id);
  return { ...staff, cookie };
}

export async function twoLocations(db: Database) {
  return [(await createLocation(db)).id, (await createLocation(db)).id];
}

export const getStammdaten = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'GET', url: URL, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });

export const postStammdaten = (app: FastifyInstance, body: unknown, cookie?: string) =>
  postJson(app, URL, body, cookie ? { cookie } : {});
