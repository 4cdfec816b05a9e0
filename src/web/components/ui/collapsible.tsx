import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

/** A disclosure: the trigger is a button with aria-expanded and aria-controls pointing at the content. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
