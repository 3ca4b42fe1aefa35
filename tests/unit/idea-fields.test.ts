import { describe, expect, it } from 'vitest';
import {
  contentFields,
  contentPreview,
  cutText,
  fieldKind,
  fieldLabel,
  hooksOf,
  plainText,
  slidesOf,
  textLines,
  whyBullets,
} from '../../web/src/components/idea/idea-fields';

describe('how a content field is rendered, by its name (spec 2)', () => {
  it.each([
    ['hooks', 'hooks'],
    ['hook', 'hooks'],
    ['Opening_Hook', 'hooks'],
    ['sections', 'slides'],
    ['key_points', 'slides'],
    ['talkingPoints', 'slides'],
    ['why_it_works', 'why'],
    ['whyThisWorks', 'why'],
    ['why', 'other'],
    ['works_best_on', 'other'],
    ['caption', 'other'],
    ['filming_tips', 'other'],
  ] as const)('%s → %s', (name, kind) => {
    expect(fieldKind(name)).toBe(kind);
  });

  it('labels a field by its name in words', () => {
    expect(fieldLabel('why_it_works')).toBe('Why It Works');
    expect(fieldLabel('filmingTips')).toBe('Filming Tips');
    expect(fieldLabel('sun-care')).toBe('Sun Care');
    expect(fieldLabel('hooks')).toBe('Hooks');
  });

  it('treats plain-text content as one field', () => {
    expect(contentFields('Just film it')).toEqual([['content', 'Just film it']]);
    expect(contentFields({ a: 1, b: 'two' })).toEqual([['a', 1], ['b', 'two']]);
    expect(contentFields(null)).toEqual([]);
  });

  it('splits why-it-works on the bullet separator, and takes a list as it is', () => {
    expect(whyBullets('Saves • Shares •  Comments ')).toEqual(['Saves', 'Shares', 'Comments']);
    expect(whyBullets(['One', ' Two '])).toEqual(['One', 'Two']);
  });

  it('makes slides with a title or "Slide n" and only the lines they have', () => {
    expect(slidesOf([{ title: 'Start', voiceover: 'Say', visuals: 'Show', text: 'Write' }, { voiceover: 'Only this' }, 'A bare point'])).toEqual([
      { title: 'Start', lines: [['Voiceover', 'Say'], ['Visuals', 'Show'], ['Text', 'Write']] },
      { title: 'Slide 2', lines: [['Voiceover', 'Only this']] },
      { title: 'Slide 3', lines: [['Text', 'A bare point']] },
    ]);
  });

  it('reads a single hook as a list of one', () => {
    expect(hooksOf('Stop scrolling')).toEqual(['Stop scrolling']);
    expect(hooksOf(['One', '', 'Two'])).toEqual(['One', 'Two']);
  });
});

describe('the card preview (spec 2: lists joined, cut at 100 characters plus an ellipsis)', () => {
  it('keeps text of 100 characters whole and cuts longer text at 100 plus "..."', () => {
    expect(cutText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutText('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(cutText(`${'a'.repeat(99)} tail`)).toBe(`${'a'.repeat(99)} ...`);
  });

  it('joins lists, and shows sections by their titles', () => {
    expect(plainText(['One', 'Two'])).toBe('One • Two');
    expect(plainText([{ title: 'Intro', text: 'x' }, { title: 'Outro' }])).toBe('Intro • Outro');
    expect(plainText({ a: 'x', b: 3 })).toBe('x • 3');
  });

  it('honours line-break tags: one character each for the cut, a line break when shown', () => {
    expect(cutText('Line one<br>Line two<br/>Line three<BR />')).toBe('Line one\nLine two\nLine three\n');
    expect(textLines('Line one<br>Line two')).toEqual(['Line one', 'Line two']);
    expect(cutText(`${'a'.repeat(98)}<br>bcd`)).toBe(`${'a'.repeat(98)}\nb...`);
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
  });
});
