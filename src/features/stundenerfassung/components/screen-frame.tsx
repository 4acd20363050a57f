import type { ReactNode } from 'react';
import { BackLink } from './back-link';

type ScreenFrameProps = {
  /** Where the back button leads. */
  back: string;
  title: ReactNode;
  /** The line under the title: fair, customer, city or day. */
  subtitle: ReactNode;
  children: ReactNode;
};

/** The frame of a time-tracking screen: back button, the one h1, the subtitle, the content. */
export function ScreenFrame({ back, title, subtitle, children }: ScreenFrameProps) {
  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={back} />
      </div>
      <h1>{title}</h1>
      <p className="tt-subtitle">{subtitle}</p>
      {children}
    </section>
  );
}
