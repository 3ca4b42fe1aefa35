import { exampleIdeaPath, paths } from '@/config/paths';
import type { SearchPageContent } from './types';

export const contentIdeasGenerator: SearchPageContent = {
  path: paths.contentIdeasGenerator,
  hero: {
    eyebrow: 'Content ideas generator',
    heading: 'A content ideas generator that listens before it writes',
    lead: 'Most generators start from a blank prompt and hand you the same list everyone else gets. CommentSpark starts from thousands of real viewer comments, so every idea answers a question people in your niche are already asking.',
  },
  stats: [
    { value: '10,000+', label: 'comments analysed per day' },
    { value: '5,000+', label: 'viral videos in the source pool' },
    { value: '1,000+', label: 'ideas generated and scripted' },
    { value: '50+', label: 'niches and sub-niches covered' },
  ],
  howItWorks: {
    heading: 'How the generator works',
    steps: [
      {
        title: 'Collect',
        text: 'It gathers short videos on TikTok, Instagram and YouTube that are outperforming the rest of your niche.',
      },
      {
        title: 'Listen',
        text: 'It reads their comment sections and groups repeated questions, complaints and myths, giving more weight to the ones with the most likes.',
      },
      {
        title: 'Write',
        text: "It turns the strongest signal into one complete idea, with a title, three hooks, a scripted scene list and a short 'why it works', and sends it to you at 7:00 AM.",
      },
    ],
  },
  lists: [
    {
      id: 'categories',
      heading: 'Idea categories the generator writes',
      intro: 'The type of idea depends on what the comments ask for that day, so your feed never settles into one format.',
      items: [
        { name: 'How-to and tutorials', detail: 'Step-by-step answers to the "but how?" comments.' },
        { name: 'Myth busting', detail: 'The claims viewers argue about, settled with a demo.' },
        { name: 'Mistakes and fixes', detail: 'Habits your audience gets wrong, each paired with the fix.' },
        { name: 'Comparisons', detail: "This versus that, for when commenters can't decide." },
        { name: 'Beginner guides', detail: 'The first steps newcomers to your niche keep asking about.' },
        { name: 'Stories and experiences', detail: 'A personal angle on a problem many viewers share.' },
      ],
    },
    {
      id: 'formats',
      heading: 'What every generated idea contains',
      intro: 'No half-finished prompts to expand: each idea is ready to hand to a camera.',
      items: [
        { name: 'A working title', detail: 'Short, specific and clear about the payoff.' },
        { name: 'Three hook options', detail: 'Different openings, so you can test which one lands.' },
        { name: 'A scene-by-scene script', detail: 'Each section gives the on-screen text, the voiceover lines and the shots to film.' },
        { name: 'Why it works', detail: 'The reasoning behind the idea, so you learn what to repeat.' },
        { name: 'The source insight', detail: 'The original comment, its likes, and the video it was left under.' },
      ],
    },
    {
      id: 'hooks',
      heading: 'Hook formulas the generator uses',
      intro: 'Hooks are matched to the comment behind the idea, not picked from a template at random.',
      items: [
        { name: 'The mistake hook', detail: '"You\'re doing this wrong", with the fix promised.' },
        { name: 'The curiosity gap', detail: 'Show the surprising result and hold back the reason.' },
        { name: 'The direct answer', detail: 'Quote the top comment and answer it in one line.' },
        { name: 'The contrarian take', detail: 'Push back on advice your niche repeats without thinking.' },
        { name: 'The specific number', detail: '"Two exceptions" or "three signs": a clear finish line.' },
      ],
    },
  ],
  example: {
    heading: 'Generated from a comment, not a prompt',
    text: 'A viewer admitted she had been applying vitamin C at night for a year and asked if that was right. See the complete idea the generator wrote from that one comment.',
    href: exampleIdeaPath(2, 'a'),
    linkLabel: 'Open the example: Vitamin C by day, retinol by night',
  },
  faqHeading: 'Content ideas generator FAQ',
  closing: {
    heading: 'Stop prompting. Start filming.',
    text: 'Let the generator read the comments for you. Your first idea arrives within 24 hours of starting the free trial.',
  },
};
