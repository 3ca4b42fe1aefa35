import { describe, expect, it } from 'vitest';
import { askKindOfText, traitsOf } from '#functions/personal/traits';
import type { TraitIdea } from '#functions/personal/traits';
import { insightOf } from '#tests/unit/content-engine/insight-fixtures';

describe('the kind of ask, read from the viewers words', () => {
  it.each([
    ['how do u even start retinol without peeling 😭', 'how-to'],
    ['is it safe to use retinol while pregnant??', 'is-it-ok'],
    ['cerave vs la roche posay which one for oily skin', 'comparison'],
    ['why does my sunscreen pill every single time', 'why'],
    ['best drugstore moisturiser for dry skin pls', 'recommendation'],
    ['my milia keeps coming back no matter what', 'fix'],
    ['whats the best way to layer niacinamide and vit c', 'how-to'],
    ['gel or cream moisturiser in summer', 'comparison'],
    ['love this video sm', 'other'],
  ])('"%s" is %s', (comment, kind) => {
    expect(askKindOfText(comment)).toBe(kind);
  });

  it('reads a question written without apostrophes like one written with them', () => {
    expect(askKindOfText('is it ok if i dont moisturise after')).toBe(askKindOfText("is it ok if I don't moisturise after"));
  });
});

describe('the traits of an insight', () => {
  it('name the knowledge topics its viewers ask about, the one the ask is about first', () => {
    const insight = insightOf('skincare', [
      'how do i start retinol as a beginner without my skin peeling',
      'retinol made me peel so bad how often should i use it',
      'what % retinol for a beginner',
    ]);

    const traits = traitsOf(insight, 'skincare');

    expect(traits.topics[0]).toBe('starting-retinol');
    expect(traits.askKind).toBe('how-to');
    expect(traits.format).toBeNull();
  });

  it('settle a word several topics share by the words of the topic name the viewer used', () => {
    const insight = insightOf('skincare', ['how do i start retinol??']);

    expect(traitsOf(insight, 'skincare').topics).toEqual(['starting-retinol']);
  });

  it('name no topic when the viewers ask about nothing the niche knows', () => {
    const insight = insightOf('skincare', ['what song is this omg', 'the song pls']);

    expect(traitsOf(insight, 'skincare').topics).toEqual([]);
  });

  it('read the kind from the named ask first', () => {
    const insight = insightOf('skincare', ['my sunscreen pills under makeup every time'], {
      ask: 'why does sunscreen pill under makeup',
    });

    expect(traitsOf(insight, 'skincare').askKind).toBe('why');
  });
});

describe('the traits of a stored idea', () => {
  const idea: TraitIdea = {
    title: 'A whole routine on a student budget, in three products',
    source: {
      comment: 'cheapest routine that actually works?? im a broke college student',
      commentAuthor: '@v',
      commentLikes: 3,
      videoTitle: 'x',
      videoCreator: 'y',
      videoViews: 10,
      platform: 'tiktok',
      supportingComments: [{ comment: 'drugstore dupes pls', commentAuthor: '@w', commentLikes: 1 }],
    },
    content: {
      filming: {
        format: 'talking-head',
        lengthSeconds: 40,
        firstFrame: '',
        onScreenHook: '',
        rehook: '',
        cta: { kind: 'save', text: '' },
      },
    },
  };

  it('carry its filming format and the topic its viewers asked about', () => {
    const traits = traitsOf(idea, 'skincare');

    expect(traits.format).toBe('talking-head');
    expect(traits.topics).toContain('budget-routine');
  });

  it('have no format when the idea has no filming plan (the hand-written library)', () => {
    expect(traitsOf({ ...idea, content: {} }, 'skincare').format).toBeNull();
  });

  it('read the kind of ask from the viewers only, never from our title', () => {
    const traits = traitsOf(
      { ...idea, title: 'Why your routine costs too much', source: { ...idea.source, comment: 'love it' } },
      'skincare',
    );

    expect(traits.askKind).not.toBe('why');
  });
});
