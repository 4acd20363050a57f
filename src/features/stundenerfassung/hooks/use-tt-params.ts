import { useParams } from 'react-router-dom';
import { parseIsoDay } from '../lib/fair-days';

/** The ids and day of a time-tracking route; null where the URL holds garbage. */
export type TtParams = {
  messeId: number | null;
  customerId: number | null;
  staffId: number | null;
  date: string | null;
};

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Reads :messe, :customer, :staff and :date of the current route. */
export function useTtParams(): TtParams {
  const params = useParams();
  return {
    messeId: positiveId(params.messe),
    customerId: positiveId(params.customer),
    staffId: positiveId(params.staff),
    date: parseIsoDay(params.date)?.toString() ?? null,
  };
}
