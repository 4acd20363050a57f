import { useParams } from 'react-router-dom';
import { isIsoDay } from '@domain/shared/times/fair-days';
import { parseSerialId } from '@domain/shared/ids';

/** The ids and day of a time-tracking route; null where the URL holds garbage. */
export type TimeTrackingParams = {
  messeId: number | null;
  customerId: number | null;
  staffId: number | null;
  date: string | null;
};

/** Reads :messe, :customer, :staff and :date of the current route. */
export function useTimeTrackingParams(): TimeTrackingParams {
  const params = useParams();
  return {
    messeId: parseSerialId(params.messe) ?? null,
    customerId: parseSerialId(params.customer) ?? null,
    staffId: parseSerialId(params.staff) ?? null,
    date: isIsoDay(params.date) ? params.date : null,
  };
}
