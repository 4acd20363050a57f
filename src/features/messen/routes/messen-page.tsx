import '../messen.css';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { useChosenMessen } from '../api/get-chosen-messen';
import { MesseDates } from '../components/messe-dates';

/** /:locale/messen: the fairs the person chose, and the way to the planner. */
export function MessenPage() {
  const locale = useLocale();
  const chosen = useChosenMessen();

  return (
    <section className="messen-page" aria-labelledby="messen-title">
      <h1 id="messen-title" tabIndex={-1}>
        <Trans>Meine Messen</Trans>
      </h1>
      <p>
        <Trans>
          Hier sehen Sie die Messen, auf denen Sie gerne arbeiten möchten. Wir berücksichtigen Ihre
          Auswahl bei der Planung unserer Einsätze.
        </Trans>
      </p>
      <p>
        <Trans>Im Messeplaner können Sie jederzeit Messen hinzufügen oder entfernen.</Trans>
      </p>
      {chosen.isPending ? (
        <p role="status" className="messen-muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : chosen.isError ? (
        <p role="alert">
          <Trans>Ihre Messen konnten nicht geladen werden.</Trans>
        </p>
      ) : chosen.data.length === 0 ? (
        <p className="messen-empty">
          <Trans>Keine Messen ausgewählt</Trans>
        </p>
      ) : (
        <div className="messen-table-wrap">
          <table className="messen-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Messe</Trans>
                </th>
                <th scope="col">
                  <Trans>Stadt</Trans>
                </th>
                <th scope="col">
                  <Trans>Zeitraum</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {chosen.data.map((messe) => (
                <tr key={messe.id}>
                  <td>{messe.description}</td>
                  <td>{messe.city}</td>
                  <td>
                    <MesseDates start={messe.date_start} end={messe.date_end} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link className="button button--primary" to={paths.messenPlaner(locale)}>
          <Trans>Zum Messeplaner</Trans>
        </Link>
      </p>
    </section>
  );
}
