import { Link, useParams } from 'wouter';
import { ArrowRight, BookOpen, CheckCircle2, Layers, MessageSquare, SearchX, Sparkles } from 'lucide-react';
import type { ConversationReport, ReportWord } from '@/contract/conversation-report';
import { CorrectionChange } from '@/web/components/correction-change';
import { LoadErrorCard } from '@/web/components/load-error';
import { PageContainer } from '@/web/components/page-container';
import { ProblemCard } from '@/web/components/problem-card';
import { AddToReviewButton } from '@/web/components/deck/add-to-review-button';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useConversationReport } from '@/web/lib/conversation-report';
import { cn } from '@/web/lib/utils';
import { screenPath } from '@/web/lib/screens';

/** How long the conversation ran, as a learner says it ("in under a minute", not "in 3 s"). */
function conversationLength(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A speaking time to the second: "48 s", "2 min", "3 min 05 s". */
function speakingTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest === 0
    ? `${Math.floor(seconds / 60)} min`
    : `${Math.floor(seconds / 60)} min ${String(rest).padStart(2, '0')} s`;
}

export const REPORT_NOT_FOUND_TITLE = 'Report not found';

/**
 * An id the server does not know for this learner (404), or that is no conversation id at all (400): asking again
 * would never help, so the screen says so and leads back to Practice, where past conversations are listed.
 */
function isUnknownReport(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The report of one conversation (docs/product.md#conversation-report), from the completion dialog or the history. */
export default function ConversationReportPage() {
  const { id = '' } = useParams<{ id: string }>();
  const report = useConversationReport(id);
  if (report.isError && isUnknownReport(report.error)) {
    // The problem card is the screen's one heading, as on an unknown lesson.
    return (
      <ProblemCard
        icon={SearchX}
        title={REPORT_NOT_FOUND_TITLE}
        message="There is no conversation of yours at this address. The link may be wrong, or the conversation was discarded."
        action={
          <Button asChild variant="outline">
            <Link href={screenPath.conversation()}>Back to Practice</Link>
          </Button>
        }
      />
    );
  }
  return (
    <PageContainer title="Conversation report" description={report.data ? report.data.topicTitle : undefined}>
      {report.isPending ? (
        <Spinner label="Loading the report" className="w-full py-16" />
      ) : report.isError ? (
        <LoadErrorCard
          message="Could not load this conversation's report."
          retrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Report report={report.data} />
      )}
    </PageContainer>
  );
}

function Report({ report }: { report: ConversationReport }) {
  const mistakes = report.messages.reduce((sum, message) => sum + message.changes.length, 0);
  const { speaking } = report.figures;
  return (
    <div className="grid gap-6">
      <dl className={cn('grid grid-cols-2 gap-3', speaking ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-4')}>
        <Figure label="Your messages" value={report.figures.learnerMessages} />
        <Figure label="Without mistakes" value={`${report.cleanShare}%`} />
        <Figure label="Words per message" value={report.figures.wordsPerMessage} />
        <Figure label="Different words" value={report.figures.distinctWords} />
        {/* Only when the learner spoke: a conversation typed throughout says nothing about speaking. */}
        {speaking ? (
          <Figure
            label="Speaking time"
            value={speakingTime(speaking.totalMs)}
            detail={
              speaking.spokenMessages === report.figures.learnerMessages
                ? speaking.spokenMessages === 1
                  ? 'your message was spoken'
                  : `all ${speaking.spokenMessages} messages spoken`
                : `${speaking.spokenMessages} of ${report.figures.learnerMessages} messages spoken`
            }
          />
        ) : null}
      </dl>
      {report.nextSteps.length > 0 ? (
        <SectionCard title="Next steps" icon={ArrowRight}>
          <ul className="grid gap-2">
            {report.nextSteps.map((step) => (
              <li key={step.href} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                <span>{step.text}</span>
                <Button asChild size="sm">
                  <Link href={step.href}>{step.kind === 'lesson' ? 'Open lesson' : 'Start review'}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard
        title="Your messages"
        icon={MessageSquare}
        description={
          mistakes === 0
            ? `No mistakes found in ${conversationLength(report.figures.durationSeconds)} of conversation.`
            : `${mistakes} ${mistakes === 1 ? 'correction' : 'corrections'} in ${conversationLength(report.figures.durationSeconds)} of conversation.`
        }
      >
        <ol className="grid gap-3">
          {report.messages.map((message) => (
            <li key={message.id} className="grid gap-1 rounded-lg border p-3">
              {message.corrected === null ? (
                <p lang="es" className="flex items-start gap-2">
                  <CheckCircle2 aria-label="No mistakes found" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {message.text}
                </p>
              ) : (
                <>
                  <p lang="es" className="text-red-800 line-through decoration-red-400">
                    <span className="sr-only">You wrote: </span>
                    {message.text}
                  </p>
                  <p lang="es" className="font-semibold text-emerald-800">
                    <span className="sr-only">Corrected: </span>
                    {message.corrected}
                  </p>
                  <ul className="grid gap-1 text-sm text-muted-foreground">
                    {message.changes.map((change, index) => (
                      <li key={index}>
                        <CorrectionChange change={change} labelClassName="text-foreground" />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      </SectionCard>
      <div className="grid gap-6 md:grid-cols-2">
        <WordList
          title="Used well"
          icon={Sparkles}
          words={report.usedWell}
          empty="No course words found in your correct messages yet."
        />
        <WordList
          title="New words from your partner"
          icon={BookOpen}
          words={report.newWords}
          empty="Your partner used no course words you did not."
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={screenPath.review()}>
            <Layers aria-hidden="true" /> Review deck
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={screenPath.conversation()}>Practice again</Link>
        </Button>
      </div>
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

function WordList({
  title,
  icon,
  words,
  empty,
}: {
  title: string;
  icon: typeof Sparkles;
  words: ReportWord[];
  empty: string;
}) {
  return (
    <SectionCard title={title} icon={icon}>
      {words.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1">
          {words.map((word) => (
            <li key={word.spanish} className="flex flex-wrap items-center justify-between gap-x-2">
              <span>
                <span lang="es" className="font-semibold">
                  {word.spanish}
                </span>{' '}
                <span className="text-muted-foreground">— {word.english}</span>
              </span>
              <AddToReviewButton spanish={word.spanish} english={word.english} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
