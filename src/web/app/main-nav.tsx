import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { NAV_SCREENS, screenPath } from '@/web/lib/screens';
import { cn } from '@/web/lib/utils';
import { LogoutButton } from './logout-button';

/** `/` shows the dashboard to signed-in learners, so Dashboard is current there too. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === screenPath.dashboard() && location === screenPath.home()) return true;
  return location === href || location.startsWith(`${href}/`);
}

/**
 * The signed-in navigation bar. From the md breakpoint the links sit inline; below it they
 * collapse behind a Menu button (disclosure pattern) so the bar fits 360 px screens.
 */
export function MainNav() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <nav
      aria-label="Main"
      className="flex items-center"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeMenu();
      }}
    >
      <button
        type="button"
        className="inline-flex size-10 pointer-coarse:size-11 items-center justify-center rounded-md text-foreground hover:bg-secondary md:hidden"
        aria-expanded={menuOpen}
        aria-controls="main-nav-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">Menu</span>
      </button>
      <div
        id="main-nav-menu"
        className={cn(
          'absolute inset-x-0 top-full flex-col gap-1 border-b bg-background px-4 pt-2 pb-4 shadow-card',
          'md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none',
          menuOpen ? 'flex' : 'hidden',
        )}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:items-center">
          {NAV_SCREENS.map(({ href, label, icon: Icon }) => {
            const active = isNavItemActive(href, location);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeMenu}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-3 py-2.5 text-sm font-medium transition-colors md:py-2',
                    active
                      ? 'bg-primary-soft text-primary-soft-foreground'
                      : 'text-muted-foreground hover:bg-secondary hover:text-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-2 border-t pt-3 md:mt-0 md:ml-2 md:border-t-0 md:border-l md:pt-0 md:pl-3">
          <LogoutButton onLoggedOut={closeMenu} />
        </div>
      </div>
    </nav>
  );
}
