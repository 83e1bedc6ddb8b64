import { useCallback, useEffect, useId, useRef, useState, useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { GENERAL_INQUIRIES_EMAIL, SOCIAL_LINKS } from './content/contact';
import { scrollToSection, useReducedMotion, useScrolled } from './hooks';
import './marketing.css';

/** The menu's animation timings (spec section 9), in seconds. */
export const MENU_TIMING = {
  layerStagger: 0.07,
  layer: 0.5,
  panel: 0.65,
  close: 0.32,
  item: 0.6,
  itemStagger: 0.08,
} as const;

export const DEFAULT_MENU_COLORS = ['#B19EEF', '#5227FF'];
export const FALLBACK_MENU_COLORS = ['#1e1e22', '#35353c'];
export const DEFAULT_MENU_ACCENT = '#5227FF';

/** At most four layer colours; with three or more, the middle one is dropped. */
export function menuLayers(colors: string[] | undefined): string[] {
  const raw = colors && colors.length > 0 ? colors.slice(0, 4) : FALLBACK_MENU_COLORS;
  const layers = [...raw];
  if (layers.length >= 3) layers.splice(Math.floor(layers.length / 2), 1);
  return layers;
}

/** A menu item scrolls to a section of the current page (`section`) or goes to a route (`to`). */
export type MenuItem = { label: string; section?: string; to?: string };

export const LANDING_MENU: MenuItem[] = [
  { label: 'Home', section: 'top' },
  { label: 'How It Works', section: 'how-it-works' },
  { label: 'Playground', section: 'playground' },
  { label: 'About', to: '/about' },
];
export const ABOUT_MENU: MenuItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Our Story', section: 'story' },
  { label: 'Our Values', section: 'values' },
  { label: 'Our Team', section: 'team' },
  { label: 'Our Mission', section: 'mission' },
];
export const EVENTS_MENU: MenuItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Overview', section: 'overview' },
  { label: 'Why Join', section: 'why-join' },
  { label: 'Events', section: 'events' },
  { label: 'Newsletter', section: 'newsletter' },
];

type Phase = 'closed' | 'opening' | 'open' | 'closing';

type Props = {
  items: MenuItem[];
  position?: 'left' | 'right';
  colors?: string[];
  accentColor?: string;
  logoUrl?: string;
  displayItemNumbering?: boolean;
  displaySocials?: boolean;
  menuButtonColor?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The full-screen slide-in menu of /, /about and /events (spec sections 2 and 4): background layers
 * slide in one after another, then the panel, then the item labels and numbers, then the socials.
 * Closing slides everything upward in 0.32 s. Opening again while it opens is ignored.
 */
export function StaggeredMenu({
  items,
  position = 'right',
  colors = DEFAULT_MENU_COLORS,
  accentColor = DEFAULT_MENU_ACCENT,
  logoUrl = '/favicon.svg',
  displayItemNumbering = true,
  displaySocials = true,
  menuButtonColor = '#ffffff',
}: Props) {
  const [phase, setPhase] = useState<Phase>('closed');
  const phaseRef = useRef<Phase>('closed');
  const timers = useRef<number[]>([]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const layers = menuLayers(colors);
  const { isAuthenticated, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reduced = useReducedMotion();
  const scrolled = useScrolled();

  const panelDelay = layers.length * MENU_TIMING.layerStagger + 0.05;
  const itemsDelay = panelDelay + 0.15;
  const socialsDelay = itemsDelay + items.length * MENU_TIMING.itemStagger + 0.1;
  const openingMs = Math.round((panelDelay + MENU_TIMING.panel) * 1000);

  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };
  const go = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const open = () => {
    // Repeat opens are blocked while opening runs.
    if (phaseRef.current !== 'closed') return;
    go('opening');
    later(openingMs, () => phaseRef.current === 'opening' && go('open'));
  };

  const close = useCallback(
    (then?: () => void) => {
      if (phaseRef.current === 'closed' || phaseRef.current === 'closing') return;
      go('closing');
      timers.current.push(
        window.setTimeout(() => {
          go('closed');
          then?.();
        }, MENU_TIMING.close * 1000),
      );
    },
    [go],
  );

  const isOpen = phase === 'opening' || phase === 'open';

  // While open: focus moves in, Tab stays inside, Escape closes, the page does not scroll.
  // Listening from the moment it shows: a key pressed at once must count (Preact runs effects later).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('.mk-menu-item')?.focus({ preventScroll: true });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close(() => toggleRef.current?.focus());
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusables = [
        ...panel.querySelectorAll<HTMLElement>(FOCUSABLE),
        toggleRef.current,
      ].filter((element): element is HTMLElement => Boolean(element));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.style.overflow = overflow;
    };
  }, [isOpen, close]);

  const select = (item: MenuItem) => {
    close(() => {
      if (item.section) scrollToSection(item.section, reduced);
      else if (item.to === pathname) scrollToSection('top', reduced);
      else if (item.to) void navigate(item.to);
    });
  };

  const onLogout = () => {
    close(() => {
      // Cancelled when unsaved drafts would be lost and the user chose to keep them.
      void logout().then((loggedOut) => loggedOut && navigate('/'));
    });
  };

  const delay = (seconds: number) => ({ transitionDelay: isOpen ? `${seconds}s` : '0s' });

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`mk-menu-toggle${scrolled ? ' is-scrolled' : ''}${isOpen ? ' is-open' : ''}`}
        style={isOpen ? undefined : { background: menuButtonColor }}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : open())}
      >
        <span className="mk-menu-toggle-label">{isOpen ? 'Close' : 'Menu'}</span>
        <span className="mk-menu-toggle-icon" aria-hidden="true">
          <span />
          <span />
        </span>
      </button>
      <div
        className={`mk-menu mk-menu--${position} is-${phase}`}
        inert={phase === 'closed' || phase === 'closing'}
        data-phase={phase}
      >
        <div className="mk-menu-backdrop" onClick={() => close()} aria-hidden="true" />
        {layers.map((color, index) => (
          <div
            key={`${color}-${index}`}
            className="mk-menu-layer"
            style={{ background: color, ...delay(index * MENU_TIMING.layerStagger) }}
            aria-hidden="true"
          />
        ))}
        <div
          ref={panelRef}
          id={panelId}
          className="mk-menu-panel"
          role="dialog"
          aria-modal="true"
          aria-label="Site menu"
          style={{ ...delay(panelDelay), ['--mk-menu-accent' as string]: accentColor }}
        >
          <div className="mk-menu-head">
            <Link to="/" className="mk-menu-logo" onClick={() => close()} aria-label="Folio home">
              <img src={logoUrl} alt="" width={16} height={16} />
              <span>Folio</span>
            </Link>
            {isAuthenticated ? (
              <Link to="/dashboard" className="button button-primary button-small">
                View Dashboard
              </Link>
            ) : (
              <Link to="/signup" className="button button-primary button-small">
                Get Started
              </Link>
            )}
          </div>
          <nav aria-label="Menu">
            <ol className={`mk-menu-list${displayItemNumbering ? ' is-numbered' : ''}`}>
              {items.map((item, index) => (
                <li key={item.label}>
                  <button type="button" className="mk-menu-item" onClick={() => select(item)}>
                    <span
                      className="mk-menu-item-label"
                      style={delay(itemsDelay + index * MENU_TIMING.itemStagger)}
                    >
                      {item.label}
                    </span>
                    {displayItemNumbering && (
                      <span
                        className="mk-menu-item-number"
                        style={delay(itemsDelay + 0.1 + index * MENU_TIMING.itemStagger)}
                        aria-hidden="true"
                      >
                        {String(index + 1).padStart(2, '0')}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mk-menu-foot" style={delay(socialsDelay)}>
            {displaySocials && (
              <div className="mk-menu-socials">
                <h2>Socials</h2>
                <ul>
                  {SOCIAL_LINKS.map((social) => (
                    <li key={social.label}>
                      <a href={social.url} target="_blank" rel="noreferrer noopener">
                        {social.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mk-menu-socials">
              <h2>General inquiries</h2>
              <a href={`mailto:${GENERAL_INQUIRIES_EMAIL}`}>{GENERAL_INQUIRIES_EMAIL}</a>
            </div>
            {isAuthenticated && (
              <button type="button" className="mk-menu-logout" onClick={onLogout}>
                Log out
              </button>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
