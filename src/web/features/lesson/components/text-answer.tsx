import { useId, useRef } from 'react';
import type { Language } from '@/contract/lessons';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { AccentKeys } from './accent-keys';

const LANGUAGE_NAMES: Record<Language, string> = { es: 'Spanish', en: 'English' };

interface TextAnswerProps {
  questionId: string;
  language: Language;
  value: string;
  onChange: (value: string) => void;
  checked: boolean;
  wrong: boolean;
}

export function TextAnswer({ questionId, language, value, onChange, checked, wrong }: TextAnswerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Your answer in {LANGUAGE_NAMES[language]}</Label>
      <Input
        ref={inputRef}
        id={id}
        lang={language}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={checked}
        aria-describedby={questionId}
        aria-invalid={wrong || undefined}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        className="h-12 text-lg sm:text-base"
      />
      {language === 'es' ? <AccentKeys inputRef={inputRef} onInsert={onChange} disabled={checked} /> : null}
    </div>
  );
}
