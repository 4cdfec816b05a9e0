import { SectionCard } from '@/web/components/section-card';
import { StartLinks } from '@/web/components/start-links';

/** docs/product.md#dashboard: the 'Ready to practice?' card, the dashboard's two ways in. */
export function PracticeCard({ className }: { className?: string }) {
  return (
    <SectionCard
      title="Ready to practice?"
      description="Talk with your AI partner, or pick up where your lessons left off."
      className={className}
    >
      <StartLinks practiceLabel="Start Conversation" />
    </SectionCard>
  );
}
