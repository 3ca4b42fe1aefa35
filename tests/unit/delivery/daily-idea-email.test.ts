// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ContentIdea } from '#functions/shared/schemas';
import { renderDailyIdeaEmail } from '#functions/delivery/emails/daily-idea';
import { APP_URL, dailyInput, hrefs, insightIdea, libraryIdea, linkNamed, parseHtml, ratingUrl, visibleText } from '../support/emails';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

describe('the daily idea email', () => {
  it('has the idea title, exactly, as its subject', async () => {
    const idea = libraryIdea();

    const email = await renderDailyIdeaEmail(dailyInput(idea));

    expect(email.subject).toBe('The 30-minute bare-face test');
    expect(email.subject).toBe(idea.title);
  });

  it('carries the whole idea in the HTML and the text: title, niche and day, every hook, every section, why it works', async () => {
    const idea = libraryIdea();

    const email = await renderDailyIdeaEmail(dailyInput(idea));
    const html = visibleText(parseHtml(email.html));
    const text = collapse(email.text);

    for (const part of [html, text]) {
      expect(part).toContain(idea.title);
      expect(part).toContain('Skincare · routines · Day 1');
      idea.content.hooks.forEach((hook, index) => expect(part).toContain(`Hook - Option ${index + 1} ${hook}`));
      idea.content.sections.forEach((section, index) => {
        expect(part).toContain(`${index + 1}. ${section.title}`);
        expect(part).toContain(`Text: ${section.text}`);
        expect(part).toContain(`Voiceover: ${section.voiceover}`);
        expect(part).toContain(`Visuals: ${section.visuals}`);
      });
      expect(part).toContain('• A free test viewers can start before the video ends');
      expect(part).toContain('• The closing question collects comments that become your next video');
    }
  });

  it("carries a generated idea's filming plan, and no plan heading for an idea without one", async () => {
    const filming = {
      format: 'green-screen-reply',
      lengthSeconds: 40,
      firstFrame: 'The comment on screen, you pointing at it',
      onScreenHook: 'Cramps? Train lighter, not never',
      rehook: 'The last stretch is the one that helps most',
      cta: { kind: 'save', text: 'Save this for your next period week' },
    };
    const planned = libraryIdea();
    const generated: ContentIdea = { ...planned, generator: 'openai', content: { ...planned.content, filming } };

    const withPlan = collapse((await renderDailyIdeaEmail(dailyInput(generated))).text);
    const withoutPlan = collapse((await renderDailyIdeaEmail(dailyInput(libraryIdea()))).text);

    expect(withPlan).toContain('Filming plan');
    expect(withPlan).toContain('Format: Green-screen reply to the comment');
    expect(withPlan).toContain('Length: About 40 seconds');
    expect(withPlan).toContain('First frame: The comment on screen, you pointing at it');
    expect(withPlan).toContain('Call to action: Save: Save this for your next period week');
    expect(withoutPlan).not.toContain('Filming plan');
  });

  it("shows a library idea's evidence as an insight of one: the comment, its author and likes, the video and its views", async () => {
    const email = await renderDailyIdeaEmail(dailyInput(libraryIdea()));
    const text = collapse(email.text);

    expect(text).toContain('“ok but HOW do I actually know my skin type?? every quiz gives me a different answer 😭”');
    expect(text).toContain('@dewy.dani · 4.2K likes');
    expect(text).toContain("Video “Rating my followers' skincare routines (brutally honest)” by @routine.rehab · 2.3M views on TikTok");
    expect(text).not.toContain('viewers asked this');
  });

  it("shows an insight's evidence: other viewers asking, how many asked, the likes, every video with its link", async () => {
    const idea = insightIdea();
    const source = idea.source;

    const email = await renderDailyIdeaEmail(dailyInput(idea));
    const document = parseHtml(email.html);
    const text = collapse(email.text);

    expect(text).toContain(`“${collapse(source.comment)}”`);
    expect(text).toContain(`${source.askedCount} viewers asked this`);
    expect(text).toMatch(/viewers asked this · [\d.]+K? likes in total/);
    expect(text).toContain('Other viewers asking');
    for (const quote of source.supportingComments!) expect(text).toContain(`${quote.commentAuthor} ·`);
    for (const video of source.videos!) {
      expect(visibleText(document)).toContain(`“${video.title}” by ${video.creator}`);
      expect(hrefs(document)).toContain(video.url);
    }
    expect(text).toContain("Written by CommentSpark's offline generator from these comments (no AI model was used).");
  });

  it('quotes a current YouTube comment with "on YouTube" and a link to it', async () => {
    const idea = libraryIdea();
    const commentUrl = 'https://www.youtube.com/watch?v=abc123def45&lc=UgzSkinType01';
    const source = {
      ...idea.source,
      platform: 'youtube' as const,
      commentUrl,
      quotedUntil: new Date(Date.now() + 86_400_000).toISOString(),
    };

    const email = await renderDailyIdeaEmail(dailyInput({ ...idea, source }));

    expect(collapse(email.text)).toContain('@dewy.dani · 4.2K likes on YouTube');
    expect(hrefs(parseHtml(email.html))).toContain(commentUrl);
  });

  it('shows counts and the video, not the words, once a YouTube comment is past its date', async () => {
    const idea = insightIdea();
    const quotedUntil = new Date(Date.now() - 60_000).toISOString();
    const source = {
      ...idea.source,
      platform: 'youtube' as const,
      quotedUntil,
      supportingComments: idea.source.supportingComments!.map((quote) => ({ ...quote, quotedUntil })),
    };

    const email = await renderDailyIdeaEmail(dailyInput({ ...idea, source }));
    const text = collapse(email.text);

    expect(text).not.toContain(collapse(idea.source.comment));
    for (const quote of idea.source.supportingComments!) expect(text).not.toContain(collapse(quote.comment));
    expect(text).toContain(`${source.askedCount} viewers asked this`);
    expect(text).not.toContain('likes in total');
    expect(text).toContain('YouTube comments are quoted for 30 days after we read them; the video has them all.');
    for (const video of source.videos!) expect(hrefs(parseHtml(email.html))).toContain(video.url);
  });

  it('links "Open in dashboard" to the idea page, in the HTML and the text', async () => {
    const idea = libraryIdea();

    const email = await renderDailyIdeaEmail(dailyInput(idea));

    expect(linkNamed(parseHtml(email.html), 'Open in dashboard')?.getAttribute('href')).toBe(
      `${APP_URL}/content-idea/skincare-example-1-a`,
    );
    expect(email.text).toContain(`Open in dashboard ${APP_URL}/content-idea/skincare-example-1-a`);
  });

  it('offers "Rate this idea" with the five rating links, 1 to 5 stars in order', async () => {
    const email = await renderDailyIdeaEmail(dailyInput(libraryIdea()));
    const document = parseHtml(email.html);

    const ratingLinks = hrefs(document).filter((href) => href.includes('/rate?'));
    expect(ratingLinks).toEqual([1, 2, 3, 4, 5].map(ratingUrl));
    expect([1, 2, 3, 4, 5].map((n) => linkNamed(document, `${n} ★`)?.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map(ratingUrl));
    expect(email.text).toContain('Rate this idea');
    const positions = [1, 2, 3, 4, 5].map((n) => email.text.indexOf(`${n} ★ ${ratingUrl(n)}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('links email settings and unsubscribe, and says why and when it comes', async () => {
    const email = await renderDailyIdeaEmail(dailyInput(libraryIdea()));
    const document = parseHtml(email.html);

    expect(linkNamed(document, 'Email settings')?.getAttribute('href')).toBe(`${APP_URL}/email-preferences?token=prefs-token`);
    expect(linkNamed(document, 'Unsubscribe')?.getAttribute('href')).toBe(`${APP_URL}/api/email/unsubscribe?token=unsub-token`);
    expect(email.text).toContain(`Unsubscribe ${APP_URL}/api/email/unsubscribe?token=unsub-token`);
    expect(email.text).toContain(
      "You're getting this because you subscribe to CommentSpark's daily Skincare idea. You get this at 7:00 AM, Europe/London time.",
    );
  });

  it('greets by first name, or without one', async () => {
    const named = await renderDailyIdeaEmail(dailyInput(libraryIdea()));
    const unnamed = await renderDailyIdeaEmail(dailyInput(libraryIdea(), { firstName: null }));

    expect(named.text).toContain("Hi Dani, here is today's idea, ready to film.");
    expect(unnamed.text).toContain("Hi there, here is today's idea, ready to film.");
  });

  it('tells a promo claimant which trial day it is and invites them to create an account', async () => {
    const signUpUrl = `${APP_URL}/onboarding?email=claimant%40example.com`;

    const email = await renderDailyIdeaEmail(
      dailyInput(libraryIdea(), { firstName: null, ideaUrl: signUpUrl, ratingUrls: [], promoTrial: { day: 3, of: 7, signUpUrl } }),
    );
    const document = parseHtml(email.html);

    expect(visibleText(document)).toContain('Day 3 of 7 of your free trial');
    expect(email.text).toContain('Create your CommentSpark account to keep getting a fresh Skincare idea every morning');
    expect(linkNamed(document, 'Create your account')?.getAttribute('href')).toBe(signUpUrl);
    expect(email.text).toContain("You're getting this because you claimed a CommentSpark free trial for Skincare ideas.");
  });

  it('shows a promo claimant, who has no account yet, the whole idea but no dashboard button and no rating', async () => {
    const idea = libraryIdea();
    const signUpUrl = `${APP_URL}/onboarding`;

    const email = await renderDailyIdeaEmail(
      dailyInput(idea, { ideaUrl: signUpUrl, ratingUrls: [], promoTrial: { day: 1, of: 7, signUpUrl } }),
    );
    const document = parseHtml(email.html);

    expect(linkNamed(document, 'Open in dashboard')).toBeUndefined();
    expect(email.text).not.toContain('Rate this idea');
    for (const hook of idea.content.hooks) expect(email.text).toContain(hook);
    expect(linkNamed(document, 'Unsubscribe')?.getAttribute('href')).toBe(`${APP_URL}/api/email/unsubscribe?token=unsub-token`);
  });

  it('says nothing about a trial to a subscriber', async () => {
    const email = await renderDailyIdeaEmail(dailyInput(libraryIdea()));

    expect(email.text).not.toContain('free trial');
    expect(linkNamed(parseHtml(email.html), 'Create your account')).toBeUndefined();
  });
});

describe('the daily idea email and generated text', () => {
  const HOSTILE = 'Fake <script>alert("x")</script> & <b>bold</b> <img src=x onerror=alert(1)>';

  function hostileIdea(): ContentIdea {
    const idea = insightIdea();
    return {
      ...idea,
      title: `Title ${HOSTILE}`,
      subNiche: `routines ${HOSTILE}`,
      content: {
        hooks: [`Hook ${HOSTILE}`],
        sections: [
          { title: `Section ${HOSTILE}`, text: `Text ${HOSTILE}`, voiceover: `Voiceover ${HOSTILE}`, visuals: `Visuals ${HOSTILE}` },
        ],
        why_it_works: `Why ${HOSTILE}`,
      },
      source: {
        ...idea.source,
        comment: `Comment ${HOSTILE}`,
        commentAuthor: `@author ${HOSTILE}`,
        videos: [{ title: `Video ${HOSTILE}`, creator: '@c', views: 10, platform: 'tiktok', url: 'javascript:alert(1)' }],
      },
    };
  }

  it('never becomes markup: no script, image or bold element, and the text reads as written', async () => {
    const idea = hostileIdea();

    const email = await renderDailyIdeaEmail(dailyInput(idea));
    const document = parseHtml(email.html);

    expect(document.querySelectorAll('script, img, b').length).toBe(0);
    expect([...document.querySelectorAll('[onerror]')]).toEqual([]);
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain(' &amp; ');
    expect(document.querySelector('h1')?.textContent).toBe(idea.title);
    expect(email.subject).toBe(idea.title);
    for (const part of [`Hook ${HOSTILE}`, `Section ${HOSTILE}`, `Voiceover: Voiceover ${HOSTILE}`, `Comment ${HOSTILE}`]) {
      expect(visibleText(document)).toContain(part);
      expect(email.text).toContain(part);
    }
  });

  it('never links a video address that is not http(s)', async () => {
    const email = await renderDailyIdeaEmail(dailyInput(hostileIdea()));

    expect(hrefs(parseHtml(email.html)).filter((href) => !href.startsWith(APP_URL))).toEqual([]);
  });

  it('turns a <br> in generated text into a line break', async () => {
    const idea = libraryIdea();
    idea.content.hooks = ['First line<br>second line'];

    const email = await renderDailyIdeaEmail(dailyInput(idea));

    expect(email.html).not.toContain('&lt;br');
    expect(email.text).toContain('First line\nsecond line');
  });
});
