import { useId } from 'react';
import { SPANISH_VARIETIES, VARIETY_LABELS, VARIETY_LOCALES, type SpanishVariety } from '@/contract/settings-constants';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';

const WHAT_IT_MEANS: Record<SpanishVariety, string> = {
  spain: 'A voice and speech recognition from Spain; your partner says "vosotros" to a group.',
  latam: 'A Latin American voice and speech recognition; your partner says "ustedes" to a group.',
};

/** Spain or Latin America (docs/product.md#spanish-variety). */
export function VarietyChoice({
  value,
  onChange,
}: {
  value: SpanishVariety;
  onChange: (variety: SpanishVariety) => void;
}) {
  const id = useId();
  return (
    <RadioGroup
      aria-label="Your Spanish"
      value={value}
      onValueChange={(choice) => onChange(choice as SpanishVariety)}
      className="grid gap-2 sm:grid-cols-2"
    >
      {SPANISH_VARIETIES.map((variety) => (
        <Label
          key={variety}
          htmlFor={`${id}-${variety}`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary"
        >
          <RadioGroupItem id={`${id}-${variety}`} value={variety} className="mt-0.5" />
          <span className="grid gap-1">
            <span>
              {VARIETY_LABELS[variety]} <span className="text-muted-foreground">({VARIETY_LOCALES[variety]})</span>
            </span>
            <span className="text-sm font-normal text-muted-foreground">{WHAT_IT_MEANS[variety]}</span>
          </span>
        </Label>
      ))}
    </RadioGroup>
  );
}
