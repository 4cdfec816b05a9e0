import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { ConversationPreview } from './conversation-preview';
import { screenPath } from '@/web/lib/screens';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-primary-soft),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,var(--color-accent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-primary/20 bg-card/70 px-3 py-1 text-sm font-medium text-primary-soft-foreground">
            ¡Hola! Your Spanish conversation partner
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.1] font-extrabold sm:text-5xl lg:text-6xl">
            Master Spanish Through <span className="text-primary">Natural Conversations</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">
            Speak out loud with a patient AI partner, get gentle corrections, and build real confidence with lessons
            that grow with you.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href={screenPath.register()}>
                Start Learning Now
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={screenPath.login()}>Login</Link>
            </Button>
          </div>
        </div>
        <ConversationPreview />
      </div>
    </section>
  );
}
