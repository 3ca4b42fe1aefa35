import { describe, expect, it } from 'vitest';
import { fitsNiche, vocabularies } from '#functions/ingestion/niche-fit';

const vocab = vocabularies(
  new Map([
    [
      'skincare',
      {
        words: ['retinol for beginners', 'acne', 'sunscreen', 'night routine', 'dark spots', 'tips'],
        core: ['skincare', 'skin', 'routine'],
      },
    ],
    ['selfcare', { words: ['sunday reset', 'burnout', 'journal prompts', 'night routine', 'tips'], core: ['selfcare', 'routine'] }],
    ['haircare', { words: ['curly hair routine', 'frizz', 'wash day', 'tips'], core: ['haircare', 'hair'] }],
    ['food', { words: ['easy dinner', 'pasta', 'meal prep', 'tips'], core: ['food', 'recipe'] }],
  ]),
);

describe('which niche a found video is about', () => {
  it('keeps a skincare night routine out of self-care, though self-care’s search found it', () => {
    const video = 'my full night routine explained step by step night routine skincare routine skincare';

    expect(fitsNiche(video, 'selfcare', vocab)).toBe(false);
    expect(fitsNiche(video, 'skincare', vocab)).toBe(true);
  });

  it('keeps a self-care video for self-care', () => {
    expect(fitsNiche('my sunday reset when i have zero energy self care sunday reset routine wellness', 'selfcare', vocab)).toBe(true);
  });

  it('does not let a word two niches share ("routine") decide for either', () => {
    expect(fitsNiche('volume routine for flat fine hair | fine hair volume hair care hair routine', 'haircare', vocab)).toBe(true);
  });

  it('keeps nothing for a niche whose words a video never uses', () => {
    expect(fitsNiche('where i sleep for free in my van | van life camping road trip', 'food', vocab)).toBe(false);
  });

  it('reads plurals, capitals and accents as the same words', () => {
    expect(fitsNiche('PASTAS for busy weeknights — Recipés', 'food', vocab)).toBe(true);
  });
});
