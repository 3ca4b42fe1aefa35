import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '#functions/content-engine/content-files';
import { VIDEO_FORMATS } from '#functions/content-engine/draft';
import { FORMATS_FILE, formatOptions, profileFileProblems } from '#functions/profiles/profile-files';

const path = `content/${FORMATS_FILE}`;
const text = readFileSync(join(contentDir(), FORMATS_FILE), 'utf8');

describe('content/profile/formats.json', () => {
  it('fits its schema', () => {
    expect(profileFileProblems(path, text)).toEqual([]);
  });

  it('labels every filming format the writer knows, once', () => {
    expect(
      formatOptions()
        .map((f) => f.id)
        .sort(),
    ).toEqual([...VIDEO_FORMATS].sort());
    expect(formatOptions().find((f) => f.id === 'voiceover-b-roll')?.label).toBe('Voiceover over b-roll');
  });
});

describe('a bad formats file is reported by field', () => {
  it('a format the writer does not know and a capitalised word', () => {
    const file = JSON.parse(text) as { formats: Array<{ id: string; words: string[] }> };
    file.formats[0]!.id = 'interpretive-dance';
    file.formats[1]!.words[0] = 'Voiceover';

    const problems = profileFileProblems(path, JSON.stringify(file));

    expect(problems.some((p) => p.startsWith(`${path}: formats.0.id:`))).toBe(true);
    expect(problems).toContain(`${path}: formats.1.words.0: Words are lower case: they are matched on folded text`);
  });

  it('a file that is not JSON, and one that is no profile file', () => {
    expect(profileFileProblems(path, '{')[0]).toMatch(/Not JSON/);
    expect(profileFileProblems('content/profile/tones.json', '{}')).toEqual([
      'content/profile/tones.json: Not a profile file: content/profile/ holds formats.json',
    ]);
  });
});
