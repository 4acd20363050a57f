import { Trans } from '@lingui/react/macro';

type DataAgeProps = {
  /** When the shown answer came from the server, formatted. */
  asOf: string;
  online: boolean;
  /** Online, but the last attempt to refresh failed: the shown data is older. */
  refreshFailed: boolean;
};

/** How old the shown bookings are ("Stand"), and why they may be older than now. */
export function DataAge({ asOf, online, refreshFailed }: DataAgeProps) {
  if (!online) {
    return (
      <p className="einsaetze-age einsaetze-age--old" role="status">
        <Trans>Offline – gespeicherter Stand: {asOf}</Trans>
      </p>
    );
  }
  if (refreshFailed) {
    return (
      <p className="einsaetze-age einsaetze-age--old" role="status">
        <Trans>Aktualisieren fehlgeschlagen – gespeicherter Stand: {asOf}</Trans>
      </p>
    );
  }
  return (
    <p className="einsaetze-age" role="status">
      <Trans>Stand: {asOf}</Trans>
    </p>
  );
}
