import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DraftRequest, IdeaDraft } from '#functions/content-engine/draft';
import type { Generator } from '#functions/content-engine/generator';
import type { ContentIdea } from '#functions/shared/schemas';
import { useStackTable } from '#tests/support/data';

const stack = inject('stack');

beforeAll(() => {
  useStackTable(stack);
});

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const PLACES = [
  'bathroom mirror',
  'bedroom window',
  'kitchen counter',
  'car seat',
  'hotel sink',
  'office desk',
  'gym locker',
  'balcony chair',
];

/**
 * A writer at the seam, as a model follows the brief: it answers in the viewers' own words, films
 * in the first of the creator's formats it knows (tutorial, talking head), and records each request.
 */
function fakeWriter(): Generator & { requests: DraftRequest[] } {
  const requests: DraftRequest[] = [];
  return {
    name: 'offline',
    model: 'fake-writer',
    maxOutputTokens: 0,
    requests,
    accepts: () => true,
    costUsd: () => 0,
    async draft(request) {
      requests.push(request);
      const { askWords } = await import('#functions/content-engine/gates');
      const ask = askWords(request.insight, request.niche);
      const [first = 'skin', second = first] = ask.key.map((key) => ask.spoken.get(key) ?? key);
      const place = PLACES[requests.length % PLACES.length]!;
      const tutorial = request.creator?.formats.some((format) => /tutorial/i.test(format)) ?? false;
      const topic = `${first} and ${second}`;
      const draft: IdeaDraft = {
        title: `${capital(topic)} at the ${place}, done properly`,
        sub_niche: 'fake-topic',
        hooks: [
          { style: 'question', text: `Why does ${topic} go wrong at the ${place} every single morning?` },
          { style: 'mistake', text: `Stop rushing ${topic} at the ${place}; wait a full minute between the steps.` },
          { style: 'how-to', text: `Try this ${place} order for ${topic} before you reach for anything new.` },
        ],
        sections: ['Set up', 'The order', 'The check'].map((title) => ({
          title,
          text: `${capital(first)}: ${second} first`,
          voiceover: `When ${first} comes up, start with ${second} and keep the ${place} routine simple, then repeat it the next day.`,
          visuals: `The ${place}, filmed from the side.`,
        })),
        why_it_works: ['Viewers asked for exactly this.', 'It is one routine they can copy today.'],
        format: tutorial ? 'tutorial' : 'talking-head',
        length_seconds: 25,
        first_frame: `The ${place}, the camera at chest height.`,
        on_screen_hook: `${capital(topic)}, done properly`.slice(0, 60),
        rehook: 'The last check is the one people skip.',
        cta: { kind: 'save', text: 'Save this for your next routine.' },
      };
      return { raw: JSON.stringify(draft), draft, error: null, inputTokens: 0, outputTokens: 0, model: 'fake-writer' };
    },
  };
}

const DAY_MS = 86_400_000;

/** A niche of its own: five asks in the viewers' words, shared ideas for days 1-4, and two subscribers on day 2. */
async function nicheWithTwoCreators(now: Date) {
  const { putCorpus } = await import('#functions/content-engine/corpus-store');
  const { putIdea } = await import('#functions/ideas/store');
  const { db, tableName } = await import('#functions/platform/table/client');
  const { PutCommand, TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { countingAttributes, statsWrites } = await import('#functions/subscribers/stats-store');
  const { classOf } = await import('#functions/subscribers/stats');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { subscriberKeys } = await import('#functions/subscribers/store');
  const { creatorProfileKeys } = await import('#functions/profiles/store');
  const niche = `personal-${randomUUID().slice(0, 8)}`;
  const video = {
    platform: 'tiktok' as const,
    url: `https://www.tiktok.com/@derm/video/${niche}`,
    title: 'My night routine',
    creator: '@derm',
    views: 900_000,
  };
  const asks = [
    'cheapest budget routine that actually works?? im a broke student',
    'budget routine for a broke student pls',
    'what budget routine would u do as a student lol',
    'how do i start retinol as a beginner without peeling',
    'retinol beginner here how often do i start it',
    'starting retinol as a beginner tips please',
    'why does my sunscreen pill under makeup every morning',
    'my sunscreen keeps pilling under makeup help',
    'how do i get rid of dark underarms fast',
    'dark underarms tips?? nothing works for me',
  ];
  await putCorpus(
    asks.map((text, i) => ({
      niche,
      platform: 'tiktok' as const,
      commentId: `${niche}-${i}`,
      videoUrl: video.url,
      text,
      author: `@viewer${i}`,
      likes: 40 + i,
      postedAt: new Date(now.getTime() - 2 * DAY_MS - i * 60_000).toISOString(),
    })),
    [video],
  );
  for (let day = 1; day <= 4; day += 1) {
    const idea: ContentIdea = {
      id: `${niche}-idea-${day}-b`,
      niche,
      subNiche: 'shared',
      ideaNumber: day,
      variant: 'B',
      dayNumber: day,
      title: `The shared idea of day ${day}`,
      content: {
        hooks: ['A hook'],
        sections: [{ title: 'One', text: 'One', voiceover: 'One.', visuals: 'One.' }],
        why_it_works: 'It works',
      },
      source: {
        comment: `a question nobody asked on day ${day}`,
        commentAuthor: '@someone',
        commentLikes: 1,
        videoTitle: 'x',
        videoCreator: 'y',
        videoViews: 1,
        platform: 'tiktok',
      },
    };
    await putIdea(idea, { public: false });
  }
  const creators = {
    student: { subNiches: ['budget routine'], formats: ['talking head'], avoidTopics: [] as string[] },
    acne: { subNiches: ['retinol'], formats: ['tutorials', 'green screen'], avoidTopics: ['budget'] },
  };
  const users: Record<keyof typeof creators, string> = { student: `u-${randomUUID()}`, acne: `u-${randomUUID()}` };
  for (const [name, userId] of Object.entries(users) as Array<[keyof typeof creators, string]>) {
    const email = `${name}-${niche}@example.com`;
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName(), Item }));
    // Counted like every subscriber write (the admin counters' file checks every record in the stack).
    const record = { subscribed: true, subscriptionStatus: 'active', subscriptionTier: 'monthly' as const, testMode: false };
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...subscriberKeys.item(userId),
                entity: 'subscriber',
                userId,
                email,
                niche,
                ...record,
                updatedAt: now.toISOString(),
                ...countingAttributes({ ...record, userId, updatedAt: now.toISOString() }),
              },
            },
          },
          ...statsWrites(null, classOf(record), { events: false }),
        ],
      }),
    );
    await put(
      progressItem({ userId, email, niche, contentDaysUnlocked: 1, createdAt: now.toISOString(), unlockingSince: now.toISOString() }),
    );
    await put({
      ...creatorProfileKeys.item(userId),
      entity: 'creator_profile',
      userId,
      subscriberEmail: email,
      niche,
      audience: 'people starting out',
      tone: 'warm and practical',
      goals: ['grow followers'],
      sessionId: 'test',
      updatedAt: now.toISOString(),
      ...creators[name],
    });
  }
  return { niche, niches: [{ niche, displayName: 'Skincare', sortOrder: 99, isActive: true }], users };
}

async function personalIdeasOf(userId: string, niche: string) {
  const { listPersonalDays } = await import('#functions/ideas/personal-store');
  return (await listPersonalDays(userId, niche, 1, 99)).sort((a, b) => a.idea.dayNumber - b.idea.dayNumber);
}

describe('the personal ideas job', () => {
  it('gives two subscribers of one niche with different profiles different ideas for the same day, each with its reasons', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const now = new Date();
    const { niche, niches, users } = await nicheWithTwoCreators(now);

    const [report] = await keepPersonalAhead(now, { generator: fakeWriter(), niches });

    const student = await personalIdeasOf(users.student, niche);
    const acne = await personalIdeasOf(users.acne, niche);
    expect(student.map((stored) => stored.idea.dayNumber)).toEqual([2, 3, 4]);
    expect(acne.map((stored) => stored.idea.dayNumber)).toEqual([2, 3, 4]);
    for (const day of [0, 1, 2]) expect(student[day]!.facts.insightKey).not.toBe(acne[day]!.facts.insightKey);
    expect(student[0]!.idea.source.comment).toMatch(/budget/);
    expect(student[0]!.idea.personal?.reasons).toContainEqual({ kind: 'topic-fit', text: 'Fits your focus: budget routine' });
    expect(acne[0]!.idea.source.comment).toMatch(/retinol/);
    expect(acne[0]!.idea.content.filming?.format).toBe('tutorial');
    expect(acne[0]!.idea.personal?.reasons).toContainEqual({ kind: 'topic-fit', text: 'Fits your focus: retinol' });
    expect(acne.some((stored) => /budget/.test(stored.idea.source.comment))).toBe(false);
    expect(student[0]!.idea).toMatchObject({
      niche,
      variant: 'B',
      dayNumber: 2,
      ideaNumber: 2,
      personal: { kind: 'daily', ownAudience: false },
    });
    expect(report!.largestShare).toEqual({ 2: 0.5, 3: 0.5, 4: 0.5 });
  });

  it('writes nothing and asks for no draft the second time it runs', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const now = new Date();
    const { niches } = await nicheWithTwoCreators(now);
    await keepPersonalAhead(now, { generator: fakeWriter(), niches });
    const writer = fakeWriter();

    const [again] = await keepPersonalAhead(new Date(now.getTime() + 20 * 60_000), { generator: writer, niches });

    expect(again!.made).toEqual([]);
    expect(again!.existing).toBe(6);
    expect(writer.requests).toEqual([]);
  });

  it('completes on the next run what a run killed part-way left, making nothing twice', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const { putAiLog } = await import('#functions/content-engine/ai-logs-store');
    const now = new Date();
    const { niche, niches, users } = await nicheWithTwoCreators(now);
    let logs = 0;
    const dyingLog: typeof putAiLog = async (entry) => {
      logs += 1;
      if (logs > 2) throw new Error('The run was killed');
      return putAiLog(entry);
    };
    await expect(keepPersonalAhead(now, { generator: fakeWriter(), niches, log: dyingLog })).rejects.toThrow('The run was killed');
    const before = [...(await personalIdeasOf(users.student, niche)), ...(await personalIdeasOf(users.acne, niche))];

    const soon = await keepPersonalAhead(new Date(now.getTime() + 60_000), { generator: fakeWriter(), niches });
    const [later] = await keepPersonalAhead(new Date(now.getTime() + 16 * 60_000), { generator: fakeWriter(), niches });

    expect(before).toHaveLength(2);
    expect(soon[0]!.claimedElsewhere).toBeGreaterThan(0);
    // The dead run's claim holds its day until it expires; the other days are filled at once.
    expect(soon[0]!.made.length + later!.made.length).toBe(4);
    const deadRunsDay = new Set(later!.made.map((made) => made.day));
    expect(deadRunsDay.size).toBe(1);
    expect(soon[0]!.made.some((made) => deadRunsDay.has(made.day))).toBe(false);
    const after = [...(await personalIdeasOf(users.student, niche)), ...(await personalIdeasOf(users.acne, niche))];
    expect(after.map((stored) => `${stored.facts.ownerUserId}#${stored.idea.dayNumber}`).sort()).toEqual(
      [users.student, users.acne].flatMap((userId) => [2, 3, 4].map((day) => `${userId}#${day}`)).sort(),
    );
  });

  it('leaves a day to the shared idea when every draft fails the gates, and says so', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const now = new Date();
    const { niche, niches, users } = await nicheWithTwoCreators(now);
    const writer = fakeWriter();
    const failing: Generator = {
      ...writer,
      async draft(request) {
        const attempt = await writer.draft(request);
        return { ...attempt, draft: attempt.draft && { ...attempt.draft, title: 'the the idea' } };
      },
    };

    const [report] = await keepPersonalAhead(now, { generator: failing, niches, maxIdeas: 4 });

    expect(await personalIdeasOf(users.student, niche)).toEqual([]);
    expect(report!.passedOver).toBeGreaterThan(0);
    expect(report!.made).toEqual([]);
    expect(report!.stopped).toBe('bound');
  });
});

/**
 * The Batch API at the seam: what is sent is answered by the fake writer on the next collect (as a
 * finished batch would be), each answer handed back once, a request already out not sent twice.
 */
function batchApi(writer: Generator) {
  const out = new Map<string, DraftRequest>();
  const answered = new Set<string>();
  const sent: string[] = [];
  return {
    sent,
    async collect() {
      const drafts = [];
      for (const [customId, request] of out) {
        if (answered.has(customId)) continue;
        answered.add(customId);
        drafts.push({ customId, attempt: await writer.draft(request), costUsd: 0 });
      }
      return { drafts };
    },
    async submit(items: Array<{ customId: string; request: DraftRequest }>) {
      const skipped: Array<{ customId: string; reason: 'pending' | 'collected' }> = [];
      for (const item of items) {
        if (out.has(item.customId))
          skipped.push({ customId: item.customId, reason: answered.has(item.customId) ? 'collected' : 'pending' });
        else {
          out.set(item.customId, item.request);
          sent.push(item.customId);
        }
      }
      return { skipped, errors: [] };
    },
  };
}

describe('the personal ideas job through the Batch API', () => {
  it('sends the drafts on one run, writes the answers that pass on the next, and sends nothing twice', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const now = new Date();
    const { niche, niches, users } = await nicheWithTwoCreators(now);
    const writer = fakeWriter();
    const api = batchApi(writer);

    const [sending] = await keepPersonalAhead(now, { generator: writer, niches, batch: api });
    const [waiting] = await keepPersonalAhead(new Date(now.getTime() + 20 * 60_000), {
      generator: writer,
      niches,
      batch: { ...api, collect: async () => ({ drafts: [] }) },
    });
    const [writing] = await keepPersonalAhead(new Date(now.getTime() + 40 * 60_000), { generator: writer, niches, batch: api });
    const [again] = await keepPersonalAhead(new Date(now.getTime() + 60 * 60_000), { generator: writer, niches, batch: api });

    expect(sending!.made).toEqual([]);
    expect(sending!.waiting).toBe(6);
    expect(waiting!.waiting).toBe(6);
    expect(api.sent).toHaveLength(6);
    expect(writing!.made).toHaveLength(6);
    expect(again!.made).toEqual([]);
    expect(again!.waiting).toBe(0);
    const acne = await personalIdeasOf(users.acne, niche);
    expect(acne.map((stored) => stored.idea.dayNumber)).toEqual([2, 3, 4]);
    expect(acne[0]!.idea.source.comment).toMatch(/retinol/);
    expect(acne[0]!.idea.personal?.reasons).toContainEqual({ kind: 'topic-fit', text: 'Fits your focus: retinol' });
  });

  it('sends a draft that failed the gates again with the failures fed back', async () => {
    const { keepPersonalAhead } = await import('#functions/personal/personal-job');
    const now = new Date();
    const { niches } = await nicheWithTwoCreators(now);
    const writer = fakeWriter();
    const failingOnce: Generator = {
      ...writer,
      async draft(request) {
        const attempt = await writer.draft(request);
        return request.feedback.length > 0 ? attempt : { ...attempt, draft: attempt.draft && { ...attempt.draft, title: 'the the idea' } };
      },
    };
    const api = batchApi(failingOnce);

    await keepPersonalAhead(now, { generator: writer, niches, batch: api });
    const [retrying] = await keepPersonalAhead(new Date(now.getTime() + 20 * 60_000), { generator: writer, niches, batch: api });
    const [writing] = await keepPersonalAhead(new Date(now.getTime() + 40 * 60_000), { generator: writer, niches, batch: api });

    expect(retrying!.made).toEqual([]);
    expect(retrying!.waiting).toBe(6);
    expect(api.sent).toHaveLength(12);
    expect(writing!.made).toHaveLength(6);
  });
});
