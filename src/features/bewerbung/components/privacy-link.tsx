import { Trans } from '@lingui/react/macro';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

/**
 * 'Datenschutzerklärung' in a consent's text, linking to the privacy statement
 * in a new tab: reading it must not cost the applicant the half-filled form.
 */
export function PrivacyLink() {
  const locale = useLocale();
  return (
    <a href={paths.datenschutz(locale)} target="_blank" rel="noopener">
      <Trans>Datenschutzerklärung</Trans>
      <span className="visually-hidden">
        {' '}
        <Trans>(öffnet in einem neuen Tab)</Trans>
      </span>
    </a>
  );
}
