import { ArrowLeft, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { ComingSoonCard } from '@/web/components/coming-soon-card';
import { PageContainer } from '@/web/components/page-container';
import { Button } from '@/web/components/ui/button';

export default function LessonPage() {
  return (
    <PageContainer title="Lesson" description="Work through the lesson content, then test yourself with exercises.">
      <div className="grid gap-6">
        <ComingSoonCard icon={GraduationCap}>
          This lesson is being prepared. Check back soon to read, listen and practise.
        </ComingSoonCard>
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/lessons">
            <ArrowLeft aria-hidden="true" />
            Back to Lessons
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
