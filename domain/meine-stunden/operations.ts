import { defineOperation } from '@domain/shared/operation';
import { myHoursSchema } from './my-hours';

/** The staff member's own hours (issue 24, "Meine Stunden"); read only. */
export const meineStundenOperations = {
  mine: defineOperation({
    method: 'get',
    path: '/meine-stunden',
    tag: 'meine-stunden',
    summary:
      'The hours recorded for the signed-in person, per fair and day, with their signature state',
    description:
      'Only the own time rows, at any fair; totals per fair and per month (the day a shift starts on). Without a staff record the lists are empty.',
    access: 'session',
    answer: myHoursSchema,
    answerDescription: 'The own hours.',
  }),
};
