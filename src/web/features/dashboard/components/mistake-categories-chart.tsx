import { Bar, BarChart, XAxis, YAxis } from 'recharts';

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

export interface MistakeCategoryBar {
  label: string;
  count: number;
}

/** The bars of "What you keep getting wrong": the chart library's own chunk, loaded when the card is near view. */
export default function MistakeCategoriesChart({ data }: { data: MistakeCategoryBar[] }) {
  return (
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
  );
}
