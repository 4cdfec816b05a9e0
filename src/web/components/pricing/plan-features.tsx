import { Check } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** What a plan includes, one checked line per feature: on the plan cards and in the checkout's summary. */
export function PlanFeatures({
  plan,
  className,
  label,
}: {
  plan: { features: readonly string[] };
  className?: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid', className)}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-3 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
