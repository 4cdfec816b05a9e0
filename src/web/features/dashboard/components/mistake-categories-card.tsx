import { Target } from 'lucide-react';
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { CORRECTION_CATEGORY_LABELS } from '@/contract/corrections-constants';
import { SectionCard } from '@/web/components/section-card';
import { useReviewSummary } from '@/web/lib/deck';

const SHOWN = 5;
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/**
 * "What you keep getting wrong": the mistake categories of the last 30 days' conversations, most frequent first
 * (docs/product.md#review-deck). The bars are an image to assistive technology; the list beside them is the text.
 */
export default function MistakeCategoriesCard() {
  const summary = useReviewSummary();
  if (summary.isPending || summary.isError) return null;
  const data = summary.data.mistakes.slice(0, SHOWN).map((row) => ({
    label: CORRECTION_CATEGORY_LABELS[row.category],
    count: row.count,
  }));
  const text =
    data.length === 0
      ? 'No corrections in your conversations of the last 30 days.'
      : data.map((row) => `${row.label}: ${row.count}`).join(', ');
  return (
    <SectionCard title="What you keep getting wrong" description="Corrections in the last 30 days" icon={Target}>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text}</p>
      ) : (
        <>
          <div role="img" aria-label={`Corrections by kind: ${text}`} style={{ height: data.length * 36 + 8 }}>
            <BarChart
              responsive
              layout="vertical"
              data={data}
              accessibilityLayer={false}
              margin={{ top: 0, right: 24, bottom: 0, left: 0 }}
              style={{ width: '100%', height: '100%' }}
            >
              <XAxis type="number" hide allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={150} tickLine={false} axisLine={false} tick={AXIS_TICK} />
              <Bar
                dataKey="count"
                fill="var(--color-primary)"
                radius={[0, 4, 4, 0]}
                maxBarSize={20}
                isAnimationActive={false}
                label={{ position: 'right', fontSize: 12 }}
              />
            </BarChart>
          </div>
          <p className="sr-only">{text}</p>
        </>
      )}
    </SectionCard>
  );
}
