import { describe, expect, it } from 'vitest';
import { scrubKey, toYoutubeError } from '#functions/ingestion/youtube-errors';

const KEY = 'AIzaSyD-fake_Key0123456789abcdefghij';

/** A GaxiosError as the client throws it: the request URL (with the key) in its config and message. */
const gaxiosError = (status: number, reason?: string, message = 'The request cannot be completed.') =>
  Object.assign(new Error(`Request failed: https://youtube.googleapis.com/youtube/v3/commentThreads?key=${KEY}&videoId=x`), {
    status,
    config: { url: `https://youtube.googleapis.com/youtube/v3/commentThreads?key=${KEY}` },
    response: { status, data: reason ? { error: { code: status, message, errors: [{ reason, message }] } } : 'Bad Gateway' },
  });

describe('the API key', () => {
  it('is scrubbed from a URL’s query string and from anywhere else in a text', () => {
    const text = `GET https://www.googleapis.com/youtube/v3/videos?part=id&key=${KEY}&id=abc failed; key ${KEY} refused`;

    const scrubbed = scrubKey(text, KEY);

    expect(scrubbed).not.toContain(KEY);
    expect(scrubbed).toBe('GET https://www.googleapis.com/youtube/v3/videos?part=id&key=[redacted]&id=abc failed; key [redacted] refused');
  });

  it('never reaches a mapped error’s message, even when YouTube’s own message quotes it', () => {
    const error = toYoutubeError(gaxiosError(400, 'keyInvalid', `API key not valid: ${KEY}`), 'videos.list', KEY);

    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);
  });
});

describe('a failed YouTube call', () => {
  it.each([
    [403, 'quotaExceeded', 'quotaExceeded'],
    [403, 'commentsDisabled', 'commentsDisabled'],
    [404, 'videoNotFound', 'videoNotFound'],
    [403, 'forbidden', 'forbidden'],
    [500, 'backendError', 'backendError'],
    [403, 'dailyLimitExceeded', 'quotaExceeded'],
    [429, 'userRateLimitExceeded', 'rateLimitExceeded'],
  ])('with status %i and reason %s reads as %s', (status, reason, expected) => {
    expect(toYoutubeError(gaxiosError(status, reason), 'commentThreads.list', KEY).reason).toBe(expected);
  });

  it('reads YouTube’s HTML message as plain text', () => {
    const html =
      'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.';

    expect(toYoutubeError(gaxiosError(403, 'commentsDisabled', html), 'commentThreads.list', KEY).message).toBe(
      'commentThreads.list: The video identified by the videoId parameter has disabled comments.',
    );
  });

  it('without a JSON body reads from its status', () => {
    expect(toYoutubeError(gaxiosError(502), 'videos.list', KEY)).toMatchObject({
      reason: 'backendError',
      message: 'videos.list: HTTP 502',
    });
  });

  it('with no answer at all is a network failure', () => {
    const refused = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:1 ?key=${KEY}`), { code: 'ECONNREFUSED' });

    expect(toYoutubeError(refused, 'search.list', KEY)).toMatchObject({
      reason: 'network',
      message: 'search.list: no answer (ECONNREFUSED)',
    });
  });
});
