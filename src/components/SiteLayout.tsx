import { Link, NavLink, Outlet } from 'react-router-dom';
import { Suspense, useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../model/constants';
import { useCurrentYear } from '../../templates/year';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';
import { PageSpinner } from './PageSpinner';

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
            <AccountMenu user={user} />
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
