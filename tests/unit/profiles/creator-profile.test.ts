import { describe, expect, it } from 'vitest';
import { APPROVED_NICHES } from '#functions/seed/seed-data';
import {
  PROFILE_FIELDS,
  completeProfile,
  composeReply,
  extractAnswer,
  fieldsOf,
  interviewPayload,
  draftOfPayload,
  matchNiche,
  nextMissingField,
  offlineInterview,
  questionFor,
  readInterviewAnswer,
  reviewAnswer,
  splitList,
  touchesAvoidedTopic,
  type InterviewFields,
  type ProfileDraft,
} from '#functions/profiles/rules';

const niches = APPROVED_NICHES;

const complete: ProfileDraft = {
  subscriberEmail: 'mia@example.com',
  userId: 'user-1',
  niche: 'skincare',
  subNiches: ['acne', 'sensitive skin'],
  audience: 'Women 25-35 with adult acne who are tired of trial and error',
  tone: 'warm and practical',
  formats: ['tutorials', 'myth-busting'],
  avoidTopics: [],
  goals: ['grow followers', 'sell a course'],
};

const noFields: InterviewFields = fieldsOf({});

describe('the order of questions', () => {
  it('asks for the subscriber first, then niche, sub-niches, audience, tone, formats, topics to avoid and goals', () => {
    const asked: string[] = [];
    let draft: ProfileDraft = {};
    for (let field = nextMissingField(draft); field; field = nextMissingField(draft)) {
      asked.push(field);
      draft = { ...draft, [field]: complete[field] };
    }
    expect(asked).toEqual([...PROFILE_FIELDS]);
  });

  it('counts "none" for topics to avoid as an answer', () => {
    const draft: ProfileDraft = { ...complete, goals: undefined };
    expect(nextMissingField(draft)).toBe('goals');
    expect(nextMissingField(complete)).toBeNull();
  });

  it('lists the approved niches in the niche question', () => {
    expect(questionFor('niche', {}, niches)).toContain('Personal Finance');
  });
});

describe('reading an answer without a model', () => {
  it('finds the email in a sentence, lower-cased', () => {
    expect(extractAnswer('subscriberEmail', 'The profile is for Mia.Lopez@Example.com please', niches)).toEqual({
      ok: true,
      value: 'mia.lopez@example.com',
    });
  });

  it('asks again when a message has no email', () => {
    expect(extractAnswer('subscriberEmail', 'it is for Mia', niches).ok).toBe(false);
  });

  it('matches a niche by id or by its display name, never a niche we do not have', () => {
    expect(matchNiche('she does personal finance for students', niches)).toBe('finance');
    expect(matchNiche('Skincare mostly', niches)).toBe('skincare');
    expect(matchNiche('crypto trading', niches)).toBeNull();
  });

  it('splits lists on commas, "and", semicolons and new lines, dropping bullets and empties', () => {
    expect(splitList('acne, rosacea and anti-aging')).toEqual(['acne', 'rosacea', 'anti-aging']);
    expect(splitList('- tutorials\n- storytimes;\n\n1. GRWM.')).toEqual(['tutorials', 'storytimes', 'GRWM']);
  });

  it('reads "none" as no topics to avoid', () => {
    expect(extractAnswer('avoidTopics', 'None.', niches)).toEqual({ ok: true, value: [] });
    expect(extractAnswer('avoidTopics', 'weight loss and politics', niches)).toEqual({ ok: true, value: ['weight loss', 'politics'] });
  });
});

describe('the offline interviewer', () => {
  it('takes the answer to the question it asked and asks the next one', () => {
    const answer = offlineInterview({ subscriberEmail: 'mia@example.com', userId: 'u' }, 'Skincare', niches);
    expect(answer.fields.niche).toBe('skincare');
    expect(answer.reply).toContain(questionFor('subNiches', { niche: 'skincare' }, niches));
  });

  it('asks the same question again when the answer cannot be read', () => {
    const answer = offlineInterview({ subscriberEmail: 'mia@example.com' }, 'crypto', niches);
    expect(answer.fields).toEqual(fieldsOf({ subscriberEmail: 'mia@example.com' }));
    expect(answer.reply).toContain('not one of our niches');
    expect(answer.reply).toContain(questionFor('niche', {}, niches));
  });

  it('gives the same answer through the state document the emulator reads', () => {
    const draft: ProfileDraft = { subscriberEmail: 'mia@example.com', niche: 'skincare' };
    expect(draftOfPayload(interviewPayload(draft, niches))).toEqual(draft);
  });
});

describe('checking what an interviewer proposes', () => {
  it('takes valid fields and reports a new email for the subscriber lookup', () => {
    const review = reviewAnswer({}, { ...noFields, subscriberEmail: ' Mia@Example.com ', audience: 'New moms' }, niches);
    expect(review.newEmail).toBe('mia@example.com');
    expect(review.draft).toEqual({ audience: 'New moms' });
    expect(review.problems).toEqual([]);
  });

  it('never lets a null erase an answer', () => {
    expect(reviewAnswer(complete, noFields, niches).draft).toEqual(complete);
  });

  it('normalises a niche given by name and drops one that is not approved, keeping the rest', () => {
    expect(reviewAnswer({}, { ...noFields, niche: 'Personal Finance' }, niches).draft.niche).toBe('finance');
    const review = reviewAnswer({}, { ...noFields, niche: 'crypto', tone: 'blunt' }, niches);
    expect(review.draft).toEqual({ tone: 'blunt' });
    expect(review.problems[0]).toContain('not one of our niches');
  });

  it('takes nothing from a turn whose fields fail the profile schema', () => {
    const review = reviewAnswer({ niche: 'skincare' }, { ...noFields, tone: 'calm', subNiches: [], audience: 'x'.repeat(601) }, niches);
    expect(review.draft).toEqual({ niche: 'skincare' });
    expect(review.problems[0]).toMatch(/could not use that answer/);
  });
});

describe('bad model output', () => {
  it('refuses text that is not JSON', () => {
    const read = readInterviewAnswer('{"reply": "Thanks", "fields": {');
    expect(read.answer).toBeNull();
    expect(read.error).toMatch(/not valid JSON/);
  });

  it('refuses JSON that does not fit the interview schema', () => {
    const read = readInterviewAnswer(JSON.stringify({ reply: 'Thanks', fields: { niche: 42 } }));
    expect(read.answer).toBeNull();
    expect(read.error).toMatch(/interview schema/);
  });

  it('reads a good answer', () => {
    const read = readInterviewAnswer(JSON.stringify({ reply: 'Which niche?', fields: { ...noFields, subscriberEmail: 'a@b.co' } }));
    expect(read.answer?.fields.subscriberEmail).toBe('a@b.co');
  });
});

describe('completion', () => {
  it('builds the profile only when every field is answered and the subscriber is known', () => {
    const meta = { sessionId: '01JAAAAAAAAAAAAAAAAAAAAAAA', updatedAt: '2026-11-24T10:00:00.000Z' };
    expect(completeProfile({ ...complete, goals: undefined }, meta)).toBeNull();
    expect(completeProfile({ ...complete, userId: undefined }, meta)).toBeNull();
    expect(completeProfile(complete, meta)).toMatchObject({
      userId: 'user-1',
      niche: 'skincare',
      avoidTopics: [],
      sessionId: meta.sessionId,
    });
  });

  it('answers with a summary of the saved profile', () => {
    const profile = completeProfile(complete, { sessionId: 's', updatedAt: 'now' })!;
    const reply = composeReply({ draft: complete, problems: [], reply: 'ignored', profile, niches });
    expect(reply).toContain('Saved the creator profile for mia@example.com');
    expect(reply).toContain('Topics to avoid: none');
  });

  it('puts the problems before the question for what is still missing', () => {
    const reply = composeReply({
      draft: {},
      problems: ['There is no subscriber with the email x@y.co.'],
      reply: 'Great!',
      profile: null,
      niches,
    });
    expect(reply).toBe(`There is no subscriber with the email x@y.co. ${questionFor('subscriberEmail', {}, niches)}`);
  });
});

describe('topics to avoid', () => {
  it('matches an insight that names every word of the topic, in any form', () => {
    expect(touchesAvoidedTopic(['Best tips for weight loss after having kids?'], ['weight loss'])).toBe(true);
    expect(touchesAvoidedTopic(['How do I start weight training?'], ['weight loss'])).toBe(false);
    expect(touchesAvoidedTopic(['is retinol safe while pregnant'], ['Retinol'])).toBe(true);
    expect(touchesAvoidedTopic(['anything'], [])).toBe(false);
  });
});
