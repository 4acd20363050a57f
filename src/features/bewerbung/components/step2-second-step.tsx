import { Trans, useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { formatDateRange } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import type { Step2FormValues } from '../lib/step2-form';
import { CheckField } from './check-field';
import { CheckboxListField } from './checkbox-list-field';
import { PrivacyLink } from './privacy-link';

/** Second wizard step: the fairs to choose and the privacy consent. */
export function Step2SecondStep({
  control,
  messen,
}: {
  control: Control<Step2FormValues>;
  messen: BewerbungStep2Load['messen'];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section className="bw-section" aria-labelledby="bw-messen">
      <h2 id="bw-messen">
        <Trans>Messen und Datenschutz</Trans>
      </h2>
      {messen.length > 0 ? (
        <CheckboxListField
          control={control}
          name="messen"
          legend={t`Bei welchen Messen möchten Sie arbeiten?`}
          items={messen.map((messe) => ({
            id: messe.id,
            label: (
              <>
                <strong>{messe.description}</strong>, {messe.city},{' '}
                {formatDateRange(messe.date_start, messe.date_end, locale)}
              </>
            ),
          }))}
        />
      ) : (
        <p>
          <Trans>Zurzeit sind keine Messen geplant. Wir melden uns, sobald es welche gibt.</Trans>
        </p>
      )}
      <CheckField control={control} name="privacy" on="1" off="">
        <Trans>
          Ich bin mit der Speicherung und Verarbeitung meiner Angaben und meines Fotos zum Zweck der
          Bewerbung und Vermittlung einverstanden (<PrivacyLink />
          ). *
        </Trans>
      </CheckField>
    </section>
  );
}
