import './employment-law.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMonth } from '@domain/shared/date-format';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useLawRecord } from '../api/employment-law';
import { LawCounters } from './law-counters';
import { LawDeclarations } from './law-declarations';
import { LawLecturePeriods } from './law-lecture-periods';
import { LawStatus } from './law-status';
import { LawWages } from './law-wages';
import { MonthField } from './month-field';

/**
 * "Arbeitsrecht" on the staff detail (issue 27, docs/product/employment-law.md):
 * the employment status, the hourly wage with its history, a student's lecture
 * periods, the declared earlier short-term jobs, and the counters of a year and
 * month on the planned and on the worked days.
 */
export function StaffLaw({ staffId }: { staffId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  // Undefined until the clerk picks one: the server's current month (Europe/Berlin).
  const [month, setMonth] = useState<string | undefined>(undefined);
  const record = useLawRecord(staffId, month);
  const data = record.data;
  const year = data?.year ?? '';
  const monthName = data ? formatMonth(data.month, locale) : '';
  return (
    <section aria-labelledby="s-law" className="buero-card">
      <h2 id="s-law">
        <Trans>Arbeitsrecht</Trans>
      </h2>
      {record.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : !data ? (
        <FailureAlert error={record.error} />
      ) : (
        <>
          <LawStatus staffId={staffId} month={month} status={data.employment_status} />
          {data.employment_status === null ? (
            <Alert tone="info">
              <Trans>
                Ohne Status prüft das Portal nur Mindestlohn und Sonntage, keine Grenze der
                Beschäftigungsart.
              </Trans>
            </Alert>
          ) : null}
          <div className="law-grid">
            <LawWages staffId={staffId} month={month} wages={data.wages} />
            {data.employment_status === 'student' || data.lecture_periods.length > 0 ? (
              <LawLecturePeriods staffId={staffId} month={month} periods={data.lecture_periods} />
            ) : null}
          </div>
          <LawDeclarations staffId={staffId} month={month} declarations={data.declarations} />
          <section aria-labelledby="s-law-counters" className="law-counters-box">
            <h3 id="s-law-counters">
              <Trans>
                Zähler: Jahr {year}, Monat {monthName}
              </Trans>
            </h3>
            <MonthField legend={t`Monat der Zähler`} value={data.month} onChange={setMonth} />
            {record.isError ? <FailureAlert error={record.error} /> : null}
            {record.isPlaceholderData ? (
              <p role="status">
                <Trans>Lädt …</Trans>
              </p>
            ) : null}
            <LawCounters counters={data.counters} />
          </section>
        </>
      )}
    </section>
  );
}
