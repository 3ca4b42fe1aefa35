import { PLAN_FEATURE_IDS, PLAN_FEATURES, planHasFeature, plansWithFeature } from '#functions/shared/plans';
import { NICHE_LIST, PRICE_LIST, TRIAL } from './shared';
import type { FaqItem } from './types';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What the Yearly plan adds over the Monthly one, read from PLAN_FEATURES: "advanced analytics and annual planning tools". */
const YEARLY_EXTRAS = (() => {
  const names = PLAN_FEATURE_IDS.filter((feature) => planHasFeature('yearly', feature) && !planHasFeature('monthly', feature)).map(
    (feature) => lowerFirst(PLAN_FEATURES[feature].name),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
})();

/**
 * Each search page's FAQ. Kept apart from the rest of the page's words because the registry
 * builds the FAQPage JSON-LD from these same items, and the registry should not pull in whole
 * pages of copy.
 */

export const tiktokFaq: readonly FaqItem[] = [
  {
    question: 'Where do the TikTok ideas come from?',
    answer:
      'From the comment sections of short videos that are taking off in your niche. CommentSpark looks for the questions, confusions and arguments many viewers share, then writes a video that answers one of them. Every idea shows the comment and the video it came from, so you can see the demand for yourself.',
  },
  {
    question: 'Do I have to follow trends or use trending sounds?',
    answer:
      'No. Ideas are built around what viewers want to know, not around a sound that will be gone next week. Add a trending sound if it fits, but the hook and the script stand on their own.',
  },
  {
    question: 'What time do the ideas arrive?',
    answer:
      'A new idea is emailed to you every day at 7:00 AM and saved in your dashboard. Your first idea arrives within 24 hours of starting your trial.',
  },
  {
    question: 'How does the free trial work?',
    answer: `You get full access during the ${TRIAL}. Cancel at any time during the trial and you are not charged. If you keep going, the plan you picked starts automatically when the trial ends: ${PRICE_LIST}.`,
  },
  {
    question: 'Can I post the same ideas on Instagram Reels or YouTube Shorts?',
    answer:
      'Yes. Every script is written for vertical short video, so the same idea works on TikTok, Reels and Shorts. Plenty of creators film once and post to all three.',
  },
  {
    question: 'Which niches can I choose?',
    answer: `${NICHE_LIST}. You can switch niche in your dashboard settings whenever your content changes direction.`,
  },
];

export const generatorFaq: readonly FaqItem[] = [
  {
    question: 'How is this different from asking a chatbot for content ideas?',
    answer:
      'A chatbot answers the prompt you type, so it can only be as good as your guess about your audience. CommentSpark starts from evidence: real comments on videos that are already performing in your niche. Each idea shows its source comment and video, so you know the demand exists before you film.',
  },
  {
    question: 'How many ideas does the generator give me?',
    answer:
      'One complete, ready-to-film idea every day at 7:00 AM, by email and in your dashboard. One finished idea you can shoot today is worth more than a list of fifty headlines you still have to script.',
  },
  {
    question: 'Can I choose or change my niche?',
    answer:
      'Yes. You pick a niche when you create your account and can change it in your dashboard settings at any time. Ideas for the new niche start arriving within 24 hours.',
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes, a ${TRIAL} with full access. Cancel during the trial and you pay nothing. Otherwise your plan starts automatically when the trial ends: ${PRICE_LIST}.`,
  },
  {
    question: 'How do I cancel?',
    answer:
      'Open the Subscription tab in your dashboard, go to Settings and cancel. During the trial there is no charge; after it, you keep access until the end of the period you have already paid for.',
  },
  {
    question: 'Can I rate the ideas I receive?',
    answer:
      'Yes. Every idea in your dashboard has a 1 to 5 star rating and a feedback box, so you can tell us which kinds of ideas work for your audience.',
  },
];

export const viralFaq: readonly FaqItem[] = [
  {
    question: 'Can CommentSpark guarantee that my video goes viral?',
    answer:
      'No one can honestly promise that. What we do is stack the odds: every idea answers a question that already drew a crowd under a video that performed well, and it comes with three hooks written for the first seconds of watch time.',
  },
  {
    question: 'What counts as a viral video in your research?',
    answer:
      'A short video on TikTok, Instagram or YouTube in your niche that is pulling far more views and comments than its creator usually gets. We pay most attention to videos whose comments are full of follow-up questions.',
  },
  {
    question: 'Will other creators get the same idea?',
    answer:
      'Subscribers in the same niche may receive the same daily idea, but no two creators film it the same way. The three hooks give you different angles, and your voice, examples and visuals make the video yours.',
  },
  {
    question: 'When do I get my ideas?',
    answer:
      'Every morning at 7:00 AM by email, and in your dashboard, where your past ideas stay available. Your first idea arrives within 24 hours of signing up.',
  },
  {
    question: 'What does it cost after the free trial?',
    answer: `After the ${TRIAL} your plan starts automatically: ${PRICE_LIST}. Cancel at any time during the trial and you won't be charged.`,
  },
  {
    question: 'Do I need a big following for these ideas to work?',
    answer:
      'No. Ideas are chosen for the demand behind the topic, not for the size of your account, which makes them a good fit for newer creators still looking for their first breakout video.',
  },
];

export const socialFaq: readonly FaqItem[] = [
  {
    question: 'Is CommentSpark for businesses or for creators?',
    answer:
      'Both. The ideas work for anyone who posts short vertical video: solo creators, salons, clinics, small brands and the social media managers who run their accounts.',
  },
  {
    question: 'Which platforms are the ideas written for?',
    answer:
      'TikTok, Instagram Reels and YouTube Shorts. The source videos come from all three, and every script is written for vertical short video, so one shoot covers every channel.',
  },
  {
    question: 'What does a daily idea include?',
    answer:
      "A title, three hook options, three to five script sections that each give the on-screen text, the voiceover and the visuals, a short 'why it works' list, and the comment and video the idea came from.",
  },
  {
    question: 'Is there a content calendar?',
    // Derived from PLAN_FEATURES, like the plan cards: the FAQ can only sell what the plans include.
    answer: `Yes, on the ${plansWithFeature('calendar')} plans: ${lowerFirst(PLAN_FEATURES.calendar.summary)} The Yearly plan also adds ${YEARLY_EXTRAS}. Every plan includes one new idea per day, access to all niches and support by email, and requests on the ${plansWithFeature('prioritySupport')} plans are usually answered first.`,
  },
  {
    question: 'How do the free trial and cancellation work?',
    answer: `Every plan starts with a ${TRIAL}. Cancel at any time during the trial from your dashboard and you won't be charged. After the trial, canceling stops the renewal and you keep access until the end of the paid period.`,
  },
  {
    question: 'When will the ideas arrive?',
    answer:
      "Every day at 7:00 AM by email, and they are kept in your dashboard. Your first idea arrives within 24 hours of signing up, so you can plan tomorrow's post today.",
  },
];

export const youtubeFaq: readonly FaqItem[] = [
  {
    question: 'Are these ideas for YouTube Shorts or for long videos?',
    answer:
      'Each idea is written as a short vertical video, which makes it a natural YouTube Short. Its script sections also work as an outline when a Short takes off and you want to expand it into a longer video.',
  },
  {
    question: 'Do you read YouTube comments?',
    answer:
      'Yes. Source videos come from YouTube, TikTok and Instagram, and every idea tells you which platform the original comment was on, along with the video and its view count.',
  },
  {
    question: 'How do I receive the ideas?',
    answer: 'By email every day at 7:00 AM, and in your dashboard, where you can revisit and rate every idea you have received.',
  },
  {
    question: 'Which niches are available?',
    answer: `${NICHE_LIST}. Pick the one closest to your channel when you sign up; you can change it later in your dashboard settings.`,
  },
  {
    question: 'What happens after the 7-day trial?',
    answer: `Your chosen plan starts automatically: ${PRICE_LIST}. Cancel at any time during the trial and you pay nothing.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from the Subscription tab of your dashboard. After the trial, you keep access until the end of the period you have already paid for.',
  },
];
