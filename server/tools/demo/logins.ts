/**
 * Demo accounts created on the first start of a development or demo instance
 * (never in production). Printed by main.ts; used by the e2e tests and the bench.
 */
export const DEMO_LOGINS = {
  /** Time tracking (flag timetracking), assigned to two fair/customer pairs. */
  supervisor: {
    email: 'aufsicht@demo.messe-personal.de',
    password: 'Aufsicht-Demo-2026!',
    name: 'Sabine Aufsicht',
  },
  /** Staff member with the contract flag (payroll block in master data). */
  contract: {
    email: 'vertrag@demo.messe-personal.de',
    password: 'Vertrag-Demo-2026!',
    name: 'Valentin Vertrag',
  },
  /** Staff member without contract. */
  staff: {
    email: 'personal@demo.messe-personal.de',
    password: 'Personal-Demo-2026!',
    name: 'Paula Personal',
  },
  /** The agency's office (role office, ADR 0022): the Büro with its applicant list. */
  office: {
    email: 'buero@demo.messe-personal.de',
    password: 'Buero-Demo-2026!',
    name: 'Olivia Office',
  },
} as const;
