import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/components/ui/toast';
import { TopNavBar } from './top-nav-bar';

/** The top navigation inside the SPA: client-side links and navigation. */
export function TopNav() {
  const navigate = useNavigate();
  return (
    <TopNavBar
      renderLink={(item) => (
        <NavLink to={item.to} end={item.end} className="top-nav__link">
          {item.label}
        </NavLink>
      )}
      onSignedOut={(notice) => {
        notify(notice);
        return navigate(paths.auth);
      }}
    />
  );
}
