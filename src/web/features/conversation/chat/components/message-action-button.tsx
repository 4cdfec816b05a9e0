import type { ComponentProps, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/utils';

type MessageActionButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The accessible name, also shown as the hover tooltip. */
  label: string;
  icon: ReactNode;
  /** A short visible label next to the icon; without it the button is icon-only. */
  text?: string;
  pending?: boolean;
};

/**
 * A small action inside a message bubble. It takes the bubble's text colour, so one style reads on
 * both the learner's and the partner's colours; 32 px keeps several on a line at 360 px wide with a mouse, and a
 * touch screen (a coarse pointer) gets the 44 px a finger needs (issue 31).
 */
export function MessageActionButton({
  label,
  icon,
  text,
  pending = false,
  className,
  disabled,
  ...props
}: MessageActionButtonProps) {
  return (
    <button
      type="button"
      aria-label={text ? undefined : label}
      title={label}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex h-8 min-w-8 shrink-0 pointer-coarse:h-11 pointer-coarse:min-w-11 items-center justify-center gap-1.5 rounded-md text-xs font-semibold transition-colors hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
        text ? 'px-2' : 'px-0',
        className,
      )}
      {...props}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {text}
    </button>
  );
}
