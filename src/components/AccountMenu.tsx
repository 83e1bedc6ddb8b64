import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { initials } from '../../model/user-name';
import type { SessionUser } from '../session/session';
import { useSession } from '../session/useSession';

/** The round avatar with the user's initials and its dropdown (spec section 2, Navigation). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { logout } = useSession();
  const navigate = useNavigate();

  // Listening from the moment it shows: a key pressed at once must count (Preact runs effects later).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="avatar"
        aria-label={`Account menu for ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {initials(user.name)}
      </button>
      {open && (
        <div className="account-dropdown" role="menu">
          <div className="account-identity">
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </div>
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Link role="menuitem" to="/dashboard" onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <button
            type="button"
            role="menuitem"
            onClick={async () => {
              setOpen(false);
              // Cancelled when unsaved drafts would be lost and the user chose to keep them.
              if (await logout()) void navigate('/');
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
