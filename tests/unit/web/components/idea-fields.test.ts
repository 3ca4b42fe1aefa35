import { describe, expect, it } from 'vitest';
import { fieldKind, filmingLines, hooksOf, slidesOf, textLines, whyBullets } from '@/components/idea/idea-fields';

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
    ['filming', 'filming'],
  ] as const)('%s → %s', (name, kind) => {
    expect(fieldKind(name)).toBe(kind);
  });

  it('splits why-it-works on the bullet separator, and takes a list as it is', () => {
    expect(whyBullets('Saves • Shares •  Comments ')).toEqual(['Saves', 'Shares', 'Comments']);
    expect(whyBullets(['One', ' Two '])).toEqual(['One', 'Two']);
  });

  it('makes slides with a title or "Slide n" and only the lines they have', () => {
    expect(
      slidesOf([{ title: 'Start', voiceover: 'Say', visuals: 'Show', text: 'Write' }, { voiceover: 'Only this' }, 'A bare point']),
    ).toEqual([
      {
        title: 'Start',
        lines: [
          ['Voiceover', 'Say'],
          ['Visuals', 'Show'],
          ['Text', 'Write'],
        ],
      },
      { title: 'Slide 2', lines: [['Voiceover', 'Only this']] },
      { title: 'Slide 3', lines: [['Text', 'A bare point']] },
    ]);
  });

  it('reads a single hook as a list of one', () => {
    expect(hooksOf('Stop scrolling')).toEqual(['Stop scrolling']);
    expect(hooksOf(['One', '', 'Two'])).toEqual(['One', 'Two']);
  });
});

describe('text with line breaks', () => {
  it('honours line-break tags and newlines when shown', () => {
    expect(textLines('Line one<br>Line two<br/>Line three')).toEqual(['Line one', 'Line two', 'Line three']);
    expect(textLines('Cut\npreview')).toEqual(['Cut', 'preview']);
  });
});

describe("a generated idea's filming plan", () => {
  it('reads as labelled lines in the order it is shot, leaving out what the plan left empty', () => {
    expect(
      filmingLines({
        format: 'pov',
        lengthSeconds: 30,
        firstFrame: 'Alarm at 6am.',
        onScreenHook: '',
        rehook: ' ',
        cta: { kind: 'save', text: 'Save it.' },
      }),
    ).toEqual([
      ['Format', 'POV'],
      ['Length', 'About 30 seconds'],
      ['First frame', 'Alarm at 6am.'],
      ['Call to action', 'Save: Save it.'],
    ]);
  });

  it('is null for a value that is not a plan', () => {
    expect(filmingLines(undefined)).toBeNull();
    expect(filmingLines('film it in the kitchen')).toBeNull();
    expect(filmingLines({})).toBeNull();
  });
});
