import { Trans } from '@lingui/react/macro';

/** Placeholder screen of an area that a later issue builds; keeps links working. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>
        <Trans>Dieser Bereich folgt in Kürze.</Trans>
      </p>
    </section>
  );
}
