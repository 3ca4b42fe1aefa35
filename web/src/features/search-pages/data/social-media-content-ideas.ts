import { exampleIdeaPath, paths } from '@/config/paths';
import type { SearchPageContent } from './types';

export const socialMediaContentIdeas: SearchPageContent = {
  path: paths.socialMediaContentIdeas,
  hero: {
    eyebrow: 'Social media content ideas',
    heading: 'Social media content ideas for people with a business to run',
    lead: "Salons, small brands and busy creators don't have hours to research what to post. CommentSpark does the research in your industry's comment sections and sends one finished post idea every morning, ready for TikTok, Reels and Shorts.",
  },
  stats: [
    { value: '1,000+', label: 'post ideas written' },
    { value: '50+', label: 'niches and sub-niches' },
    { value: '10,000+', label: 'audience comments reviewed daily' },
    { value: '5,000+', label: 'viral posts analysed' },
  ],
  howItWorks: {
    heading: 'Your daily content routine, done for you',
    steps: [
      {
        title: 'Tell us your niche',
        text: 'Choose the area closest to your business, from skincare and haircare to personal finance and travel.',
      },
      {
        title: 'Open your inbox at 7:00 AM',
        text: 'Each idea arrives with a title, three hooks and a scene-by-scene script you can hand to whoever films.',
      },
      {
        title: 'Film once, post everywhere',
        text: 'Post the same vertical video to TikTok, Instagram Reels and YouTube Shorts and keep a steady schedule.',
      },
    ],
  },
  lists: [
    {
      id: 'categories',
      heading: "Who it's built for",
      intro: 'Anyone who needs to show up on social every day without a content team.',
      items: [
        { name: 'Salons and spas', detail: 'Answer the questions clients ask in the chair, on camera, before they book.' },
        { name: 'Skincare and beauty brands', detail: 'Educational posts that sell without sounding like ads.' },
        { name: 'Solo creators', detail: 'A daily starting point that keeps you consistent through busy weeks.' },
        { name: 'Coaches and consultants', detail: 'Finance, fitness and relationship topics drawn from what people struggle with.' },
        { name: 'Social media managers', detail: 'A dependable idea a day, with the source comment to show your client.' },
      ],
    },
    {
      id: 'formats',
      heading: 'Content pillars every idea fits',
      intro: 'Rotate through these and your feed stays useful, varied and on brand.',
      items: [
        { name: 'Educate', detail: 'Quick lessons that answer a question your audience really asked.' },
        { name: 'Demonstrate', detail: 'Show your product, service or method working on camera.' },
        { name: 'Debunk', detail: 'Correct the myths your customers believe.' },
        { name: 'Relate', detail: 'Stories and "me too" moments that build trust.' },
        { name: 'Convert', detail: 'A clear next step at the end: comment, save or book.' },
      ],
    },
    {
      id: 'hooks',
      heading: 'Openers that work for business accounts',
      intro: 'Hooks that sound like an expert talking, not an advert.',
      items: [
        { name: '"Clients ask me this every week"', detail: 'Positions you as the expert without bragging.' },
        { name: '"Here\'s what we would never do"', detail: 'Behind-the-scenes standards that build trust.' },
        { name: '"Save this before your next appointment"', detail: 'Gives people a reason to save the post and come back.' },
        { name: '"The cheapest fix for..."', detail: "Value-first openers that don't feel salesy." },
        { name: '"You asked, we tested"', detail: 'Shows your audience that you listen.' },
      ],
    },
  ],
  example: {
    heading: 'What a salon or skincare shop could post tomorrow',
    text: "This idea answers a viewer who couldn't tell whether her toner pads were exfoliating or hydrating. A clinic or shop could film it at the counter in ten minutes.",
    href: exampleIdeaPath(4, 'b'),
    linkLabel: 'Open the example: Exfoliating or hydrating pad?',
  },
  faqHeading: 'Social media content ideas: common questions',
  closing: {
    heading: 'One less thing to plan every day',
    text: "Start the 7-day free trial and let tomorrow's post come from what your audience is already asking.",
  },
};
