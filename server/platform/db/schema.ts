// The one schema of the portal, for PGlite and PostgreSQL alike. drizzle-kit
// reads the files in ./schema; the app passes this object to drizzle().
import * as billing from './schema/billing';
import * as bewerber from './schema/bewerber';
import * as customerSide from './schema/customer-side';
import * as employment from './schema/employment';
import * as messen from './schema/messen';
import * as season from './schema/season';
import * as system from './schema/system';
import * as users from './schema/users';

export const schema = {
  ...users,
  ...bewerber,
  ...messen,
  ...season,
  ...customerSide,
  ...billing,
  ...employment,
  ...system,
};
export type Schema = typeof schema;
