import { Link } from 'wouter';
import { screenPath } from '@/web/lib/screens';

/** To the voice help screen: who hears the learner and who speaks to them in this browser, and how to get either. */
export function VoiceHelpLink() {
  return (
    <Link
      href={screenPath.voiceHelp()}
      className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
    >
      How voice works here
    </Link>
  );
}
