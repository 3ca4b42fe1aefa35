import { exampleIdeaPath, paths } from '@/config/paths';
import type { SearchPageContent } from './types';

export const viralVideoIdeas: SearchPageContent = {
  path: paths.viralVideoIdeas,
  hero: {
    eyebrow: 'Viral video ideas',
    heading: 'Viral video ideas that start where the last viral video left off',
    lead: 'When a video takes off, its comment section fills with follow-up questions the creator never answered. Those questions are proven demand. CommentSpark turns one of them into your next video every morning.',
  },
  stats: [
    { value: '5,000+', label: 'viral videos studied' },
    { value: '10,000+', label: 'viewer comments read each day' },
    { value: '1,000+', label: 'video ideas delivered' },
    { value: '50+', label: 'niches and sub-niches' },
  ],
  howItWorks: {
    heading: 'Why comments point to the next hit',
    steps: [
      { title: 'The video proves the topic', text: 'High views show that people care about the subject right now.' },
      {
        title: 'The comments prove the gap',
        text: 'Hundreds of likes on a single question show exactly what viewers still want answered.',
      },
      {
        title: 'Your video fills the gap',
        text: 'You answer it with a tested hook, a tight script and visuals planned for the first three seconds.',
      },
    ],
  },
  lists: [
    {
      id: 'categories',
      heading: 'The viral patterns we look for',
      intro: 'Not every popular comment makes a good video. These are the ones that do.',
      items: [
        { name: 'The unanswered question', detail: "A comment with more likes than the video's own explanation." },
        { name: 'The heated debate', detail: 'Replies split into two camps; a clear verdict gets shared by both.' },
        { name: 'The "I\'ve been doing this wrong"', detail: 'Confessions that reveal a mistake thousands of viewers share.' },
        { name: 'The "show me"', detail: 'Viewers asking for a demo, a before-and-after, or proof.' },
        { name: 'The follow-up request', detail: '"Part 2 please" on a video its creator never continued.' },
      ],
    },
    {
      id: 'formats',
      heading: 'Formats that travel',
      intro: 'Each idea is shaped into a format that holds attention and gets shared.',
      items: [
        { name: 'Before and after', detail: 'Proof in the first second keeps viewers watching for the how.' },
        { name: 'Three signs or three mistakes', detail: 'A numbered list sets expectations and lifts completion rates.' },
        { name: 'Demo with a reveal', detail: 'A simple test with a visible result, like a cotton pad after one cleanse.' },
        { name: 'Answer a comment', detail: 'The real comment on screen is social proof and a hook at once.' },
        { name: 'Rule of thumb', detail: 'One memorable rule that viewers repeat back in your comments.' },
      ],
    },
    {
      id: 'hooks',
      heading: 'Scroll-stopping openers',
      intro: 'Three of these come with every idea, written for its topic.',
      items: [
        { name: '"Look what came off"', detail: 'Lead with the visual surprise.' },
        { name: '"Stop doing this"', detail: 'A direct warning viewers check against their own habits.' },
        { name: '"Nobody tells you..."', detail: 'Insider framing that rewards people for staying.' },
        { name: '"Before you quit..."', detail: 'Catch viewers at the moment they are about to give up.' },
        { name: '"Yes, no, or sometimes"', detail: 'Promise a clear answer to a messy question.' },
      ],
    },
  ],
  example: {
    heading: 'From one nervous comment to a full video',
    text: 'A viewer two weeks into retinol asked whether her breakout was "the purge" or a reason to stop. Here is the idea written from that comment, with all three hooks.',
    href: exampleIdeaPath(7, 'b'),
    linkLabel: 'Open the example: Purging or breaking out?',
  },
  faqHeading: 'Viral video ideas: honest answers',
  closing: {
    heading: 'Your next video already has an audience',
    text: "They're in the comments right now. Start a 7-day free trial and get your first idea within 24 hours.",
  },
};
