import type { ContentIdea } from '#functions/shared/schemas';

/** A daily idea as the marketing pages show it: the real idea's shape plus a niche label. */
export interface SampleIdea extends Pick<ContentIdea, 'title' | 'content' | 'source'> {
  readonly nicheLabel: string;
}

/** Home: a niche outside the three landing pages, to show the range. */
export const homeSampleIdea: SampleIdea = {
  nicheLabel: 'Personal finance',
  title: 'What to do with your first $1,000 (before you invest a cent)',
  content: {
    hooks: [
      'Everyone tells you to invest. Nobody tells you what to do first.',
      'Just saved your first $1,000? Do these 4 things, in this order.',
      'I wish someone had shown me this list before I bought my first stock.',
    ],
    sections: [
      {
        title: 'Park it somewhere boring',
        text: 'Step 1: move it to a high-yield savings account',
        voiceover:
          'Before anything else, move the money out of your checking account, so it stops looking like spending money and starts earning interest.',
        visuals: 'Screen recording of a savings app as the balance lands.',
      },
      {
        title: 'Clear the expensive debt',
        text: 'Step 2: card balance at 24%? Pay that first',
        voiceover: 'Paying off a credit card is a guaranteed return that no investment can promise you.',
        visuals: 'Split screen: a card statement APR next to a typical market return.',
      },
      {
        title: 'Build a one-month buffer',
        text: 'Step 3: one month of essentials, untouched',
        voiceover: 'One month of rent, groceries and transport is what stops a flat tyre from turning into new debt.',
        visuals: 'Three bars stacking up into "one month".',
      },
      {
        title: 'Then invest the rest',
        text: 'Step 4: now you are ready',
        voiceover: "Anything left is money you can invest without panicking on a red day. Comment 'next' and I'll cover where to start.",
        visuals: 'A checklist with three ticks; the camera pushes in for the call to action.',
      },
    ],
    why_it_works:
      'It answers the exact question 12K viewers liked, so the demand is proven • A numbered order gives people a reason to watch to the end • The "comment next" prompt turns viewers into commenters and sets up your follow-up video',
  },
  source: {
    comment:
      'Nobody explains what to do with the FIRST $1,000. Everyone skips straight to investing like we all have emergency funds already 😭',
    commentAuthor: '@saving.sam',
    commentLikes: 12_400,
    videoTitle: "How I'd invest $10K if I were starting over",
    videoCreator: '@moneywithmaya',
    videoViews: 2_300_000,
    platform: 'tiktok',
  },
};

export const skincareSampleIdea: SampleIdea = {
  nicheLabel: 'Skincare',
  title: 'Vitamin C in the morning or at night? The rule nobody explains',
  content: {
    hooks: [
      'Stop putting your vitamin C on at night. Here is why.',
      'Every video says something different about vitamin C, so here is the actual rule.',
      'Your vitamin C serum might be wasted because of when you apply it.',
    ],
    sections: [
      {
        title: 'The short answer',
        text: 'Vitamin C = mornings',
        voiceover:
          'Vitamin C earns its place in the morning: it backs up your sunscreen against the UV and pollution your skin meets during the day.',
        visuals: 'Close-up of the serum bottle on a sunlit bathroom shelf.',
      },
      {
        title: 'The order that matters',
        text: 'Cleanse → vitamin C → moisturiser → SPF',
        voiceover:
          "Clean, dry skin, give it a minute, then moisturiser, then sunscreen. Vitamin C backs up your SPF; it doesn't replace it.",
        visuals: 'Four products lined up; tap each one in order.',
      },
      {
        title: 'What goes on at night',
        text: 'Retinol and exfoliating acids = evenings',
        voiceover: "Keep retinol and exfoliating acids for the evening, so you're not stacking strong actives on top of each other.",
        visuals: 'Switch to warm evening light and the night-time products.',
      },
      {
        title: 'Make it saveable',
        text: 'AM ☀️ vs PM 🌙 cheat sheet',
        voiceover: 'Save this so you never have to google it again, and tell me which ingredient I should break down next.',
        visuals: 'Full-screen cheat sheet held for three seconds.',
      },
    ],
    why_it_works:
      'It settles a confusion thousands of viewers asked about under the same video • An AM vs PM cheat sheet gets saved, and saves push reach • Ending on a question brings in the comments that tell you what to film next',
  },
  source: {
    comment: 'wait so do I put vitamin C on in the morning or at night?? every video says something different',
    commentAuthor: '@dewy.dani',
    commentLikes: 8_940,
    videoTitle: 'My 5-step morning routine for glass skin',
    videoCreator: '@glowwithjules',
    videoViews: 1_800_000,
    platform: 'tiktok',
  },
};

export const haircareSampleIdea: SampleIdea = {
  nicheLabel: 'Haircare',
  title: 'Why heatless curls fall flat on fine hair (and 2 fixes that hold)',
  content: {
    hooks: [
      'If your heatless curls are gone by lunch, this is for you.',
      "Fine hair girls, the overnight curl trend wasn't made for us. Here is the fix.",
      'Two changes made my heatless curls last all day.',
    ],
    sections: [
      {
        title: 'Why they drop',
        text: 'Fine hair + damp hair = flat by noon',
        voiceover: 'Fine hair is light, so if it is even slightly damp when you wrap it, the curl sets loose and drops within a few hours.',
        visuals: 'Side by side: the same curls at 8 AM and at noon.',
      },
      {
        title: 'Fix 1: almost dry, not damp',
        text: 'Wrap at 90% dry',
        voiceover: 'Dry your hair to about ninety percent before you wrap it. It feels wrong, but the curl sets tighter.',
        visuals: 'Hands checking the ends; "90% dry" overlay.',
      },
      {
        title: 'Fix 2: smaller sections, light mousse',
        text: 'Thin sections + a pea-sized amount of mousse',
        voiceover: 'Use smaller sections than the tutorials show and a little light mousse. Fine hair needs grip, not weight.',
        visuals: 'Close-up of sectioning, then mousse in the palm.',
      },
      {
        title: 'The reveal',
        text: 'Same curls, 6 PM',
        voiceover: "Here they are ten hours later. Tell me your hair type and I'll make a version for you next.",
        visuals: 'Time-stamped reveal and a hair shake to camera.',
      },
    ],
    why_it_works:
      'It speaks to the viewers the original video left out • A clear before-and-after keeps people watching to the reveal • Asking for hair types hands you your next three videos',
  },
  source: {
    comment: 'Tried this 4 times and my curls are gone by lunch. Fine hair girls where are you 😭',
    commentAuthor: '@finehairfiona',
    commentLikes: 9_830,
    videoTitle: 'Overnight heatless curls with a robe tie',
    videoCreator: '@curlsbycamila',
    videoViews: 3_400_000,
    platform: 'tiktok',
  },
};

export const tiktokGrowthSampleIdea: SampleIdea = {
  nicheLabel: 'TikTok Growth',
  title: "Stuck at 200 views? It's not a shadowban, it's your first 2 seconds",
  content: {
    hooks: [
      "Your account isn't shadowbanned. Your first two seconds are the problem.",
      'If every video dies at 200 views, watch this before you post again.',
      'I fixed my 200-view problem by changing one thing.',
    ],
    sections: [
      {
        title: 'What 200 views means',
        text: '200 views = your test audience swiped away',
        voiceover:
          "TikTok shows a new video to a small test group first. If they swipe in the first seconds, it stops there. That's not a ban, it's feedback.",
        visuals: 'Analytics screen with the retention line dropping at 0:02.',
      },
      {
        title: 'Read your retention graph',
        text: 'Look at second 0 to 2',
        voiceover:
          'Open analytics, pick the video and find where the line drops. If it falls off a cliff at the start, your hook is the problem.',
        visuals: 'Screen recording to the retention chart; circle the drop.',
      },
      {
        title: 'Rewrite the opening',
        text: "Lead with the payoff, not 'hey guys'",
        voiceover: 'Cut the intro. Say the result or the problem in the first second, out loud and on screen.',
        visuals: 'Before and after of the same video: slow intro versus a punchy first line.',
      },
      {
        title: 'Test it this week',
        text: 'Repost one flop with a new hook',
        voiceover:
          'Take your last video that stalled at 200, change only the first two seconds and post it again. Comment your before and after.',
        visuals: 'Creator pointing down at the comments.',
      },
    ],
    why_it_works:
      'It replaces a scary myth with a fix viewers can try today • Real analytics screens build trust with growth-minded viewers • The repost challenge brings viewers back to comment their results',
  },
  source: {
    comment: 'My videos get exactly 200 views and then just… stop. Is my account shadowbanned??',
    commentAuthor: '@notyetviral',
    commentLikes: 15_200,
    videoTitle: "I posted every day for 30 days. Here's what happened",
    videoCreator: '@growwithgabe',
    videoViews: 1_900_000,
    platform: 'tiktok',
  },
};
