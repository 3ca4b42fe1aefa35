import * as z from 'zod/mini';
import type { CreatorProfile } from '#functions/profiles/schema';
import { creatorProfileInput } from '#functions/profiles/schema';
import { formatIdsOf } from '#functions/profiles/fields';
import type { ProfileOptions } from './api/get-my-profile';
import type { SaveMyProfileBody } from './api/save-my-profile';

/**
 * The "Your channel" form (docs/product-rules.md#your-channel) as it sits on screen: topics and
 * formats as checkboxes, the lists as comma-separated text. Turned into the API's body and checked
 * with the API's own schema before it is sent; the server's field errors land on the same fields.
 */
export const channelFormSchema = z.object({
  topicIds: z.array(z.string()),
  ownTopics: z.string(),
  audience: z.string(),
  tone: z.string(),
  formats: z.array(z.string()),
  avoidTopics: z.string(),
  goals: z.string(),
  youtubeChannel: z.string(),
});
export type ChannelFormValues = z.output<typeof channelFormSchema>;
export type ChannelFormField = keyof ChannelFormValues;

/** "acne, rosacea\nbarrier repair" as items: split on commas and new lines, trimmed, without empties. */
export function itemsOf(text: string): string[] {
  return text
    .split(/[,\n]+/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * The saved profile in the form; an empty form before one is saved. Topics outside the niche's list
 * show as the creator's own words.
 */
export function formValuesOf(profile: CreatorProfile | null, options: ProfileOptions): ChannelFormValues {
  const known = new Set(options.topics.map((topic) => topic.id));
  const channel = profile?.youtubeChannel;
  return {
    topicIds: profile?.subNiches.filter((item) => known.has(item)) ?? [],
    ownTopics: profile?.subNiches.filter((item) => !known.has(item)).join(', ') ?? '',
    audience: profile?.audience ?? '',
    tone: profile?.tone ?? '',
    // A chat saves formats in the creator's words: each checks the box it names.
    formats: profile ? formatIdsOf(profile.formats, options.formats) : [],
    avoidTopics: profile?.avoidTopics.join(', ') ?? '',
    goals: profile?.goals.join(', ') ?? '',
    youtubeChannel: channel ? (channel.handle ?? channel.id) : '',
  };
}

export function bodyOf(values: ChannelFormValues): SaveMyProfileBody {
  return {
    subNiches: [...values.topicIds, ...itemsOf(values.ownTopics)],
    audience: values.audience,
    tone: values.tone,
    formats: values.formats as SaveMyProfileBody['formats'],
    avoidTopics: itemsOf(values.avoidTopics),
    goals: itemsOf(values.goals),
    youtubeChannel: values.youtubeChannel.trim() === '' ? null : values.youtubeChannel,
  };
}

/** The form field an API field error belongs to (`subNiches.3` is one of the typed topics). */
export function formFieldOf(path: string): ChannelFormField | 'root' {
  const [top] = path.split('.');
  switch (top) {
    case 'subNiches':
      return 'ownTopics';
    case 'audience':
    case 'tone':
    case 'formats':
    case 'avoidTopics':
    case 'goals':
    case 'youtubeChannel':
      return top;
    default:
      return 'root';
  }
}

/** The API schema's complaints about a body, one message per form field (the first). */
export function localErrorsOf(body: SaveMyProfileBody): Partial<Record<ChannelFormField | 'root', string>> {
  const checked = creatorProfileInput.safeParse(body);
  if (checked.success) return {};
  return firstPerField(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const));
}

export function firstPerField(errors: ReadonlyArray<readonly [string, string]>): Partial<Record<ChannelFormField | 'root', string>> {
  const out: Partial<Record<ChannelFormField | 'root', string>> = {};
  for (const [path, message] of errors) out[formFieldOf(path)] ??= message;
  return out;
}
