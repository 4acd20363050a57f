import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/coming-soon';

/** /:locale/bewerbung: application step 1 (built in a later issue). */
export function BewerbungPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Bewerbung`} />;
}

/** /:locale/bewerbung/step2?token=..: application step 2 (built in a later issue). */
export function BewerbungStep2Page() {
  const { t } = useLingui();
  return <ComingSoon title={t`Bewerbung – Schritt 2`} />;
}
