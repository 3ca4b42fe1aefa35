import type { Channel, Comment, Thread, Video } from './catalogue';
import { etagOf } from './params';

/**
 * The API's objects, field for field as YouTube Data API v3 returns them (counts as strings,
 * `customUrl` as the handle, thumbnails at their usual sizes), each limited to the requested parts.
 */

export type TextFormat = 'html' | 'plainText';

const thumbnails = (base: string) => ({
  default: { url: `${base}/default.jpg`, width: 120, height: 90 },
  medium: { url: `${base}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `${base}/hqdefault.jpg`, width: 480, height: 360 },
});

const channelThumbnails = (id: string) => ({
  default: { url: `https://yt3.ggpht.com/local/${id}=s88-c-k-c0x00ffffff-no-rj`, width: 88, height: 88 },
  medium: { url: `https://yt3.ggpht.com/local/${id}=s240-c-k-c0x00ffffff-no-rj`, width: 240, height: 240 },
  high: { url: `https://yt3.ggpht.com/local/${id}=s800-c-k-c0x00ffffff-no-rj`, width: 800, height: 800 },
});

function withEtag<T extends { kind: string }>(object: T): T & { etag: string } {
  const { kind, ...rest } = object;
  return { kind, etag: etagOf(object), ...rest } as T & { etag: string };
}

export function listResponse(
  kind: string,
  items: object[],
  page: { next?: string | undefined; prev?: string | undefined; total: number; perPage: number },
  extra: Record<string, unknown> = {},
  omitEmptyItems = false,
): Record<string, unknown> {
  const body: Record<string, unknown> = { kind };
  if (page.next) body['nextPageToken'] = page.next;
  if (page.prev) body['prevPageToken'] = page.prev;
  Object.assign(body, extra);
  body['pageInfo'] = { totalResults: page.total, resultsPerPage: page.perPage };
  // channels.list leaves `items` out altogether when nothing matched; callers must cope.
  if (!(omitEmptyItems && items.length === 0)) body['items'] = items;
  return { kind, etag: etagOf(body), ...body };
}

function videoSnippet(video: Video, channel: Channel | undefined) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: thumbnails(`https://i.ytimg.com/vi/${video.id}`),
    channelTitle: channel?.title ?? '',
  };
}

export function searchResult(video: Video, channel: Channel | undefined, parts: Set<string>) {
  const item: Record<string, unknown> = { kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: video.id } };
  if (parts.has('snippet')) {
    item['snippet'] = { ...videoSnippet(video, channel), liveBroadcastContent: 'none', publishTime: video.publishedAt };
  }
  return withEtag(item as { kind: string });
}

/**
 * A video as videos.list returns it. `figures` are its statistics now (growth.ts: views, likes and
 * the comment count grow with its age); the fixture's own when not given.
 */
export function videoResource(
  video: Video,
  channel: Channel | undefined,
  commentCount: number,
  parts: Set<string>,
  figures: { views: number; likes: number; comments: number } = { views: video.views, likes: video.likes, comments: commentCount },
) {
  const item: Record<string, unknown> = { kind: 'youtube#video', id: video.id };
  if (parts.has('snippet')) {
    item['snippet'] = {
      ...videoSnippet(video, channel),
      tags: video.tags.length ? video.tags : undefined,
      categoryId: '26',
      liveBroadcastContent: 'none',
      defaultAudioLanguage: video.language,
      localized: { title: video.title, description: video.description },
    };
  }
  if (parts.has('contentDetails')) {
    item['contentDetails'] = {
      duration: video.duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    };
  }
  if (parts.has('statistics')) {
    const statistics: Record<string, string> = {
      viewCount: String(figures.views),
      likeCount: String(figures.likes),
      favoriteCount: '0',
    };
    // With comments off YouTube leaves the count out rather than saying 0.
    if (!video.commentsDisabled) statistics['commentCount'] = String(figures.comments);
    item['statistics'] = statistics;
  }
  if (parts.has('status')) {
    item['status'] = {
      uploadStatus: 'processed',
      privacyStatus: video.privacy,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    };
  }
  return withEtag(item as { kind: string });
}

export function channelResource(channel: Channel, parts: Set<string>) {
  const item: Record<string, unknown> = { kind: 'youtube#channel', id: channel.id };
  if (parts.has('snippet')) {
    item['snippet'] = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle.toLowerCase(),
      publishedAt: channel.publishedAt,
      thumbnails: channelThumbnails(channel.id),
      localized: { title: channel.title, description: channel.description },
      country: channel.country,
    };
  }
  if (parts.has('contentDetails')) {
    item['contentDetails'] = { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } };
  }
  if (parts.has('statistics')) {
    item['statistics'] = {
      viewCount: String(channel.views),
      subscriberCount: String(channel.subscribers),
      hiddenSubscriberCount: false,
      videoCount: String(channel.videoCount),
    };
  }
  return withEtag(item as { kind: string });
}

export function playlistItemResource(video: Video, channel: Channel, position: number, parts: Set<string>) {
  const item: Record<string, unknown> = {
    kind: 'youtube#playlistItem',
    id: Buffer.from(`${channel.uploadsPlaylistId}.${video.id}`).toString('base64url'),
  };
  if (parts.has('snippet')) {
    item['snippet'] = {
      ...videoSnippet(video, channel),
      playlistId: channel.uploadsPlaylistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: channel.title,
      videoOwnerChannelId: channel.id,
    };
  }
  if (parts.has('contentDetails')) item['contentDetails'] = { videoId: video.id, videoPublishedAt: video.publishedAt };
  if (parts.has('status')) item['status'] = { privacyStatus: video.privacy };
  return withEtag(item as { kind: string });
}

/** `textDisplay` as YouTube renders it for `textFormat=html`: escaped, line breaks and links marked up. */
export function htmlText(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return escaped.replace(/\bhttps?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\r?\n/g, '<br>');
}

export function commentResource(comment: Comment, format: TextFormat) {
  const snippet: Record<string, unknown> = {
    channelId: comment.channelId,
    videoId: comment.videoId,
    textDisplay: format === 'html' ? htmlText(comment.text) : comment.text,
    textOriginal: comment.text,
  };
  if (comment.parentId) snippet['parentId'] = comment.parentId;
  Object.assign(snippet, {
    authorDisplayName: comment.author,
    authorProfileImageUrl: `https://yt3.ggpht.com/ytc/local-${comment.authorChannelId}=s48-c-k-c0x00ffffff-no-rj`,
    authorChannelUrl: `http://www.youtube.com/${comment.author}`,
    authorChannelId: { value: comment.authorChannelId },
    canRate: true,
    viewerRating: 'none',
    likeCount: comment.likes,
    publishedAt: comment.publishedAt,
    updatedAt: comment.updatedAt,
  });
  return withEtag({ kind: 'youtube#comment', id: comment.id, snippet });
}

/** How many replies a thread carries inline; the rest come from comments.list with parentId. */
export const INLINE_REPLIES = 5;

export function commentThreadResource(thread: Thread, parts: Set<string>, format: TextFormat) {
  const item: Record<string, unknown> = { kind: 'youtube#commentThread', id: thread.id };
  if (parts.has('snippet')) {
    item['snippet'] = {
      channelId: thread.channelId,
      videoId: thread.videoId,
      topLevelComment: commentResource(thread.top, format),
      canReply: true,
      totalReplyCount: thread.replies.length,
      isPublic: true,
    };
  }
  if (parts.has('replies') && thread.replies.length > 0) {
    item['replies'] = { comments: thread.replies.slice(0, INLINE_REPLIES).map((reply) => commentResource(reply, format)) };
  }
  return withEtag(item as { kind: string });
}
