/**
 * The heading of each signed-in screen, shared by the screen and by the placeholder shown while its code
 * downloads: the heading paints as soon as the sign-in check ends, in the place the screen will keep it.
 */
export const SCREEN_HEADINGS = {
  conversation: {
    title: 'Practice Speaking',
    description: 'Choose a topic and a difficulty, then talk with your AI partner in Spanish.',
  },
  lessons: {
    title: 'Learn Spanish',
    description: 'Vocabulary, grammar, conversation and phrase lessons, one step at a time.',
  },
  checkout: {
    title: 'Checkout',
    description: 'Review your plan, then pay with a test card.',
  },
  learningPath: {
    title: 'Your Learning Journey',
    description: 'See where you are, what comes next and how far you have come.',
  },
  settings: {
    title: 'Settings',
    description: "Your daily goal, your Spanish, your partner's voice, your plan and your account.",
  },
} as const;
export type ScreenHeading = (typeof SCREEN_HEADINGS)[keyof typeof SCREEN_HEADINGS];
