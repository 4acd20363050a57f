import '../bewerbung-popover.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { type Gender, SIZE_CHART } from '@domain/shared/person-options';

// Below the control, aligned to its start (a position, not text).
const POPOVER_PLACEMENT = 'bottom start' as const;

/** The size chart as a popover: number sizes and their letters (docs/product/rules.md, Application). */
export function SizeChart({ gender }: { gender: Gender }) {
  const { t } = useLingui();
  const rows = SIZE_CHART[gender === 'm' ? 'm' : 'other'];
  return (
    <DialogTrigger>
      <Button className="button button--link">
        <Trans>Größentabelle</Trans>
      </Button>
      <Popover className="bw-popover" placement={POPOVER_PLACEMENT}>
        <Dialog className="bw-size-chart" aria-label={t`Größentabelle`}>
          <Heading slot="title" className="bw-size-chart__title">
            {gender === 'm' ? <Trans>Herrengrößen</Trans> : <Trans>Damengrößen</Trans>}
          </Heading>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Größe</Trans>
                </th>
                <th scope="col">
                  <Trans>entspricht</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.size}>
                  <td>{row.size}</td>
                  <td>{row.letter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
