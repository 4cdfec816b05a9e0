import { LoaderCircle, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useLogout } from '@/web/features/auth/api/logout';
import { screenPath } from '@/web/lib/screens';

export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const [, navigate] = useLocation();
  const logoutMutation = useLogout();

  function handleLogout() {
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        onLoggedOut?.();
        navigate(screenPath.home());
      },
      onError: () => {
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' });
      },
    });
  }

  return (
    <Button
      variant="ghost"
      className="w-full justify-start text-muted-foreground hover:text-foreground md:w-auto"
      disabled={logoutMutation.isPending}
      onClick={handleLogout}
    >
      {logoutMutation.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <LogOut aria-hidden="true" />
      )}
      Logout
    </Button>
  );
}
