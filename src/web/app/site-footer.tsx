import { Link } from 'wouter';
import { useUser } from '@/web/lib/session/get-user';
import { screenPath } from '@/web/lib/screens';

export function SiteFooter() {
  const { data: user } = useUser();
  return (
    <footer className="border-t bg-card/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <span className="font-semibold text-foreground">Charla</span> · Practise Spanish conversation, one chat at a
          time.
        </p>
        <div className="flex items-center gap-4">
          {/* Signed-out visitors find the plans on the landing page; learners get the plans screen. */}
          {user ? (
            <Link
              href={screenPath.plans()}
              className="font-medium text-foreground underline-offset-4 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center"
            >
              Plans
            </Link>
          ) : null}
          <p>© {new Date().getFullYear()} Charla</p>
        </div>
      </div>
    </footer>
  );
}
