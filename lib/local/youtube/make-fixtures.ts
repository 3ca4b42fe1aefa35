/**
 * Writes lib/local/youtube/fixtures/<niche>.json from the written words in ./fixture-words:
 * `node --import tsx lib/local/youtube/make-fixtures.ts && npx prettier --write lib/local/youtube/fixtures`.
 *
 * The words (titles, asks in their different phrasings, chatter, follow-up questions, spam,
 * praise) are written by hand; this script only lays them out the way a real comment section
 * falls: asks spread over a niche's videos, buried in praise, jokes, emoji and spam, some
 * answered by "same" or by a follow-up question, one author posting twice, times skewed to the
 * first days after upload. It is seeded by the niche's name, so a re-run writes the same files.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  FIXTURES_DIR,
  fixtureFileSchema,
  offsetMs,
  type FixtureComment,
  type FixtureFile,
  type FixtureReply,
  type FixtureVideo,
} from './fixtures';
import { words as searchWords } from './search';

const WORDS_DIR = join(import.meta.dirname, 'fixture-words');

const nicheWordsSchema = z.strictObject({
  niche: z.string(),
  channels: z.array(
    z.strictObject({
      /** Fixed once written: tests and examples elsewhere name these ids. */
      id: z.string().regex(/^UC[A-Za-z0-9_-]{22}$/),
      handle: z.string(),
      title: z.string(),
      description: z.string(),
      country: z.string().length(2),
      subscribers: z.int(),
      /** What an ordinary upload of theirs gets: the median the outlier ranking compares with. */
      typicalViews: z.int(),
      videoCount: z.int(),
    }),
  ),
  videos: z.array(
    z.strictObject({
      id: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
      channel: z.string(),
      title: z.string(),
      description: z.string(),
      tags: z.array(z.string()),
      days: z.number(),
      duration: z.string(),
      views: z.int(),
      /** Top-level comments to lay out. */
      size: z.int(),
      status: z.enum(['commentsDisabled', 'private', 'deleted']).optional(),
      language: z.string().optional(),
    }),
  ),
  uploads: z.array(z.string()).min(6),
  asks: z.array(z.array(z.string()).min(1)),
  /** Remarks that are not asks; "3|text" belongs to video 3 only (it names that video or its creator). */
  chatter: z.array(z.string()),
  followups: z.array(z.string()),
});
type NicheWords = z.infer<typeof nicheWordsSchema>;

const commonSchema = z.strictObject({
  spam: z.array(z.string()),
  praise: z.array(z.string()),
  emoji: z.array(z.string()),
  jokes: z.array(z.string()),
  foreign: z.array(z.string()),
  replies: z.array(z.string()),
  ownerReplies: z.strictObject({ onAsk: z.array(z.string()), onPraise: z.array(z.string()), onStory: z.array(z.string()) }),
  names: z.array(z.string()),
  nameWords: z.array(z.string()),
  /** Input ingestion must survive: a copypasta at YouTube's 10,000-character limit, control characters. */
  oddities: z.strictObject({ copypasta: z.string().min(100), control: z.string() }),
});
type Common = z.infer<typeof commonSchema>;

/** mulberry32: small, fast, and the same on every machine. */
function rngFor(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the oddities go (once each is enough: they test the reader, not the niche). */
const ODDITY_NICHES = ['skincare', 'fitness'];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function build(words: NicheWords, common: Common): FixtureFile {
  const rng = rngFor(words.niche);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
  const chars = (n: number, alphabet = ID_CHARS) => Array.from({ length: n }, () => pick([...alphabet])).join('');
  const used = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const id = make();
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  // Ids come from what they name, not from the random sequence, so rewording or adding a comment
  // leaves every other id (which tests and examples may name) where it was.
  const hashed = (seed: string, n: number) => {
    const bytes = createHash('sha256').update(`${words.niche}|${seed}`).digest();
    return Array.from({ length: n }, (_, i) => ID_CHARS[bytes[i % bytes.length]! % 64]).join('');
  };
  const once = (id: string) => {
    if (used.has(id)) throw new Error(`${words.niche}: id ${id} made twice (${id.length} characters); reword one of them`);
    used.add(id);
    return id;
  };
  const channelIds = new Map<string, string>(words.channels.map((c) => [c.handle, once(c.id)]));
  const channelIdOf = (handle: string) => {
    let id = channelIds.get(handle);
    if (!id) {
      id = once(`UC${hashed(`author|${handle}`, 22)}`);
      channelIds.set(handle, id);
    }
    return id;
  };
  const authors = new Set<string>();
  const newAuthor = () =>
    unique(() => {
      const name = pick(common.names);
      const style = rng();
      const handle =
        style < 0.35
          ? `@${name}${pick(common.nameWords)}`
          : style < 0.6
            ? `@${name}.${pick(common.nameWords)}`
            : style < 0.8
              ? `@${name}_${Math.floor(rng() * 9000) + 100}`
              : `@${name}-${chars(4, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
      authors.add(handle);
      return handle;
    });
  const commentId = (seed: string) => once(`Ug${'wxyz'[hashed(seed, 1).charCodeAt(0) % 4]}${hashed(seed, 16)}4AaABAg`);
  const replyId = (parent: string, seed: string) => once(`${parent}.${hashed(seed, 22)}`);
  const offset = (minutes: number) => {
    const m = Math.max(1, Math.round(minutes));
    const d = Math.floor(m / 1440);
    const h = Math.floor((m % 1440) / 60);
    const rest = m % 60;
    return `-${d ? `${d}d` : ''}${h ? `${h}h` : ''}${rest ? `${rest}m` : ''}`;
  };
  const likes = (scale: number) => Math.floor(Math.exp(rng() * scale)) - 1;

  const channels = words.channels.map((c) => ({
    id: channelIdOf(c.handle),
    handle: c.handle,
    title: c.title,
    description: c.description,
    country: c.country,
    at: offset((900 + rng() * 2000) * 1440),
    subscribers: c.subscribers,
    views: c.typicalViews * c.videoCount * 2,
    videoCount: c.videoCount,
  }));

  const normal = words.videos.map((v, i) => ({ v, i })).filter(({ v }) => !v.status);
  // An ask lands under the video it is most about (shared words with its title, description and
  // tags), else under the one with fewest asks so far; other phrasings mostly follow, some stray.
  const askPlacement = new Map<number, Array<{ text: string; ask: number }>>();
  const topicWords = normal.map(({ v }) => new Set(searchWords(`${v.title} ${v.description} ${v.tags.join(' ')}`)));
  const GENERIC = new Set([
    'video',
    'pls',
    'please',
    'can',
    'you',
    'does',
    'actually',
    'really',
    'get',
    'ok',
    'just',
    'me',
    'im',
    'so',
    'or',
    'this',
    'that',
    'when',
    'why',
    'much',
    'make',
    'like',
    'every',
    'one',
    'no',
    'be',
    'are',
    'at',
    'all',
  ]);
  const homeOf = (phrasings: string[]): number => {
    const asked = new Set(searchWords(phrasings.join(' ')).filter((w) => !GENERIC.has(w)));
    const scored = normal.map(({ i }, n) => ({
      i,
      score: [...asked].filter((w) => topicWords[n]!.has(w)).length,
      load: askPlacement.get(i)?.length ?? 0,
    }));
    scored.sort((a, b) => b.score - a.score || a.load - b.load || a.i - b.i);
    return scored[0]!.i;
  };
  words.asks.forEach((phrasings, ask) => {
    const home = homeOf(phrasings);
    phrasings.forEach((text, n) => {
      const target = n === 0 || rng() < 0.6 ? home : pick(normal).i;
      const list = askPlacement.get(target) ?? [];
      list.push({ text, ask });
      askPlacement.set(target, list);
    });
  });

  const pinned = new Map<number, string[]>();
  const loose: string[] = [];
  for (const line of words.chatter) {
    const match = /^(\d+)\|(.+)$/.exec(line);
    if (match) pinned.set(Number(match[1]), [...(pinned.get(Number(match[1])) ?? []), match[2]!]);
    else loose.push(line);
  }
  let chatterAt = Math.floor(rng() * Math.max(1, loose.length));
  let followAt = 0;
  const videos: FixtureVideo[] = words.videos.map((v, index) => {
    const channel = words.channels.find((c) => c.handle === v.channel);
    if (!channel) throw new Error(`${words.niche}: video "${v.title}" names unknown channel ${v.channel}`);
    const videoMinutes = v.days * 1440 + rng() * 600;
    const when = (after: number) => offset(videoMinutes - after);
    const commentAfter = () => (videoMinutes - 30) * Math.pow(rng(), 2.4) + 5;
    const texts: Array<{ text: string; kind: 'ask' | 'chatter' | 'praise' | 'emoji' | 'joke' | 'spam' | 'foreign' }> = (
      askPlacement.get(index) ?? []
    ).map((a) => ({ text: a.text, kind: 'ask' as const }));
    if (!v.status) texts.push(...(pinned.get(index) ?? []).map((text) => ({ text, kind: 'chatter' as const })));
    const size = v.status ? Math.min(v.size, 12) : v.size;
    const taken = new Set(texts.map((t) => t.text));
    while (texts.length < size) {
      const roll = rng();
      const [kind, list] =
        roll < 0.3
          ? (['praise', common.praise] as const)
          : roll < 0.55
            ? (['chatter', words.chatter] as const)
            : roll < 0.65
              ? (['emoji', common.emoji] as const)
              : roll < 0.75
                ? (['joke', common.jokes] as const)
                : roll < 0.86
                  ? (['spam', common.spam] as const)
                  : (['foreign', common.foreign] as const);
      if (kind === 'chatter' && loose.length === 0) continue;
      let text = kind === 'chatter' ? loose[chatterAt++ % loose.length]! : pick(list);
      if (taken.has(text) && kind !== 'emoji') text = pick(list);
      if (taken.has(text) && kind !== 'emoji') continue;
      taken.add(text);
      texts.push({ text, kind });
    }
    if (index === 0 && ODDITY_NICHES.includes(words.niche)) {
      const { copypasta, control } = common.oddities;
      texts.push({ text: copypasta.repeat(Math.ceil(10_000 / copypasta.length)).slice(0, 10_000), kind: 'chatter' });
      texts.push({ text: control, kind: 'praise' });
    }
    // Shuffle so asks are not all at the top.
    for (let i = texts.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rng() * (i + 1));
      [texts[i], texts[j]] = [texts[j]!, texts[i]!];
    }
    let twice: string | null = null;
    let longThread = index === 0;
    const seen = new Map<string, number>();
    const comments: FixtureComment[] = texts.map((t, n) => {
      // The same emoji can be posted twice under a video: the count keeps their ids apart.
      const repeat = seen.get(t.text) ?? 0;
      seen.set(t.text, repeat + 1);
      const id = commentId(`comment|${v.id}|${t.text}|${repeat}`);
      const after = commentAfter();
      // One author comes back to the same video with a second comment.
      const author = n === 7 && twice ? twice : newAuthor();
      if (n === 2) twice = author;
      const comment: FixtureComment = {
        id,
        author,
        authorChannelId: channelIdOf(author),
        text: t.text,
        // Asks and stories collect likes; emoji and spam hardly any.
        likes: likes({ ask: 6, chatter: 4.5, praise: 3.5, joke: 4, foreign: 2.5, emoji: 1.8, spam: 0.8 }[t.kind]),
        at: when(after),
      };
      if (rng() < 0.05) comment.edited = when(after + 30 + rng() * 600);
      const replies: FixtureReply[] = [];
      const replyAt = () => when(Math.min(videoMinutes - 2, after + 10 + rng() * 2000));
      const reply = (text: string, by = newAuthor()) =>
        replies.push({
          id: replyId(id, `reply|${id}|${replies.length}|${text}`),
          author: by,
          authorChannelId: channelIdOf(by),
          text,
          likes: likes(3),
          at: replyAt(),
        });
      if (t.kind === 'ask') {
        if (longThread) {
          // A thread longer than the five replies a thread carries inline.
          longThread = false;
          for (let r = 0; r < 8; r += 1) reply(common.replies[r % common.replies.length]!);
        } else if (rng() < 0.45) {
          const count = 1 + Math.floor(rng() * 3);
          for (let r = 0; r < count; r += 1) reply(pick(common.replies));
        }
        if (rng() < 0.3 && words.followups.length) reply(words.followups[followAt++ % words.followups.length]!);
        if (rng() < 0.08) reply(pick(common.ownerReplies.onAsk), channel.handle);
      } else if (t.kind === 'spam' && rng() < 0.3) {
        reply(pick(['scam, report it', 'bots are everywhere 🙄', 'why is this always in every comment section']));
      } else if (t.kind === 'praise' && rng() < 0.12) {
        reply(pick(common.ownerReplies.onPraise), channel.handle);
      } else if (t.kind === 'chatter' && rng() < 0.15) {
        reply(pick(common.ownerReplies.onStory), channel.handle);
      } else if (t.kind === 'joke' && rng() < 0.3) {
        reply(pick(['😂😂', 'LMAO', 'too real', 'why are you exposing me']));
      }
      // Oldest first, as YouTube lists a thread's replies.
      if (replies.length) comment.replies = replies.sort((a, b) => offsetMs(b.at) - offsetMs(a.at));
      return comment;
    });
    return {
      id: once(v.id),
      channelId: channelIdOf(channel.handle),
      title: v.title,
      description: v.description,
      tags: v.tags,
      at: offset(videoMinutes),
      duration: v.duration,
      views: v.views,
      likes: Math.round(v.views * (0.02 + rng() * 0.05)),
      language: v.language ?? 'en',
      privacy: v.status === 'private' ? 'private' : 'public',
      commentsDisabled: v.status === 'commentsDisabled',
      deleted: v.status === 'deleted',
      comments,
    };
  });

  // Ordinary uploads: what each channel usually gets, so a breakout stands out against it.
  const suffixes = ['', ' (part 2)', ' | week 3', ' — update', ' #shorts', ' (again)', ' pt 3', ' | honest thoughts'];
  let titleAt = 0;
  words.channels.forEach((c, ci) => {
    const count = 8 + Math.floor(rng() * 8);
    for (let u = 0; u < count; u += 1) {
      const title = `${words.uploads[titleAt++ % words.uploads.length]}${suffixes[(ci + u) % suffixes.length]}`;
      const seconds = 20 + Math.floor(rng() * 150);
      videos.push({
        id: once(hashed(`upload|${c.handle}|${u}`, 11)),
        channelId: channelIdOf(c.handle),
        title,
        description: '',
        tags: [],
        at: offset((u * (3 + rng() * 6) + 1 + rng() * 3) * 1440),
        duration: `PT${seconds >= 60 ? `${Math.floor(seconds / 60)}M` : ''}${seconds % 60 ? `${seconds % 60}S` : ''}`,
        views: Math.round(c.typicalViews * (0.5 + rng() * 1.2)),
        likes: Math.round(c.typicalViews * (0.01 + rng() * 0.03)),
        language: 'en',
        privacy: 'public',
        commentsDisabled: false,
        deleted: false,
        comments: [],
      });
    }
  });

  return fixtureFileSchema.parse({ niche: words.niche, channels, videos });
}

const common = commonSchema.parse(JSON.parse(readFileSync(join(WORDS_DIR, 'common.json'), 'utf8')));
for (const name of readdirSync(WORDS_DIR).filter((n) => n.endsWith('.json') && n !== 'common.json')) {
  const words = nicheWordsSchema.parse(JSON.parse(readFileSync(join(WORDS_DIR, name), 'utf8')));
  const fixture = build(words, common);
  writeFileSync(join(FIXTURES_DIR, `${words.niche}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  const comments = fixture.videos.reduce((n, v) => n + v.comments.length + v.comments.reduce((r, c) => r + (c.replies?.length ?? 0), 0), 0);
  console.log(
    `${words.niche}: ${fixture.channels.length} channels, ${fixture.videos.length} videos, ${comments} comments, ${words.asks.length} asks`,
  );
}
