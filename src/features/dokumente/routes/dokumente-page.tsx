import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/coming-soon';

/** /:locale/dokumente: document upload (built in a later issue). */
export function DokumentePage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Dokumente`} />;
}
