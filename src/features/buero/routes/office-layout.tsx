import '../buero.css';
import { Outlet } from 'react-router-dom';
import { OfficeSubnav } from '../components/office-subnav';

/** Every office screen below its sub-navigation. */
export function OfficeLayout() {
  return (
    <>
      <OfficeSubnav />
      <Outlet />
    </>
  );
}
