import { describe, expect, it } from 'vitest';
import { contentFields, contentPreview, cutText, fieldLabel, plainText, PREVIEW_LENGTH } from '#functions/ideas/preview';

describe('the card preview, cut on the server (spec 2: lists joined, cut at 100 characters plus an ellipsis)', () => {
  it('keeps text of 100 characters whole and cuts longer text at 100 plus "..."', () => {
    expect(PREVIEW_LENGTH).toBe(100);
    expect(cutText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutText('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(cutText(`${'a'.repeat(99)} tail`)).toBe(`${'a'.repeat(99)} ...`);
  });

  it('honours line-break tags: one character each for the cut, a newline in the text sent', () => {
    expect(cutText('Line one<br>Line two<br/>Line three<BR />')).toBe('Line one\nLine two\nLine three\n');
    expect(cutText(`${'a'.repeat(98)}<br>bcd`)).toBe(`${'a'.repeat(98)}\nb...`);
  });

  it('joins lists, and shows sections by their titles', () => {
    expect(plainText(['One', 'Two'])).toBe('One • Two');
    expect(plainText([{ title: 'Intro', text: 'x' }, { title: 'Outro' }])).toBe('Intro • Outro');
    expect(plainText({ a: 'x', b: 3 })).toBe('x • 3');
    expect(plainText(null)).toBe('');
  });

  it('treats plain-text content as one field, and labels fields by their names in words', () => {
    expect(contentFields('Just film it')).toEqual([['content', 'Just film it']]);
    expect(contentFields(null)).toEqual([]);
    expect(fieldLabel('why_it_works')).toBe('Why It Works');
    expect(fieldLabel('filmingTips')).toBe('Filming Tips');
    expect(fieldLabel('sun-care')).toBe('Sun Care');
  });

  it('gives each field a label and its cut text, leaving out empty ones', () => {
    const preview = contentPreview({
      hooks: ['A first hook that is fairly long, to be sure.', 'A second hook that pushes the joined text over the limit.'],
      sections: [{ title: 'Set up', text: '', voiceover: '', visuals: '' }],
      why_it_works: 'Short',
      notes: '',
    });
    expect(preview.map((field) => field.label)).toEqual(['Hooks', 'Sections', 'Why It Works']);
    expect(preview[0]!.text).toHaveLength(103);
    expect(preview[0]!.text.endsWith('...')).toBe(true);
    expect(preview[1]!.text).toBe('Set up');
    expect(preview[2]!.text).toBe('Short');
  });
});

describe("a generated idea's filming plan on a card", () => {
  const filming = {
    format: 'green-screen-reply',
    lengthSeconds: 45,
    firstFrame: 'The comment on screen, you pointing at it',
    onScreenHook: 'No jumping, still cardio',
    rehook: 'The last swap is the quietest',
    cta: { kind: 'save', text: 'Save this for leg day' },
  };

  it('reads as how it is shot and how long it runs, not every line of the plan', () => {
    const fields = contentPreview({ hooks: ['A hook'], filming });

    expect(fields.find((field) => field.label === 'Filming')).toEqual({
      label: 'Filming',
      text: 'Green-screen reply to the comment, about 45 seconds',
    });
  });

  it('still reads a format it has no label for', () => {
    const fields = contentPreview({ filming: { ...filming, format: 'split-screen', lengthSeconds: 0 } });

    expect(fields).toEqual([{ label: 'Filming', text: 'Split screen' }]);
  });
});
