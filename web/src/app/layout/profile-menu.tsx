import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { UserIcon } from '@/components/ui/icons';

/** Signed-out profile menu. Accounts arrive in a later issue; until then the label is 'Profile'. */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const label = 'Profile';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-button"
        // The text label is hidden on the narrowest phones; the name must stay.
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <UserIcon />
        <span className="header-button__label">{label}</span>
      </button>
      <div id={menuId} className="profile-menu__panel glass" hidden={!open}>
        <p className="profile-menu__hint">Sign in to see your orders and saved items.</p>
        <ul className="profile-menu__list">
          <li>
            <Link
              className="button button--primary button--block"
              to={paths.signIn.to()}
              onClick={close}
            >
              Sign in
            </Link>
          </li>
          <li>
            <Link
              className="button button--ghost button--block"
              to={paths.register.to()}
              onClick={close}
            >
              Create account
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
