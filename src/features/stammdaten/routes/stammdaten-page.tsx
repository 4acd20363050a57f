import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/coming-soon';

/** /:locale/stammdaten: master data (built in a later issue). */
export function StammdatenPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Stammdaten`} />;
}
