import { describe, expect, it } from 'vitest';
import { ingestionFileProblems } from '#functions/ingestion/ingestion-files';
import { ownAudienceConfig } from '#functions/ingestion/own-channel-files';

const PATH = 'content/ingestion/own-audience.json';

describe("the own audience's limits (content/ingestion/own-audience.json)", () => {
  it('read a linked channel over the 30 days the policy lets us keep comments, and allow a few video requests a day', () => {
    const own = ownAudienceConfig();

    expect(own.channel.uploadsDays).toBeLessThanOrEqual(30);
    expect(own.videoRequests).toEqual({ perDay: 3, commentPages: 3, ideasPerRequest: 3 });
  });

  it('report a window past 30 days and a request limit that is no whole number, by field', () => {
    const file = {
      channel: { uploadsDays: 45, videosPerChannel: 5, commentPagesPerVideo: 1 },
      videoRequests: { perDay: 2.5, commentPages: 3, ideasPerRequest: 3 },
    };

    expect(ingestionFileProblems(PATH, JSON.stringify(file))).toEqual([
      `${PATH}: channel.uploadsDays: At most 30`,
      `${PATH}: videoRequests.perDay: Must be a whole number`,
    ]);
  });
});
