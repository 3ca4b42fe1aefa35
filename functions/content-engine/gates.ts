import type { IdeaDraft } from './draft';
import { validateHooks } from './hooks';
import type { Insight } from './insight';

/**
 * The gates every draft passes before it can become an idea, whichever generator wrote it. Each
 * failure carries a sentence a person (and the next attempt) can act on. Pure.
 */
export const GATE_RULES = ['hooks', 'relevance', 'generic-hook', 'grammar', 'repeat'] as const;
export type GateRule = (typeof GATE_RULES)[number];

export interface GateFailure {
  rule: GateRule;
  reason: string;
}

export interface GateContext {
  niche: string;
  insight: Insight;
  /** The insight's comment texts and video titles: what a hook may quote numbers and claims from. */
  evidence: readonly string[];
  /** Titles of the niche's hand-written library ideas: a draft may not repeat their topic. */
  libraryTitles: readonly string[];
  /** Titles already published or drafted in the niche: a draft may not repeat one. */
  earlierTitles: readonly string[];
}

/** Every gate's failures for one draft; an empty list lets it through. */
export function gateDraft(draft: IdeaDraft, context: GateContext): GateFailure[] {
  const hooks = validateHooks(
    draft.hooks.map((hook) => hook.text),
    { niche: context.niche, evidence: context.evidence, sectionCount: draft.sections.length },
  );
  return hooks.validationDetails
    .filter((check) => !check.isValid)
    .map((check) => ({ rule: 'hooks' as const, reason: `"${check.hook}": ${check.errors.join(' ')}` }));
}
