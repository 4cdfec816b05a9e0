import { Route as RouteIcon } from 'lucide-react';
import { ComingSoonCard } from '@/web/components/coming-soon-card';
import { PageContainer } from '@/web/components/page-container';

export default function LearningPathPage() {
  return (
    <PageContainer title="Your Learning Journey" description="See where you are, what comes next and how far you have come.">
      <ComingSoonCard icon={RouteIcon}>
        Your learning path is being mapped out. Soon you will see your level, recommendations and next lessons here.
      </ComingSoonCard>
    </PageContainer>
  );
}
