import { BrandLogo } from '@/web/components/brand-logo';
import { useUser } from '@/web/lib/session/get-user';
import { MainNav } from './main-nav';

/** The top bar: the brand always, the navigation bar only for a signed-in learner (docs/product.md#screens). */
export function SiteHeader() {
  const { data: user } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        {user ? <MainNav /> : null}
      </div>
    </header>
  );
}
