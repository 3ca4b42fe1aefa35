import { durationSeconds, offsetMs, type FixtureFile } from './fixtures';

export interface Comment {
  id: string;
  videoId: string;
  /** The channel of the video it was posted on, as the API reports it. */
  channelId: string;
  parentId: string | null;
  author: string;
  authorChannelId: string;
  text: string;
  likes: number;
  publishedAt: string;
  updatedAt: string;
}

export interface Thread {
  id: string;
  videoId: string;
  channelId: string;
  top: Comment;
  replies: Comment[];
}

export interface Video {
  id: string;
  niche: string;
  channelId: string;
  title: string;
  description: string;
  tags: string[];
  publishedAt: string;
  duration: string;
  seconds: number;
  views: number;
  likes: number;
  language: string;
  privacy: 'public' | 'unlisted' | 'private';
  commentsDisabled: boolean;
  deleted: boolean;
}

export interface Channel {
  id: string;
  niche: string;
  handle: string;
  title: string;
  description: string;
  country: string;
  publishedAt: string;
  subscribers: number;
  views: number;
  videoCount: number;
  uploadsPlaylistId: string;
}

/** A channel's uploads playlist id: the channel id with UC turned into UU, as YouTube does it. */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;

/**
 * The emulator's live data: the fixtures with their times resolved against `now`, which the
 * control API then changes (a comment removed by its author, a video made private or deleted,
 * comments turned off).
 */
export class Catalogue {
  readonly videos = new Map<string, Video>();
  readonly channels = new Map<string, Channel>();
  private readonly handles = new Map<string, string>();
  private readonly threads = new Map<string, Thread[]>();
  private readonly comments = new Map<string, Comment>();

  constructor(files: readonly FixtureFile[], now: number) {
    const at = (offset: string) => new Date(now - offsetMs(offset)).toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const file of files) {
      for (const channel of file.channels) {
        if (this.channels.has(channel.id)) throw new Error(`YouTube emulator: channel ${channel.id} is in two fixture files.`);
        this.channels.set(channel.id, {
          id: channel.id,
          niche: file.niche,
          handle: channel.handle,
          title: channel.title,
          description: channel.description,
          country: channel.country,
          publishedAt: at(channel.at),
          subscribers: channel.subscribers,
          views: channel.views,
          videoCount: channel.videoCount,
          uploadsPlaylistId: uploadsPlaylistOf(channel.id),
        });
        this.handles.set(channel.handle.toLowerCase(), channel.id);
      }
      for (const video of file.videos) {
        if (this.videos.has(video.id)) throw new Error(`YouTube emulator: video ${video.id} is in two fixture files.`);
        if (!this.channels.has(video.channelId))
          throw new Error(`YouTube emulator: video ${video.id} names an unknown channel ${video.channelId}.`);
        const { comments, at: published, ...rest } = video;
        this.videos.set(video.id, { ...rest, niche: file.niche, publishedAt: at(published), seconds: durationSeconds(video.duration) });
        const threads: Thread[] = [];
        for (const comment of comments) {
          const top = this.addComment({
            id: comment.id,
            videoId: video.id,
            channelId: video.channelId,
            parentId: null,
            author: comment.author,
            authorChannelId: comment.authorChannelId,
            text: comment.text,
            likes: comment.likes,
            publishedAt: at(comment.at),
            updatedAt: at(comment.edited ?? comment.at),
          });
          const replies = (comment.replies ?? []).map((reply) =>
            this.addComment({
              id: reply.id,
              videoId: video.id,
              channelId: video.channelId,
              parentId: comment.id,
              author: reply.author,
              authorChannelId: reply.authorChannelId,
              text: reply.text,
              likes: reply.likes,
              publishedAt: at(reply.at),
              updatedAt: at(reply.at),
            }),
          );
          threads.push({ id: comment.id, videoId: video.id, channelId: video.channelId, top, replies });
        }
        this.threads.set(video.id, threads);
      }
    }
  }

  private addComment(comment: Comment): Comment {
    if (this.comments.has(comment.id)) throw new Error(`YouTube emulator: comment id ${comment.id} is used twice in the fixtures.`);
    this.comments.set(comment.id, comment);
    return comment;
  }

  /** A video anyone can see: not deleted, not private. */
  publicVideo(id: string): Video | undefined {
    const video = this.videos.get(id);
    return video && !video.deleted && video.privacy !== 'private' ? video : undefined;
  }

  channelByHandle(handle: string): Channel | undefined {
    const key = (handle.startsWith('@') ? handle : `@${handle}`).toLowerCase();
    const id = this.handles.get(key);
    return id ? this.channels.get(id) : undefined;
  }

  channelByUploads(playlistId: string): Channel | undefined {
    return /^UU[A-Za-z0-9_-]{22}$/.test(playlistId) ? this.channels.get(`UC${playlistId.slice(2)}`) : undefined;
  }

  /** A channel's public uploads, newest first. */
  uploads(channelId: string): Video[] {
    return [...this.videos.values()]
      .filter((video) => video.channelId === channelId && !video.deleted && video.privacy === 'public')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
  }

  threadsOf(videoId: string): Thread[] {
    return this.threads.get(videoId) ?? [];
  }

  comment(id: string): Comment | undefined {
    return this.comments.get(id);
  }

  /** Top-level comments and replies still on the video. */
  commentCount(videoId: string): number {
    return this.threadsOf(videoId).reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  }

  /** As when its author deletes it: a top-level comment takes its replies with it. Returns false when there was none. */
  deleteComment(id: string): boolean {
    const comment = this.comments.get(id);
    if (!comment) return false;
    const threads = this.threadsOf(comment.videoId);
    if (comment.parentId === null) {
      const thread = threads.find((t) => t.id === id);
      for (const reply of thread?.replies ?? []) this.comments.delete(reply.id);
      this.threads.set(
        comment.videoId,
        threads.filter((t) => t.id !== id),
      );
    } else {
      const thread = threads.find((t) => t.id === comment.parentId);
      if (thread) thread.replies = thread.replies.filter((reply) => reply.id !== id);
    }
    this.comments.delete(id);
    return true;
  }
}
