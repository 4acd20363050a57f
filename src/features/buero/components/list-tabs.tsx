import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Active | Archive above a list: two links, the current one marked (aria-current). */
export function ListTabs({
  archived,
  activeTo,
  archiveTo,
}: {
  archived: boolean;
  activeTo: string;
  archiveTo: string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Ansicht`} className="buero-tabs">
      <Link to={activeTo} aria-current={archived ? undefined : 'page'}>
        <Trans>Aktiv</Trans>
      </Link>
      <Link to={archiveTo} aria-current={archived ? 'page' : undefined}>
        <Trans>Archiv</Trans>
      </Link>
    </nav>
  );
}

/** A search box that filters a list as one types (the list query does the rest). */
export function ListSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <label className="buero-search">
      <span>{label}</span>
      <input
        className="field__input"
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
