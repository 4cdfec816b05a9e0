import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useConversationReport } from '@/web/lib/conversation-report';
import { screenPath } from '@/web/lib/screens';

/**
 * The conversation report in one line, with a link to the whole report (docs/product.md#conversation-report): in
 * the completion dialog and in a past conversation.
 */
export function ConversationReportSummary({ conversationId }: { conversationId: string }) {
  const report = useConversationReport(conversationId);
  const data = report.data;
  const corrections = data ? data.messages.reduce((sum, message) => sum + message.changes.length, 0) : 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-background p-3 text-sm">
      <p aria-live="polite">
        {data
          ? `${corrections} ${corrections === 1 ? 'correction' : 'corrections'} · ${data.cleanShare}% of your messages without mistakes`
          : report.isError
            ? 'The report could not be loaded.'
            : 'Preparing your report…'}
      </p>
      <Button asChild size="sm" variant="outline">
        <Link href={screenPath.conversationReport(conversationId)}>
          <FileText aria-hidden="true" />
          View full report
        </Link>
      </Button>
    </div>
  );
}
