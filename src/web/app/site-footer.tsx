export function SiteFooter() {
  return (
    <footer className="border-t bg-card/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <span className="font-semibold text-foreground">Charla</span> · Practise Spanish conversation, one chat at a
          time.
        </p>
        <p>© {new Date().getFullYear()} Charla</p>
      </div>
    </footer>
  );
}
