import type { PersonalItemFacts } from '#functions/ideas/personal-store';
import type { ContentIdea } from '#functions/shared/schemas';
import { ASK_KINDS, type AskKind, type IdeaTraits } from './model';
import { traitsOf } from './traits';

/**
 * The traits a subscriber's feedback on an idea teaches: a personal idea's own, stored when it was
 * made (so what a click teaches is what ranking chose it for); a shared idea's read from its
 * viewers' words, title and filming plan (traits.ts, with the content files: the routes that call
 * this carry content/, lib/stack.ts).
 */
export function feedbackTraits(idea: ContentIdea, stored: PersonalItemFacts['traits'] | null): IdeaTraits {
  if (stored) {
    const askKind = ASK_KINDS.includes(stored.askKind as AskKind) ? (stored.askKind as AskKind) : 'other';
    return { topics: stored.topics, format: stored.format, askKind };
  }
  return traitsOf(idea, idea.niche);
}
