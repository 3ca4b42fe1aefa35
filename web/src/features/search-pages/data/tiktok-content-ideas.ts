import { exampleIdeaPath, paths } from '@/config/paths';
import type { SearchPageContent } from './types';

export const tiktokContentIdeas: SearchPageContent = {
  path: paths.tiktokContentIdeas,
  hero: {
    eyebrow: 'TikTok content ideas',
    heading: 'TikTok content ideas your For You page is already asking for',
    lead: 'Every viral TikTok leaves a trail of questions in its comments. CommentSpark reads them, finds the one your niche keeps asking, and turns it into a video you can film today: a title, three hooks, a scene-by-scene script and the comment that started it.',
  },
  stats: [
    { value: '10,000+', label: 'comments read every day' },
    { value: '5,000+', label: 'viral videos scanned for questions' },
    { value: '1,000+', label: 'ready-to-film ideas written' },
    { value: '50+', label: 'niches and sub-niches tracked' },
  ],
  howItWorks: {
    heading: 'How a comment becomes your next TikTok',
    steps: [
      {
        title: "We find what's blowing up",
        text: "Each day we pick short videos in your niche that are pulling far more views than their creator's usual numbers.",
      },
      {
        title: 'We read the comments, not the captions',
        text: "The replies show what viewers still want: the question nobody answered, the myth people argue about, the 'wait, how?' with hundreds of likes.",
      },
      {
        title: 'You get one idea at 7:00 AM',
        text: 'One idea lands in your inbox and dashboard every morning: a title, three hook options, scenes with on-screen text, voiceover and visuals, and why it should work.',
      },
    ],
  },
  lists: [
    {
      id: 'categories',
      heading: 'Niches we pull TikTok ideas from',
      intro: 'Pick one niche at sign-up and switch whenever your content changes direction.',
      items: [
        { name: 'Skincare', detail: 'Routines, ingredient myths, toner pads, sunscreen habits and the questions under every GRWM.' },
        { name: 'Haircare', detail: 'Wash days, heat damage, curl routines and the "what am I doing wrong?" threads.' },
        { name: 'Fitness', detail: 'Form checks, home workouts and the beginner questions that flood GymTok.' },
        { name: 'Food & Recipes', detail: 'Budget meals, five-ingredient dinners and "why did mine come out flat?" fixes.' },
        {
          name: 'Personal Finance & Side Hustles',
          detail: 'Paycheck breakdowns, first budgets, honest income reports and "how do I start?"',
        },
        { name: 'And more', detail: 'Parenting, Relationships, Travel, Home Decor, Fashion, Self-Care and Spirituality.' },
      ],
    },
    {
      id: 'formats',
      heading: 'TikTok formats each idea is written for',
      intro: 'The script sections map straight onto the way TikToks are actually filmed.',
      items: [
        {
          name: 'Reply to a comment',
          detail: 'Put the original comment on screen and answer it. Every idea includes the comment to quote.',
        },
        { name: 'Green screen explainer', detail: 'Stand in front of a screenshot, chart or product label and talk viewers through it.' },
        { name: 'Myth vs fact', detail: 'Two on-screen cards, a quick demo and a clear verdict.' },
        { name: 'POV and storytime', detail: 'A first-person story that turns a common mistake into a lesson.' },
        { name: 'Tutorial in 3 to 5 steps', detail: 'Numbered scenes that match the script sections, so you can film them in order.' },
        { name: 'Stitch-ready reaction', detail: 'Ideas framed so you can stitch the kind of video the comment came from.' },
      ],
    },
    {
      id: 'hooks',
      heading: "Hook styles you'll get every morning",
      intro: 'Each idea gives you three opening lines. Film the one that sounds most like you.',
      items: [
        { name: 'The call-out', detail: 'Name the habit viewers are doing right now, and promise the fix.' },
        { name: 'Proof first', detail: 'Show the result in the first second and explain it afterwards.' },
        { name: 'The question back', detail: "Read the viewer's question word for word, then answer it." },
        { name: 'Wrong for years', detail: 'A confession that pulls in everyone making the same mistake.' },
        { name: 'The number promise', detail: '"Three signs" tells viewers exactly how long they need to stay.' },
      ],
    },
  ],
  example: {
    heading: 'See a full idea before you sign up',
    text: 'This skincare idea started as a comment with more than 7,500 likes under a toner pad video. Open it to see the three hooks, the scene-by-scene script and why it works.',
    href: exampleIdeaPath(4, 'a'),
    linkLabel: "Open the example: You're using toner pads wrong",
  },
  faqHeading: 'TikTok content ideas: questions creators ask',
  closing: {
    heading: 'Tomorrow at 7:00 AM, your next TikTok is already written',
    text: 'Start your 7-day free trial, pick your niche, and wake up to an idea backed by real comments.',
  },
};
