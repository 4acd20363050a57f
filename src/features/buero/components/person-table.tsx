import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What every row of a person list shows. */
export type PersonRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  city: string | null;
  age: number | null;
};

/** A column a list adds after the person's own (name, e-mail, place, age). */
export type PersonColumn<T> = {
  key: string;
  header: ReactNode;
  numeric?: boolean;
  cell: (item: T) => ReactNode;
};

type Props<T extends PersonRow> = {
  items: readonly T[];
  /** The detail page of a row. */
  href: (item: T) => string;
  columns: readonly PersonColumn<T>[];
};

/**
 * The one table of the office's person lists (applicants and staff): the
 * name linking to the detail, e-mail, place and age, then the list's own columns.
 */
export function PersonTable<T extends PersonRow>({ items, href, columns }: Props<T>) {
  const numeric = (column: { numeric?: boolean }) => (column.numeric ? 'buero-num' : undefined);
  return (
    <div className="buero-table-wrap">
      <table className="buero-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>E-Mail</Trans>
            </th>
            <th scope="col">
              <Trans>Ort</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Alter</Trans>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={href(item)}>
                  {item.lastname}, {item.firstname}
                </Link>
              </th>
              <td className="buero-email">{item.email}</td>
              <td>{item.city ?? '–'}</td>
              <td className="buero-num">{item.age ?? '–'}</td>
              {columns.map((column) => (
                <td key={column.key} className={numeric(column)}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
