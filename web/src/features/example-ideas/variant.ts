import type { ContentIdea } from '#functions/shared/schemas';

/** The lower-case path letter of an example idea ('A' → 'a'); examples only come in A and B. */
export function exampleVariant(idea: Pick<ContentIdea, 'id' | 'variant'>): 'a' | 'b' {
  const letter = idea.variant.toLowerCase();
  if (letter !== 'a' && letter !== 'b') throw new Error(`Example idea ${idea.id} has variant ${idea.variant}; examples use A or B`);
  return letter;
}
