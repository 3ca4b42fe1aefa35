import { exampleIdeaPath, paths } from '@/config/paths';
import type { SearchPageContent } from './types';

export const youtubeContentIdeas: SearchPageContent = {
  path: paths.youtubeContentIdeas,
  hero: {
    eyebrow: 'YouTube content ideas',
    heading: 'YouTube content ideas that start in the comment section',
    lead: 'YouTube viewers tell you exactly what they want next, in the comments. CommentSpark reads them across Shorts, TikTok and Reels and sends you one scripted Shorts idea every morning, with a clear title and hooks written to hold viewers past the first swipe.',
  },
  stats: [
    { value: '10,000+', label: 'comments read daily, YouTube included' },
    { value: '5,000+', label: 'high-performing short videos studied' },
    { value: '50+', label: 'niches and sub-niches' },
    { value: '1,000+', label: 'scripted ideas ready to film' },
  ],
  howItWorks: {
    heading: 'From one Short to a series',
    steps: [
      { title: 'Start with a Short', text: "Film the day's idea as a Short of under a minute, using one of its three hooks." },
      {
        title: 'Read your own comments',
        text: 'The questions your Short attracts are your next ideas, found the same way ours are.',
      },
      {
        title: 'Go long when it lands',
        text: 'When a Short performs, turn its script sections into the chapters of a longer video.',
      },
    ],
  },
  lists: [
    {
      id: 'categories',
      heading: 'Channel types we write for',
      intro: 'Pick the niche that matches your channel; the ideas follow its audience.',
      items: [
        { name: 'Beauty and skincare channels', detail: 'Routines, ingredient breakdowns and product tests.' },
        { name: 'Hair channels', detail: 'Wash days, heat styling and curl routines.' },
        { name: 'Money channels', detail: 'Budgeting, saving and side-hustle income.' },
        { name: 'Fitness channels', detail: 'Form tips, home workouts and beginner plans.' },
        { name: 'Food channels', detail: 'Quick recipes and kitchen fixes.' },
        { name: 'Lifestyle channels', detail: 'Travel, home decor, fashion, parenting, relationships, self-care and spirituality.' },
      ],
    },
    {
      id: 'formats',
      heading: 'Formats that suit YouTube',
      intro: 'Ideas you can publish as Shorts today and build on tomorrow.',
      items: [
        { name: 'Reply-to-a-comment Short', detail: 'Show the viewer question on screen and answer it.' },
        { name: 'Myth test', detail: 'Test a popular claim on camera and share the result.' },
        { name: 'Step-by-step Short', detail: 'Each script section becomes one numbered step.' },
        { name: 'Short-to-long-form outline', detail: 'Script sections double as chapter titles for a longer video.' },
        { name: 'Head-to-head comparison', detail: 'Two products or two methods, one clear verdict.' },
      ],
    },
    {
      id: 'hooks',
      heading: 'Hooks for the first two seconds',
      intro: 'Shorts viewers decide fast. Every idea gives you three ways to make them stay.',
      items: [
        { name: 'State the payoff', detail: 'Tell viewers what they will know by the end, in one line.' },
        { name: 'Name the viewer', detail: '"If your skin is oily and tight, this one is for you."' },
        { name: 'Open on the result', detail: 'Start with the finished shot, then rewind to how you got there.' },
        { name: 'Read the comment', detail: 'A real viewer question, read aloud, as your first line.' },
        { name: 'Promise a short list', detail: '"Two exceptions" or "three signs" tells viewers it will be quick.' },
      ],
    },
  ],
  example: {
    heading: 'A Short you could film today',
    text: 'Under a YouTube double-cleansing tutorial, a viewer asked why the routine left her skin so dry. The full idea shows how to answer that in under a minute.',
    href: exampleIdeaPath(3, 'b'),
    linkLabel: 'Open the example: Should you double cleanse?',
  },
  faqHeading: 'YouTube content ideas FAQ',
  closing: {
    heading: 'Your next Short, written before breakfast',
    text: 'Start the 7-day free trial and get one comment-backed YouTube idea every morning at 7:00 AM.',
  },
};
