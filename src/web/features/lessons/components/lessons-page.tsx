import { BookOpen } from 'lucide-react';
import { ComingSoonCard } from '@/web/components/coming-soon-card';
import { PageContainer } from '@/web/components/page-container';

export default function LessonsPage() {
  return (
    <PageContainer title="Learn Spanish" description="Vocabulary, grammar, conversation and phrase lessons, one step at a time.">
      <ComingSoonCard icon={BookOpen}>
        Your lessons are on their way. Soon you will find today&apos;s practice, your learning path and lessons to
        review here.
      </ComingSoonCard>
    </PageContainer>
  );
}
