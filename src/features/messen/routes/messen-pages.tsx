import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/coming-soon';

/** /:locale/messen: the user's chosen fairs (built in a later issue). */
export function MessenPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Meine Messen`} />;
}

/** /:locale/messen/planer: choosing fairs (built in a later issue). */
export function PlanerPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Messeplaner`} />;
}
