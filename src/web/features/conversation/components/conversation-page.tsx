import { Mic } from 'lucide-react';
import { ComingSoonCard } from '@/web/components/coming-soon-card';
import { PageContainer } from '@/web/components/page-container';

export default function ConversationPage() {
  return (
    <PageContainer title="Practice Speaking" description="Choose a topic and a difficulty, then talk with your AI partner.">
      <ComingSoonCard icon={Mic}>
        Conversation practice is getting ready. Soon you will record your voice here and hear your partner reply in
        Spanish.
      </ComingSoonCard>
    </PageContainer>
  );
}
