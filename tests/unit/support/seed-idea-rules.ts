import { contentIdea, type ContentIdea } from '#functions/shared/schemas';

export const SEED_DAYS = 14;

/**
 * What makes a niche's seed ideas worth paying for: days 1 to 14 in variants A and B,
 * each a title, 3 hooks, 3-5 complete sections, at least three why-it-works bullets and a real
 * source, with nothing repeated. Returns the problems found, so a failure names the idea.
 */
export function seedIdeaProblems(niche: string, ideas: readonly ContentIdea[]): string[] {
  const problems: string[] = [];
  const seen = { ids: new Set<string>(), titles: new Set<string>(), comments: new Set<string>(), slots: new Set<string>() };
  for (const idea of ideas) {
    const at = idea.id;
    const parsed = contentIdea.safeParse(idea);
    if (!parsed.success) problems.push(`${at}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    if (idea.niche !== niche) problems.push(`${at}: niche ${idea.niche}, expected ${niche}`);
    if (!/^[a-z][a-z-]*$/.test(idea.subNiche)) problems.push(`${at}: sub-niche "${idea.subNiche}" is not a lower-case slug`);
    for (const [set, value, what] of [
      [seen.ids, idea.id, 'id'],
      [seen.titles, idea.title.toLowerCase(), 'title'],
      [seen.comments, idea.source.comment.toLowerCase(), 'source comment'],
      [seen.slots, `${idea.dayNumber}${idea.variant}`, 'day and variant'],
    ] as const) {
      if (set.has(value)) problems.push(`${at}: repeated ${what} "${value}"`);
      set.add(value);
    }
    if (idea.title.trim().length < 8 || idea.title.length > 80) problems.push(`${at}: title must be 8-80 characters`);
    if (idea.content.hooks.length !== 3) problems.push(`${at}: ${idea.content.hooks.length} hooks, expected 3`);
    if (new Set(idea.content.hooks).size !== idea.content.hooks.length) problems.push(`${at}: repeated hook`);
    const sections = idea.content.sections.length;
    if (sections < 3 || sections > 5) problems.push(`${at}: ${sections} sections, expected 3 to 5`);
    for (const [i, section] of idea.content.sections.entries()) {
      for (const field of ['title', 'text', 'voiceover', 'visuals'] as const) {
        if (section[field].trim().length < 3) problems.push(`${at}: section ${i + 1} has no ${field}`);
      }
    }
    const bullets = idea.content.why_it_works.split(' • ').filter((bullet) => bullet.trim());
    if (bullets.length < 3) problems.push(`${at}: ${bullets.length} why-it-works bullets, expected at least 3`);
    const { source } = idea;
    if (source.comment.trim().length < 10) problems.push(`${at}: source comment too short`);
    if (!source.commentAuthor.startsWith('@') || !source.videoCreator.startsWith('@')) problems.push(`${at}: handles start with @`);
    if (source.commentLikes < 50) problems.push(`${at}: a source comment worth an idea has at least 50 likes`);
    if (source.videoViews < 10_000) problems.push(`${at}: a viral source video has at least 10,000 views`);
  }
  for (let day = 1; day <= SEED_DAYS; day += 1) {
    for (const variant of ['A', 'B']) {
      if (!seen.slots.has(`${day}${variant}`)) problems.push(`${niche}: no idea for day ${day} variant ${variant}`);
    }
  }
  return problems;
}
