import { BookOpen, MessagesSquare, Sparkles, TrendingUp, type LucideIcon } from 'lucide-react';

const FEATURES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Real Conversations',
    description: 'Talk out loud with an AI partner on everyday topics and hear natural replies in Spanish.',
    icon: MessagesSquare,
  },
  {
    title: 'Adaptive Learning',
    description: 'Practice adjusts to your level, from simple vocabulary to natural, nuanced conversation.',
    icon: Sparkles,
  },
  {
    title: 'Structured Lessons',
    description: 'Vocabulary, grammar and phrase lessons with exercises that unlock as you progress.',
    icon: BookOpen,
  },
  {
    title: 'Track Progress',
    description: 'Earn XP, keep your day streak alive and watch yourself climb from beginner to advanced.',
    icon: TrendingUp,
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="border-y bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold sm:text-4xl">
            Everything you need to start speaking
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Short, focused practice that fits into your day and builds real-world fluency.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
