import { Trans } from '@lingui/react/macro';
import { formatHoursMinutes } from '@domain/shared/times/time';

/** Worked minutes as hours and minutes with the unit: "8:30 Std." / "8:30 h". */
export function Hours({ minutes }: { minutes: number }) {
  const value = formatHoursMinutes(minutes);
  return <Trans>{value} Std.</Trans>;
}
