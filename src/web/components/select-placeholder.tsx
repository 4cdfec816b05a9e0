/** Where a select's trigger will be, the same size, while the select's code downloads (no layout shift). */
export function SelectPlaceholder() {
  return <div aria-hidden="true" className="h-11 w-full rounded-md border border-input bg-card shadow-xs" />;
}
