import { LayoutDashboard } from 'lucide-react';
import { ComingSoonCard } from '@/web/components/coming-soon-card';
import { PageContainer } from '@/web/components/page-container';
import { useUser } from '@/web/features/auth/api/get-user';

export default function DashboardPage() {
  const { data: user } = useUser();
  return (
    <PageContainer
      title={`Welcome back, ${user?.username ?? ''}!`}
      description="Here is where your practice, progress and recommendations come together."
    >
      <ComingSoonCard icon={LayoutDashboard}>
        Your statistics, level progress and personalised recommendations will appear here. For now, jump into a
        conversation or a lesson from the menu.
      </ComingSoonCard>
    </PageContainer>
  );
}
