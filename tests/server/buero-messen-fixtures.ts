import type { FastifyInstance } from 'fastify';
import { XHR } from '@tests/support/http';

export const BUERO = '/app/api/buero';

/** A JSON call with the browser client's headers (any method). */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: url.startsWith('/') ? url : `${BUERO}/${url}`,
    headers: {
      ...XHR,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Every new office route with a request that succeeds for the office (ids exist). */
export function fairRoutes(ids: {
  messeId: number;
  customerId: number;
  freeCustomerId: number;
  staffId: number;
  supervisorId: number;
}): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] {
  const fair = `${BUERO}/messen/${String(ids.messeId)}`;
  const pair = `${fair}/kunden/${String(ids.customerId)}`;
  return [
    { method: 'GET', url: `${BUERO}/messen` },
    { method: 'GET', url: `${BUERO}/messen?archived=1` },
    {
      method: 'POST',
      url: `${BUERO}/messen`,
      body: { name: 'Authz', city: 'Köln', date_start: '2027-01-10', date_end: '2027-01-12' },
    },
    { method: 'GET', url: fair },
    {
      method: 'PATCH',
      url: fair,
      body: { name: 'Authz Messe', city: 'Köln', date_start: '2026-11-20', date_end: '2026-11-24' },
    },
    { method: 'PUT', url: `${fair}/archiv`, body: { archived: false } },
    { method: 'GET', url: `${BUERO}/kunden` },
    { method: 'POST', url: `${BUERO}/kunden`, body: { name: 'Authz Kunde' } },
    {
      method: 'PATCH',
      url: `${BUERO}/kunden/${String(ids.customerId)}`,
      body: { name: 'Authz Kunde 2' },
    },
    {
      method: 'PUT',
      url: `${BUERO}/kunden/${String(ids.customerId)}/archiv`,
      body: { archived: false },
    },
    { method: 'PUT', url: pair },
    { method: 'GET', url: pair },
    { method: 'GET', url: `${pair}/vorschlaege` },
    { method: 'GET', url: `${pair}/vorschlaege?chosen=0&q=a` },
    { method: 'POST', url: `${pair}/personal`, body: { bewerber_ids: [ids.staffId] } },
    { method: 'POST', url: `${pair}/personal/entfernen`, body: { bewerber_ids: [ids.staffId] } },
    { method: 'POST', url: `${pair}/aufsicht`, body: { user_ids: [ids.supervisorId] } },
    { method: 'POST', url: `${pair}/aufsicht/entfernen`, body: { user_ids: [ids.supervisorId] } },
    { method: 'DELETE', url: `${fair}/kunden/${String(ids.freeCustomerId)}` },
  ];
}
