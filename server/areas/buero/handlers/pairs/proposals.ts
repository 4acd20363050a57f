import { applicantListQuerySchema } from '@domain/buero/applicants-contract';
import { bueroMessenMessages } from '@domain/buero/messen-contract';
import { pairOperations } from '@domain/buero/operations/pairs';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { decodeCursor } from '../../cursor';
import { checkPeopleOnPair, crossedCounters } from '../../law-check';
import { listProposals, pairExists } from '../../messen/pair-reads';
import { pairOf } from './pairs';

const { proposals } = pairOperations;

/** The proposal filters the applicant list's query rules check (same fields, same 422s). */
const PROPOSAL_FILTERS = ['q', 'locations', 'languages', 'experience', 'limit', 'cursor'] as const;

/** Staff to propose for a pair, by name; the filter is the applicant list's. */
export const proposalsHandler: OperationHandler<typeof proposals> = async ({
  app,
  request,
  params,
  query,
}) => {
  const locale = requestLocale(request);
  const filter = parseValue(
    applicantListQuerySchema,
    Object.fromEntries(PROPOSAL_FILTERS.filter((key) => key in query).map((k) => [k, query[k]])),
    locale,
    bueroMessenMessages,
  );
  const cursor = filter.cursor ? decodeCursor(filter.cursor, 'name') : null;
  if (filter.cursor && (!cursor || cursor.sort !== 'name')) {
    throw refuse(proposals, 'validation_failed', {
      cursor: [validationMessage('invalid', locale)],
    });
  }
  const pair = pairOf(params);
  if (!(await pairExists(app.db, pair))) throw refuse(proposals, 'not_found');
  const page = await listProposals(
    app.db,
    pair,
    { ...filter, chosen: query.chosen },
    cursor && cursor.sort === 'name' ? cursor : null,
  );
  // Issue 27: what the pair's days would do to each person; within the page, who stays
  // within their limits comes first (Array.sort is stable: by name otherwise). The cursor
  // keeps the name order, so paging neither skips nor repeats anyone.
  const checks = await checkPeopleOnPair(
    app.db,
    pair,
    page.items.map((item) => item.id),
  );
  const items = page.items.map((item) => {
    const check = checks.get(item.id);
    return check
      ? { ...item, law: { blocking: check.blocking, crossed: crossedCounters(check) } }
      : item;
  });
  items.sort((a, b) => Number(a.law?.blocking ?? false) - Number(b.law?.blocking ?? false));
  return { ...page, items };
};
