import { Link, NavLink, Outlet } from 'react-router-dom';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../model/constants';
import { useCurrentYear } from '../../templates/year';
import { useSession } from '../session/useSession';
import { PageSpinner } from './PageSpinner';

// Only a signed-in visitor has one: the public pages' entry leaves it out (their budget is 60 KB).
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

const navigation = [
  { to: '/templates', label: 'Templates' },
  { to: '/events', label: 'Events' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The top bar and footer around the marketing and account pages. */
export function SiteLayout() {
  const { user, isAuthenticated } = useSession();
  const year = useCurrentYear();
  // The top bar settles into a shadowed state once the page has scrolled 50 px (spec section 4).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={`topbar${scrolled ? ' topbar--scrolled' : ''}`}>
        <Link to="/" className="brand" aria-label="Folio home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Folio</span>
        </Link>
        <nav aria-label="Main" className="topbar-nav">
          {navigation.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="topbar-actions">
          {isAuthenticated && user ? (
            <Suspense fallback={<span className="avatar" aria-hidden="true" />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className="button button-ghost">
                Log In
              </Link>
              <Link to="/signup" className="button button-primary">
                Sign Up
              </Link>
            </>
          )}
        </div>
      </header>
      <main id="main" className="site-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <span>© {year} Folio</span>
        <nav aria-label="Footer">
          <Link to="/about">About</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms</Link>
        </nav>
      </footer>
    </div>
  );
}
