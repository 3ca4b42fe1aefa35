/**
 * What an admin may paste to add a source to a niche: a YouTube video or channel address, in the
 * forms YouTube itself shares them. Pure, so the route's schema and the web form check the same way.
 */

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** A channel id: "UC" and 22 more characters. */
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** A handle: 3 to 30 letters, digits, underscores, hyphens and periods (YouTube's own rule). */
const HANDLE = /^[\p{L}\p{N}_.-]{3,30}$/u;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOST = 'youtu.be';

export const VIDEO_URL_MESSAGE = 'Enter a YouTube video URL';
export const CHANNEL_URL_MESSAGE = 'Enter a YouTube channel URL';

export type ChannelRef = { kind: 'id'; id: string } | { kind: 'handle'; handle: string };

/** The address read as a URL, with `https://` added when it was pasted without a scheme. */
function urlOf(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 500 || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);

/**
 * The video id in a YouTube video address: `youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/shorts/…` (on www., m. or no subdomain), or null for anything else.
 */
export function videoIdOf(text: string): string | null {
  const url = urlOf(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const [first, second] = segmentsOf(url);
  let id: string | null | undefined = null;
  if (host === SHORT_HOST) id = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && second === undefined) id = url.searchParams.get('v');
    else if (first === 'shorts') id = second;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The channel in a YouTube channel address: `youtube.com/@handle` or `youtube.com/channel/UC…` (with any tab after it). */
export function channelRefOf(text: string): ChannelRef | null {
  const url = urlOf(text);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, second] = segmentsOf(url).map((segment) => safeDecode(segment));
  if (first?.startsWith('@')) {
    const handle = first.slice(1);
    return HANDLE.test(handle) ? { kind: 'handle', handle } : null;
  }
  if (first === 'channel' && second && CHANNEL_ID.test(second)) return { kind: 'id', id: second };
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The address we store and link to for a video: YouTube's own watch page. */
export const videoUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The address we store and link to for a channel. */
export const channelUrl = (id: string) => `https://www.youtube.com/channel/${id}`;
