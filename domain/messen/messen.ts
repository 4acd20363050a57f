import * as v from 'valibot';

const fairFields = {
  id: v.pipe(v.number(), v.integer()),
  /** The fair's name: the API calls it `description` (docs/product/api.md, Fairs). */
  description: v.string(),
  city: v.string(),
  date_start: v.pipe(v.string(), v.isoDate()),
  date_end: v.pipe(v.string(), v.isoDate()),
};

/** A fair as the planner lists it (docs/product/api.md, Fairs); dates are ISO yyyy-MM-dd. */
export const messeOptionSchema = v.object({ ...fairFields, selected: v.boolean() });
export type MesseOption = v.InferOutput<typeof messeOptionSchema>;

/** A chosen fair as GET /app/api/stammdaten/messen lists it. */
export const chosenMesseSchema = v.object(fairFields);
export type ChosenMesse = v.InferOutput<typeof chosenMesseSchema>;

/** More ids than fairs exist is an attack, not a choice. */
export const MAX_SELECTED_MESSEN = 200;

/** POST /app/api/stammdaten/messen: the complete choice among the fairs offered. */
export const messenSelectionSchema = v.object({
  selected: v.pipe(
    v.array(
      v.pipe(
        v.number('invalid'),
        v.integer('invalid'),
        v.minValue(1, 'invalid'),
        v.maxValue(2 ** 31 - 1, 'invalid'),
      ),
      'invalid',
    ),
    v.maxLength(MAX_SELECTED_MESSEN, 'invalid'),
  ),
});
export type MessenSelection = v.InferOutput<typeof messenSelectionSchema>;
