import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Spirituality: 14 days of ideas, variants A and B (meditation, journaling, mindfulness, rituals, tarot and astrology as reflection). */
export const SPIRITUALITY_IDEAS: readonly ContentIdea[] = dailyIdeas('spirituality', [
  {
    subNiche: 'meditation',
    A: {
      title: 'Your wandering mind is the meditation',
      content: {
        hooks: [
          "If your mind wanders when you meditate, you're not failing. That's the whole workout.",
          'I quit meditating for two years because I thought I was doing it wrong. I was doing it right.',
          'What if every time your mind drifted actually counted as a rep?',
        ],
        sections: [
          {
            title: 'The myth',
            text: 'Goal ≠ an empty mind • Goal = noticing you wandered',
            voiceover:
              "Meditation isn't about having zero thoughts. Minds think, that's their job. The practice is noticing you drifted and coming back.",
            visuals:
              "You sitting on a cushion, eyes closed, while thought bubbles pop up on screen: 'grocery list', 'that email', 'did I lock the door'.",
          },
          {
            title: 'Label it',
            text: "Thought shows up → quietly say 'thinking' → back to the breath",
            voiceover:
              "When a thought pulls you away, don't fight it. Silently label it 'thinking', then gently bring your attention back to your breath.",
            visuals: "Close-up of your face, a soft 'thinking' caption appears, then a slow exhale with the caption 'back'.",
          },
          {
            title: 'Count the returns',
            text: 'Every return = one rep • 20 returns in 5 minutes = 20 reps',
            voiceover:
              'Think of it like a bicep curl for attention. Every time you come back, that is one rep. A busy session is a strong session.',
            visuals: 'Split screen: a dumbbell curl on one side, you opening and closing your eyes on the other, a rep counter ticking up.',
          },
          {
            title: 'Start tiny',
            text: '2 minutes • same time every day • use a timer, not the clock',
            voiceover:
              'Start with two minutes at the same time every day. Set a timer so you are not peeking at the clock, and build up from there.',
            visuals: 'Phone timer set to 2:00 on a windowsill, morning light, then you settling into a chair.',
          },
          {
            title: 'Your turn',
            text: 'What does your brain do the second you sit down?',
            voiceover:
              'Tell me in the comments what your brain does the second you sit down to meditate. Grocery lists? Old conversations?',
            visuals: 'Talk to camera with a small smile, then point down toward the comments.',
          },
        ],
        why_it_works:
          'Directly relieves the guilt in the comment: a wandering mind is normal, not failure • The rep metaphor is simple enough to remember after one watch • The labelling technique can be tried before the video ends • The closing question invites funny, relatable comments that fuel follow-ups',
      },
      source: {
        comment: 'every time i try to meditate my brain just starts writing a grocery list 😭 am i doing it wrong??',
        commentAuthor: '@juniper.and.tea',
        commentLikes: 5412,
        videoTitle: 'I meditated every day for a year. Here is what actually changed',
        videoCreator: '@stillwater.sage',
        videoViews: 1_840_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "3 meditation anchors that aren't your breath",
      content: {
        hooks: [
          "If focusing on your breath makes you more tense, you're not broken. Change the anchor.",
          'Breath focus never worked for me. Sound did, in about a week.',
          'There are at least three other things you can focus on when you meditate. Want them?',
        ],
        sections: [
          {
            title: 'Why the breath feels weird',
            text: 'Watching your breath can make it feel forced • That is common',
            voiceover:
              'For some people, paying attention to the breath makes it feel stiff and controlled. That is really common, and it just means you need a different anchor.',
            visuals: 'You sitting, shoulders rising awkwardly, then a caption: "forced breathing? switch anchors".',
          },
          {
            title: 'Anchor 1: sound',
            text: 'Notice sounds near → far → nearest again',
            voiceover:
              'Anchor one: sound. Notice the closest sound, then the farthest one you can hear, then come back to the closest. No need to name them.',
            visuals: 'Eyes closed by an open window, cutaways to a ticking clock, birds outside and traffic in the distance.',
          },
          {
            title: 'Anchor 2: your hands',
            text: 'Rest hands on knees • feel warmth, tingling, pressure',
            voiceover:
              'Anchor two: your hands. Rest them on your knees and feel whatever is there: warmth, tingling, the weight of them. When you drift, come back to your palms.',
            visuals: 'Macro shot of hands resting on jeans, fingers slightly relaxing.',
          },
          {
            title: 'Anchor 3: counting',
            text: 'Count 1 to 10 on each out-breath → lost count? start at 1',
            voiceover:
              'Anchor three: counting. Count one on each out-breath up to ten, then start over. Lose count? Back to one, no drama.',
            visuals: 'On-screen numbers 1 to 10 appearing slowly, then resetting to 1 with a little laugh from you.',
          },
          {
            title: 'Pick yours',
            text: 'Sound, hands or counting: which one are you trying?',
            voiceover: 'Try each one for two minutes this week and comment which anchor finally worked for you.',
            visuals: 'Three text cards side by side, you tapping each one, then pointing at the comments.',
          },
        ],
        why_it_works:
          'Answers the viewer who thought breath focus was the only option • Three concrete anchors make it a saveable menu, not a lecture • Each anchor is filmable and easy to follow with the sound off thanks to captions • Asking which anchor worked splits the comments into three follow-up threads',
      },
      source: {
        comment: "focusing on my breathing literally makes me more anxious lol, is there another way to meditate that isn't breath stuff",
        commentAuthor: '@notyourcalmfriend',
        commentLikes: 3187,
        videoTitle: 'A 5-minute guided meditation for when your brain is loud',
        videoCreator: '@quiet.hours.club',
        videoViews: 920_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'journaling',
    A: {
      title: '5 prompts for when the page stays blank',
      content: {
        hooks: [
          "Your journal isn't empty because you have nothing to say. It's empty because nobody gave you a question.",
          'I bought a beautiful journal and left it blank for three months. These five questions fixed that.',
          'Steal these five prompts and you will never stare at a blank page again.',
        ],
        sections: [
          {
            title: 'Prompt 1',
            text: "What's taking up the most space in my head right now?",
            voiceover: "Prompt one: what's taking up the most space in my head right now? Start there, even if it's boring.",
            visuals: 'Overhead shot of an open journal, the prompt handwritten at the top, pen starting to move.',
          },
          {
            title: 'Prompts 2 and 3',
            text: "What did I need today that I didn't get? • What am I avoiding, and why?",
            voiceover:
              "Prompt two: what did I need today that I didn't get? Prompt three: what am I avoiding, and why? These two tend to open things up fast.",
            visuals: 'Two sticky notes pressed onto the page one after the other, close-up of the handwriting.',
          },
          {
            title: 'Prompts 4 and 5',
            text: "One thing I noticed today that I'd usually miss • What would make tomorrow 5% easier?",
            voiceover:
              "Prompt four: one small thing I noticed today that I'd usually miss. Prompt five: what would make tomorrow five percent easier? End on something you can actually do.",
            visuals: 'Cutaway to a cup of tea and a window, then back to the journal as you underline the last answer.',
          },
          {
            title: 'The 3-line rule',
            text: 'Pick ONE prompt • write 3 lines • done',
            voiceover: "You don't have to answer all five. Pick one, write three lines, close the journal. That still counts.",
            visuals: "Hand closing the journal with a satisfying thud, caption 'that counts'.",
          },
          {
            title: 'Your prompt',
            text: 'Which prompt would you start with tonight?',
            voiceover: 'Comment the number of the prompt you are trying tonight, and I will make a part two with prompts for that one.',
            visuals: 'Talk to camera holding the journal, then five numbered cards appear on screen.',
          },
        ],
        why_it_works:
          'Solves the exact problem in the comment: an empty journal with no starting point • Prompts written on screen make it a screenshot-and-save video • The 3-line rule lowers the bar so viewers actually start tonight • Asking for a prompt number gets quick, low-effort comments and a clear part two',
      },
      source: {
        comment: "bought the cutest journal 3 months ago and it's still completely empty bc i never know what to write lmao",
        commentAuthor: '@paperhearted.ana',
        commentLikes: 7630,
        videoTitle: 'How journaling every night changed my year',
        videoCreator: '@inkwell.evenings',
        videoViews: 2_470_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Stop journaling like someone will read it',
      content: {
        hooks: [
          'The reason journaling feels fake? You are writing it for an audience.',
          "I used to rewrite journal entries so they'd sound good. Nobody was ever going to read them.",
          'Four habits that quietly make journaling feel like homework.',
        ],
        sections: [
          {
            title: 'Mistake 1: performing',
            text: 'Writing for a future reader → filtered, polished, not true',
            voiceover:
              'Mistake one: writing like someone will read it one day. You end up editing your own feelings. Write like the page gets burned tomorrow.',
            visuals: 'A neat, pretty journal page, then a messy page full of scribbles and arrows, caption "this one is more honest".',
          },
          {
            title: 'Mistake 2: pretty spreads first',
            text: 'Hours on layout • minutes on actual reflection',
            voiceover:
              'Mistake two: spending an hour on the layout and five minutes on the thinking. Decoration is lovely, but it is optional.',
            visuals: 'Time-lapse of washi tape and stickers, then a plain lined page with a timer showing 5 minutes of writing.',
          },
          {
            title: 'Mistake 3: daily or nothing',
            text: 'Miss one day → quit for a month',
            voiceover: 'Mistake three: the all-or-nothing streak. Missing a day is not failing. Just write the date and start again.',
            visuals: "Calendar with some gaps, a pen calmly writing today's date anyway.",
          },
          {
            title: 'Mistake 4: rereading too soon',
            text: 'Reread after weeks, not hours',
            voiceover:
              "Mistake four: rereading last night's entry and cringing. Give it a few weeks. Distance turns cringe into perspective.",
            visuals: 'You flipping back a few pages, wincing, closing the book, then a caption "reread in 30 days".',
          },
          {
            title: 'Confess',
            text: 'Which one are you guilty of?',
            voiceover: 'Be honest in the comments: which of these four are you doing right now?',
            visuals: 'Four numbered cards on screen, you raising your hand guiltily at number one.',
          },
        ],
        why_it_works:
          'Names the exact feeling in the comment, performing for an imaginary reader, so viewers feel seen • A mistakes list makes people check their own habits while watching • The messy versus pretty page contrast reads instantly without sound • "Which one are you guilty of?" is an easy confession comment',
      },
      source: {
        comment: "every time i journal i feel like i'm performing for someone who's gonna find it one day 💀 how do i stop that",
        commentAuthor: '@marginnotes.mel',
        commentLikes: 2204,
        videoTitle: 'Reading my journal from 10 years ago (painful)',
        videoCreator: '@softpages.diary',
        videoViews: 1_310_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'tarot-astrology',
    A: {
      title: 'What the Death card actually means',
      content: {
        hooks: [
          'You pulled the Death card. Breathe. It almost never means what movies told you.',
          'The first time I pulled Death, I panicked for a whole day. Then I read what it actually means.',
          "The scariest-looking card in the deck might be the most hopeful one. Here's why.",
        ],
        sections: [
          {
            title: 'Not literal',
            text: 'Death card ≠ physical death • Tarot is a reflection tool, not a prediction',
            voiceover:
              'First: the Death card is not about anyone dying. Tarot works best as a mirror for reflection, not a prediction machine.',
            visuals: 'Close-up of the Death card being turned over on a linen cloth, caption "it is not literal".',
          },
          {
            title: 'The traditional meaning',
            text: 'Endings • transitions • clearing space for something new',
            voiceover:
              'Traditionally, Death is about endings and transitions: a chapter closing so a new one can start. Think seasons changing, not a tragedy.',
            visuals: 'Slow pan across the card, cut to b-roll of autumn leaves falling and a bare branch with a new bud.',
          },
          {
            title: 'The question it asks',
            text: 'What in my life is ready to end? • What am I holding onto out of habit?',
            voiceover:
              'So instead of fearing it, ask it a question. What in my life is ready to end? What am I holding onto just out of habit?',
            visuals: 'You writing the two questions in a journal next to the card, candle or lamp glowing beside it.',
          },
          {
            title: 'Sit with it',
            text: 'Journal 5 minutes • notice what comes up • no panic required',
            voiceover:
              'Give it five minutes of journaling and see what comes up. Often the answer is something small, like a habit or a role you have outgrown.',
            visuals: 'Overhead time-lapse of the journal page filling, the card resting at the corner.',
          },
          {
            title: 'Your pull',
            text: 'Which card scared you the first time you pulled it?',
            voiceover: 'Comment the card that scared you most when you first started, and I will reframe it in a future video.',
            visuals: 'Fanned deck held to camera, you tapping it, then pointing down.',
          },
        ],
        why_it_works:
          'Calms the fear in the comment within the first sentence, which keeps anxious viewers watching • Reframing tarot as reflection makes it welcoming to skeptics as well as believers • The journaling questions give people something to do with the card today • Asking for "scary cards" builds a ready-made series from the comments',
      },
      source: {
        comment: "pulled the death card this morning and i've been spiraling all day 😭 should i be worried??",
        commentAuthor: '@moonlit.marisol',
        commentLikes: 6840,
        videoTitle: 'Pulling a card for everyone who watches this',
        videoCreator: '@thequietdeck',
        videoViews: 3_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The Tower, Ten of Swords and Three of Swords, reframed',
      content: {
        hooks: [
          'Three tarot cards people dread, and the useful question hiding in each one.',
          "The Tower showed up in my readings for a month straight. Here's what I finally did with it.",
          'Scary cards are not bad news. They are the most honest cards in the deck.',
        ],
        sections: [
          {
            title: 'The Tower',
            text: 'Sudden change • what was built on shaky ground • Ask: what am I pretending is stable?',
            voiceover:
              'The Tower is about sudden change and things built on shaky foundations. The question it asks: what am I pretending is stable when it is not?',
            visuals: 'The Tower card flipped on a dark cloth, slow zoom, the question typed on screen.',
          },
          {
            title: 'Ten of Swords',
            text: 'Rock bottom • an ending that is already done • Ask: what am I ready to stop replaying?',
            voiceover:
              'The Ten of Swords looks brutal, but it often points to something that is already over. Ask yourself: what story am I ready to stop replaying?',
            visuals: 'Ten of Swords card next to a sunrise photo on your phone, the question captioned.',
          },
          {
            title: 'Three of Swords',
            text: 'Heartache • grief • Ask: what hurt have I not let myself feel yet?',
            voiceover:
              'The Three of Swords is heartache. It invites a gentle question: what hurt have I not let myself feel yet? Go slowly with this one.',
            visuals: 'The card beside a mug of tea and a tissue box, soft lighting, you placing a hand on your chest.',
          },
          {
            title: 'When a card keeps repeating',
            text: 'Same card again? Treat it as a theme to journal, not a warning',
            voiceover:
              'If the same card keeps showing up, treat it as a theme worth journaling about for a week, not as a warning. Repetition is just an invitation to look closer.',
            visuals: 'A week of sticky notes on a mirror, each with a line of reflection on the same card.',
          },
          {
            title: 'Which one follows you?',
            text: 'Comment the card that keeps showing up for you',
            voiceover: 'Tell me which card keeps following you around, and I will share the reflection question I would pair with it.',
            visuals: 'All three cards laid out, you sliding them into a stack, then looking up at camera.',
          },
        ],
        why_it_works:
          'Answers the commenter who keeps pulling the Tower and feels scared • Three cards in one video makes it a save-for-later reference • Every card gets a concrete reflection question, so the content feels practical instead of mystical • "Which card follows you?" invites personal comments that become one-card follow-ups',
      },
      source: {
        comment: 'why does the tower keep showing up for me every single week, i am genuinely scared now',
        commentAuthor: '@ashandaltar',
        commentLikes: 2915,
        videoTitle: 'Tarot cards everyone misunderstands',
        videoCreator: '@cardsandcoffee.co',
        videoViews: 1_470_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'rituals',
    A: {
      title: 'A 10-minute new moon ritual, no crystals needed',
      content: {
        hooks: [
          "You don't need crystals, sage or a fancy altar for a new moon ritual. You need a pen.",
          'I skipped new moon rituals for years because I thought I needed a whole shopping list.',
          'What do people actually DO on a new moon? Here is the whole thing in 10 minutes.',
        ],
        sections: [
          {
            title: 'Find the date',
            text: 'Check a moon phase calendar • new moon = the dark, "blank page" moon',
            voiceover:
              'Check any moon phase calendar for the date. The new moon is the dark moon, and many people use it as a blank page for fresh intentions.',
            visuals: 'Phone screen showing a moon phase calendar, the new moon circled, then a night sky shot.',
          },
          {
            title: 'Make a little space',
            text: 'Clear one surface • dim the lights • candle or lamp',
            voiceover:
              'Clear one small surface and dim the lights. Light a candle if it is safe where you live, or just use a warm lamp. That is your ritual space.',
            visuals: 'Hands wiping a bedside table, turning off the main light, a warm lamp clicking on.',
          },
          {
            title: 'Write 3 intentions',
            text: "Present tense • specific • one feeling each: 'I am making time to rest on Sundays'",
            voiceover:
              "Write three intentions in the present tense, as if they're already happening. Keep them specific, like 'I am making time to rest on Sundays'.",
            visuals: 'Close-up of handwriting on a small card, three short lines.',
          },
          {
            title: 'Close and keep',
            text: 'Read them aloud • fold the paper • revisit at the full moon',
            voiceover:
              'Read them out loud, fold the paper and keep it somewhere you will see it. In about two weeks, at the full moon, open it again and check in.',
            visuals: 'Folding the card, tucking it into a book or under a plant pot, lamp switching off.',
          },
          {
            title: 'Share one',
            text: 'Drop one intention in the comments',
            voiceover:
              'If you are comfortable, share one of your intentions in the comments. Saying it somewhere public can make it feel more real.',
            visuals: 'Talk to camera holding the folded card, then a caption pointing to the comments.',
          },
        ],
        why_it_works:
          'Answers the "but what do you actually do?" question in the comment with a full, simple walkthrough • Removes the shopping-list barrier, which makes it inclusive for beginners on a budget • The two-week check-in gives viewers a reason to follow and come back • Shared intentions create supportive, positive comment threads',
      },
      source: {
        comment: "i always see people doing new moon rituals but what do you actually DO?? i don't own crystals or anything",
        commentAuthor: '@sundaysoulwork',
        commentLikes: 4361,
        videoTitle: 'My monthly moon routine (cozy and simple)',
        videoCreator: '@hearthandhollow',
        videoViews: 1_960_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'New moon vs full moon: which ritual when',
      content: {
        hooks: [
          'New moon and full moon rituals are not interchangeable. Most beginners mix them up.',
          'I spent six months releasing things on the new moon. Turns out I had it backwards.',
          'One moon is for starting. One is for letting go. Do you know which is which?',
        ],
        sections: [
          {
            title: 'New moon: plant',
            text: 'Dark moon → set intentions • start something small',
            voiceover:
              'In most modern moon practices, the new moon is for planting seeds: setting intentions and starting something small.',
            visuals: 'A dark sky graphic, then hands pressing a seed into a little pot of soil.',
          },
          {
            title: 'Full moon: reflect and release',
            text: 'Bright moon → gratitude • what to let go of',
            voiceover:
              'The full moon is for reflection: what has grown since the new moon, what you are grateful for and what you are ready to release.',
            visuals: 'Bright full moon shot, then you writing a short list titled "letting go" by a window.',
          },
          {
            title: 'The in-between',
            text: 'Waxing = build momentum • Waning = rest and clear out',
            voiceover:
              'In between, the waxing moon is a good time to build momentum, and the waning moon is a natural time to rest, declutter and slow down.',
            visuals: 'Simple moon cycle wheel graphic with four labels, your finger tracing around it.',
          },
          {
            title: 'No wrong moon',
            text: 'Any night works • the moon is a reminder, not a rule',
            voiceover:
              'And if you miss the date? Nothing is ruined. The moon is a monthly reminder to check in with yourself, not a deadline.',
            visuals: 'Relaxed talk to camera on the balcony, mug in hand.',
          },
          {
            title: 'Your moon',
            text: 'Are you a new moon or full moon person?',
            voiceover: 'Comment whether you are more of a new moon starter or a full moon releaser, and what you usually do.',
            visuals: 'Two moon icons on screen, you pointing to each, then to the comments.',
          },
        ],
        why_it_works:
          'Clears up the exact mix-up the commenter admitted to, so they feel helped rather than corrected • A comparison format is easy to screenshot and share • "No wrong moon" keeps the tone welcoming and pressure-free • The either/or question is a one-word comment, which boosts engagement',
      },
      source: {
        comment: "wait what's the difference between new moon and full moon rituals? pretty sure i've been doing them backwards 😅",
        commentAuthor: '@lunaticlaura_',
        commentLikes: 1873,
        videoTitle: 'Full moon release ritual you can do in your bedroom',
        videoCreator: '@saltandsilver.moon',
        videoViews: 780_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'mindfulness',
    A: {
      title: '5 one-minute mindfulness habits for busy days',
      content: {
        hooks: [
          "No time to meditate? You don't need 20 minutes. You need five tiny pauses.",
          "I work long shifts and I've never once done a 20-minute meditation. This is what I do instead.",
          'Five moments you already have every day that can double as mindfulness practice.',
        ],
        sections: [
          {
            title: 'The doorway pause',
            text: 'Every doorway = one slow breath',
            voiceover: 'One: the doorway pause. Every time you walk through a door, take one slow breath before you step through.',
            visuals: 'You pausing at a door frame at work, shoulders dropping on the exhale, caption "1 breath".',
          },
          {
            title: 'The kettle wait',
            text: 'While it boils: 5 things you see, 4 you hear, 3 you feel',
            voiceover:
              'Two: the kettle or coffee wait. Instead of grabbing your phone, notice five things you can see, four you can hear, three you can feel.',
            visuals: 'Kettle on the stove, your eyes moving around the kitchen, numbered captions counting down.',
          },
          {
            title: 'Handwashing and first sip',
            text: 'Feel the water temperature • taste the first sip on purpose',
            voiceover:
              'Three: when you wash your hands, actually feel the water. Four: take the first sip of any drink slowly, like you are tasting it for the first time.',
            visuals: 'Close-up of water over hands, then a slow-motion first sip of coffee.',
          },
          {
            title: 'Waiting in line',
            text: 'Feet on the floor • notice your weight • relax your jaw',
            voiceover:
              'Five: any time you are waiting, in a line or at a red light, feel your feet, notice your weight and unclench your jaw.',
            visuals: 'Shot of feet planted in a queue, then a quick jaw-release in a car mirror while parked.',
          },
          {
            title: 'Add yours',
            text: 'What everyday moment could be your pause?',
            voiceover: 'Comment the everyday moment you are going to turn into a pause. I want to steal some of yours.',
            visuals: 'Talk to camera in scrubs or work clothes, caption "your turn".',
          },
        ],
        why_it_works:
          'Speaks directly to the time-poor commenter who feels left out of mindfulness content • Five micro-habits attached to things people already do makes the advice realistic • Relatable work setting builds trust with busy viewers • Asking for their own pause moment crowdsources ideas for a follow-up list',
      },
      source: {
        comment: 'i work 12 hour shifts, i do NOT have 20 min to meditate. is there anything for people with zero time',
        commentAuthor: '@nightshift.nina',
        commentLikes: 9214,
        videoTitle: 'My 20-minute morning meditation routine',
        videoCreator: '@slowmorning.studio',
        videoViews: 2_750_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'POV: you wash the dishes mindfully for once',
      content: {
        hooks: [
          'Washing dishes might be the most underrated meditation there is.',
          'The only time my brain goes quiet is at the sink. Turns out there is a reason.',
          'POV: you stop rushing the dishes and actually notice them.',
        ],
        sections: [
          {
            title: 'Why it counts',
            text: 'Informal practice = full attention on an ordinary task',
            voiceover:
              'Yes, this counts. Giving your full attention to an everyday task is often called informal mindfulness practice, and chores are a classic example.',
            visuals: 'Wide shot of a kitchen sink at dusk, warm light, sleeves being rolled up.',
          },
          {
            title: 'Temperature and touch',
            text: 'Warm water • slippery soap • the weight of each plate',
            voiceover:
              'Start with touch. Notice the warmth of the water, how slippery the soap is, how heavy each plate feels in your hand.',
            visuals: 'Macro shots of bubbles, hands sliding over a plate, water running.',
          },
          {
            title: 'Sound and smell',
            text: 'Clinking glasses • running water • the scent of the soap',
            voiceover: 'Then sound and smell. The clink of glasses, the water, the lemony soap. No podcast, just this for a few minutes.',
            visuals: 'Sound-forward shot: a glass clinking, caption "sound on", steam rising.',
          },
          {
            title: 'When your mind drifts',
            text: 'Noticed you drifted? Next plate = fresh start',
            voiceover: 'When your mind drifts to your to-do list, that is fine. Every new plate is a fresh chance to come back.',
            visuals: 'You glancing away, then refocusing as you pick up the next plate, caption "next plate, fresh start".',
          },
          {
            title: 'Your chore',
            text: 'What chore quiets your brain?',
            voiceover: 'Comment the chore that quietly calms you down. Folding laundry people, I see you.',
            visuals: 'Drying the last plate, turning to camera with a tea towel over the shoulder.',
          },
        ],
        why_it_works:
          "Confirms the commenter's hunch that dishwashing can be a meditation, which feels validating • The POV, sensory format is soothing to watch and gets rewatched • Works for people who dislike formal sitting practice • The chore question invites funny, relatable comments",
      },
      source: {
        comment: 'honestly the only time my brain is quiet is when i wash dishes, is that a form of meditation??',
        commentAuthor: '@dishsoap.diaries',
        commentLikes: 3508,
        videoTitle: 'Mindfulness is not what you think it is',
        videoCreator: '@the.present.tense',
        videoViews: 1_090_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'meditation',
    A: {
      title: "You don't need to sit cross-legged to meditate",
      content: {
        hooks: [
          'Numb legs are not a sign of a deep meditation. Use a chair.',
          'I forced myself into cross-legged meditation for a year. My knees were not impressed.',
          'Four meditation positions, ranked for people whose legs fall asleep.',
        ],
        sections: [
          {
            title: 'The only rule',
            text: 'Alert + comfortable • that is the whole posture guide',
            voiceover:
              'The goal of meditation posture is simple: alert enough not to doze off, comfortable enough not to fidget. Your legs can do whatever they need.',
            visuals: "Caption 'ALERT + COMFORTABLE' over a shot of you shifting from a stiff pose into a relaxed one.",
          },
          {
            title: 'Chair',
            text: 'Feet flat • back upright or lightly supported • hands on thighs',
            voiceover:
              'Chair: feet flat on the floor, back upright or lightly supported, hands resting on your thighs. Totally valid, not cheating.',
            visuals: 'Side-on shot of you in a kitchen chair, arrows showing feet flat and a tall spine.',
          },
          {
            title: 'Cushion or kneeling',
            text: 'Hips higher than knees → less numbness',
            voiceover:
              'On the floor? Sit on a firm cushion or a folded blanket so your hips are higher than your knees. That alone helps a lot of people avoid pins and needles.',
            visuals: 'Folded blanket stacked under your hips, side-by-side comparison of knees up versus knees down.',
          },
          {
            title: 'Lying down',
            text: 'Great for body scans • risk: falling asleep',
            voiceover: 'Lying down works too, especially for body scans. Just know you might fall asleep, so try it earlier in the day.',
            visuals: 'Overhead shot lying on a yoga mat, eyes closed, then a cheeky cut to you snoring.',
          },
          {
            title: 'Your setup',
            text: 'Chair, cushion or floor: what works for your body?',
            voiceover: 'Comment what position works for your body. No wrong answers, just comfy ones.',
            visuals: 'Quick montage of the three positions, ending on you in the chair smiling at camera.',
          },
        ],
        why_it_works:
          'Gives the commenter permission to use a chair, which many beginners secretly need • Practical, body-inclusive advice broadens the audience • Side-by-side posture shots work with the sound off • The cheeky sleep moment adds humor and rewatch value',
      },
      source: {
        comment: 'i sit cross legged for 10 minutes and my legs go completely numb. is it cheating to use a chair lol',
        commentAuthor: '@pinsandneedles.pat',
        commentLikes: 2640,
        videoTitle: 'How I finally built a daily meditation habit',
        videoCreator: '@breathe.with.bo',
        videoViews: 1_380_000,
        platform: 'youtube',
      },
    },
    B: {
      title: "Walking meditation for people who can't sit still",
      content: {
        hooks: [
          "If sitting still feels impossible, don't sit. Walk.",
          'Sitting meditation made me want to crawl out of my skin. Walking meditation did not.',
          'Ten slow steps. That is the whole practice. Want to try it?',
        ],
        sections: [
          {
            title: 'Find a short path',
            text: '10-15 steps • hallway, garden, quiet park',
            voiceover:
              'Find a short path of ten to fifteen steps: a hallway, a garden, a quiet corner of a park. You will walk it back and forth.',
            visuals: 'Wide shot of a hallway or garden path, you standing at one end.',
          },
          {
            title: 'Slow it down',
            text: 'Lift → move → place • feel each part of the step',
            voiceover:
              'Walk much slower than normal. Feel the foot lift, move and place. Some people quietly note "lifting, moving, placing" in their head.',
            visuals: 'Slow-motion close-up of bare feet or socks on a wooden floor, captions "lift", "move", "place".',
          },
          {
            title: 'Turn with attention',
            text: 'End of the path → pause → turn slowly → begin again',
            voiceover: 'At the end of your path, pause, turn around slowly and start again. The turn is part of the practice.',
            visuals: 'You pausing at the end of the hall, a slow deliberate turn.',
          },
          {
            title: 'Drifting is fine',
            text: 'Mind wandered? Come back to the soles of your feet',
            voiceover: 'When your mind wanders, bring it back to the soles of your feet. Five minutes is plenty to start.',
            visuals: 'Timer showing 5:00, then a gentle overhead shot of you walking.',
          },
          {
            title: 'Try it',
            text: 'Try 5 minutes today and tell me how it felt',
            voiceover: 'Try it for five minutes today, then come back and tell me if moving made it easier than sitting.',
            visuals: 'Talk to camera in the garden, pointing down at the comments.',
          },
        ],
        why_it_works:
          'Offers a real alternative to the commenter who finds sitting still unbearable • Slow-motion footsteps are calming and satisfying to watch • The "lift, move, place" captions make it easy to follow without audio • Asking how it felt invites experience comments that become testimonials and follow-ups',
      },
      source: {
        comment: 'sitting still for meditation is actual torture for me, any alternatives for people who need to move?',
        commentAuthor: '@restless.river',
        commentLikes: 4127,
        videoTitle: 'Meditation for beginners: everything I wish I knew',
        videoCreator: '@calmcorner.daily',
        videoViews: 2_030_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'journaling',
    A: {
      title: 'Why your gratitude list feels fake (and the fix)',
      content: {
        hooks: [
          'Writing "family, health, coffee" every night is not gratitude journaling. It is a checklist.',
          'I wrote the same three things every night for a month and felt nothing. Then I changed one word.',
          'Three tweaks that make gratitude journaling feel real again.',
        ],
        sections: [
          {
            title: 'The problem',
            text: 'Same 3 things every day → autopilot',
            voiceover: 'When you write the same three things every day, your brain goes on autopilot. The words stop meaning anything.',
            visuals: 'Flipping through journal pages that all say "family, health, coffee", caption "autopilot".',
          },
          {
            title: 'Get specific',
            text: "'Coffee' → 'the first warm sip while the house was still quiet'",
            voiceover:
              "Fix one: get specific. Not 'coffee', but 'the first warm sip while the house was still quiet'. Details make you actually relive it.",
            visuals: 'Crossing out "coffee" and writing the long version, close-up of the handwriting.',
          },
          {
            title: 'Add a "because"',
            text: "I'm grateful for ___ because ___",
            voiceover: "Fix two: add 'because'. Why did that thing matter today? That one word turns a list into reflection.",
            visuals: 'Highlighter sweeping over the word "because" on the page.',
          },
          {
            title: 'Rotate categories',
            text: 'Mon: a person • Tue: a place • Wed: my body • Thu: something I learned…',
            voiceover:
              'Fix three: rotate categories. A person on Monday, a place on Tuesday, something your body did on Wednesday. It keeps you looking for new things.',
            visuals: 'A small weekly category list written on a sticky note and pressed inside the journal cover.',
          },
          {
            title: 'Share one',
            text: 'Write one specific thing from today in the comments',
            voiceover: 'Try it right now: comment one specific thing from today, with the because.',
            visuals: 'Talk to camera holding the journal open, caption "be specific".',
          },
        ],
        why_it_works:
          'Names the robotic feeling the commenter described and gives it a clear cause • Before/after examples on the page make the fix obvious in seconds • The rotating category list is a screenshot-worthy tool • Asking for a specific gratitude in the comments creates a warm, shareable thread',
      },
      source: {
        comment:
          "been writing 3 things i'm grateful for every night and it feels so robotic now. literally the same 3 things every day lol",
        commentAuthor: '@thankful.ish',
        commentLikes: 3960,
        videoTitle: 'The 2-minute habit that changed my mood',
        videoCreator: '@goodnotes.grace',
        videoViews: 1_720_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'How to do gratitude journaling on a bad day',
      content: {
        hooks: [
          'Gratitude journaling should never mean pretending you are fine.',
          'On my worst week, a gratitude list felt like gaslighting myself. So I changed the format.',
          'Is it possible to be grateful and still be having a terrible time? Yes, and here is how to write it.',
        ],
        sections: [
          {
            title: 'Name it first',
            text: 'Start with what is hard • no silver linings yet',
            voiceover: 'On a hard day, start by writing what is actually hard. No silver linings, no fixing. Just name it.',
            visuals: 'Journal page with the heading "what is hard today", pen writing slowly, rainy window in the background.',
          },
          {
            title: 'The "and" sentence',
            text: "'This week is hard AND my friend checked in on me'",
            voiceover: "Then use 'and', not 'but'. 'This week is hard, and my friend checked in on me.' Both things get to be true.",
            visuals: 'The word "but" crossed out and replaced with "and", close-up.',
          },
          {
            title: 'Go tiny',
            text: 'Warm shower • a song • clean sheets • that counts',
            voiceover: 'Keep the gratitude tiny. A warm shower, one good song, clean sheets. Small is allowed on big days.',
            visuals: 'Soft b-roll: steam from a shower, headphones on a pillow, fresh sheets.',
          },
          {
            title: 'When it is more than a bad day',
            text: 'Struggling for weeks? Talk to someone you trust or a professional',
            voiceover:
              'And if the hard days are stacking up for weeks, journaling is not enough on its own. Reach out to someone you trust or a mental health professional.',
            visuals: "Calm talk to camera, caption 'journaling supports, it doesn't replace support'.",
          },
          {
            title: 'Check in',
            text: 'Drop a 🤍 if today was a hard one',
            voiceover: "If today was a hard one, drop a heart in the comments. You don't have to explain.",
            visuals: 'Closing the journal gently, a small nod to camera.',
          },
        ],
        why_it_works:
          "Takes the commenter's frustration seriously instead of pushing more positivity • The 'and, not but' sentence is simple, memorable and shareable • Includes a clear, caring line about seeking support, which builds trust • The low-effort heart comment lets viewers engage without oversharing",
      },
      source: {
        comment: "gratitude journaling when you're genuinely going through it feels kind of gaslighty ngl",
        commentAuthor: '@honest.hannah.j',
        commentLikes: 5873,
        videoTitle: 'Gratitude journaling changed my life (not clickbait)',
        videoCreator: '@brightside.pages',
        videoViews: 2_210_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'tarot-astrology',
    A: {
      title: 'Sun, moon and rising explained in 60 seconds',
      content: {
        hooks: [
          'Your sun sign is only one third of your "big three". Here are the other two.',
          'Everyone kept asking for my big three and I only knew my sun sign. Embarrassing. Fixed it in 5 minutes.',
          'Why do people ask for your sun, moon AND rising? Sixty seconds, here we go.',
        ],
        sections: [
          {
            title: 'What you need',
            text: 'Birth date • birth time (as exact as possible) • birth place',
            voiceover:
              'To find your big three, you need your birth date, birth place and, ideally, your birth time. Rising signs change roughly every two hours, so the time matters.',
            visuals: 'Hands holding a baby photo or birth record (details blurred), then typing into a chart calculator on a phone.',
          },
          {
            title: 'Sun',
            text: 'Sun = core self • what energizes you',
            voiceover:
              'In astrology, your sun sign describes your core self: what energizes you and how you like to shine. It is the one most people already know.',
            visuals: 'A sun icon on screen, cut to you stepping into a patch of sunlight.',
          },
          {
            title: 'Moon',
            text: 'Moon = emotional world • what helps you feel safe',
            voiceover:
              'Your moon sign is about your inner emotional world: how you process feelings and what helps you feel safe and cared for.',
            visuals: 'A moon icon, cut to a cozy blanket-and-tea shot at night.',
          },
          {
            title: 'Rising',
            text: 'Rising = first impression • how you approach new things',
            voiceover:
              'Your rising sign is often described as your first impression: how you come across and how you approach new situations. Many people say it explains why their sun sign never felt like a fit.',
            visuals: 'A sunrise over a horizon, then you doing a friendly wave at a door like meeting someone new.',
          },
          {
            title: 'Share your big three',
            text: 'Comment your sun, moon and rising',
            voiceover: 'Treat it as a lens for reflection, not a rulebook. Now comment your big three and I will pick a few to talk about.',
            visuals: 'Your own big three written on a card, held up to camera.',
          },
        ],
        why_it_works:
          'Answers the commenter who only knows their sun sign, a huge beginner audience • The birth time detail is a small "aha" that makes people go check right away • Each placement gets one icon and one line, so it works muted and is easy to screenshot • "Comment your big three" is one of the highest-volume comment prompts in astrology content',
      },
      source: {
        comment: 'everyone keeps asking my big 3 and i only know my sun sign 😭 what are the other two even',
        commentAuthor: '@virgo.vibes.only',
        commentLikes: 8125,
        videoTitle: 'Guessing your big three from your comment',
        videoCreator: '@chartedhearts',
        videoViews: 4_360_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Your birth chart as journal prompts, not predictions',
      content: {
        hooks: [
          "You don't have to 'believe' in astrology to get something useful out of your birth chart.",
          'I was a total skeptic until I started using my chart as a set of journal prompts.',
          'Three reflective questions hiding in your big three.',
        ],
        sections: [
          {
            title: 'Mirror, not map',
            text: 'Use the chart to ask questions • not to predict your future',
            voiceover:
              'Here is a skeptic-friendly way in: use your chart as a mirror, not a map. It is a set of questions to reflect on, not a prediction about your life.',
            visuals: 'A printed birth chart wheel on a desk next to an open journal and a pen.',
          },
          {
            title: 'Sun prompt',
            text: 'Where do I feel most like myself lately?',
            voiceover: 'Sun prompt: where do I feel most like myself lately, and where do I feel like I am performing?',
            visuals: 'The question handwritten under a little sun doodle, pen tapping the page.',
          },
          {
            title: 'Moon prompt',
            text: 'What do I need to feel safe • am I giving myself that?',
            voiceover: 'Moon prompt: what do I need to feel emotionally safe, and am I actually giving myself that?',
            visuals: 'Under a moon doodle, you writing slowly, lamp light, evening mood.',
          },
          {
            title: 'Rising prompt',
            text: 'How do I want to show up this month?',
            voiceover: 'Rising prompt: how do I want to show up for new people and new situations this month?',
            visuals: 'Under a sunrise doodle, a short answer appears in time-lapse.',
          },
          {
            title: 'Tell me',
            text: 'Skeptic or believer: does this way work for you?',
            voiceover: 'Skeptic or believer, comment which prompt hit hardest for you. Everyone is welcome here.',
            visuals: 'Talk to camera, the journal open to all three prompts.',
          },
        ],
        why_it_works:
          'Welcomes the skeptical commenter instead of arguing with them, which widens the audience • Turns astrology into a practical journaling tool with three ready-to-use prompts • The handwritten doodles are visually cozy and easy to follow without sound • "Skeptic or believer" invites friendly debate in the comments',
      },
      source: {
        comment: "i don't really 'believe' in astrology but reading my chart actually helps me reflect?? is that weird",
        commentAuthor: '@rationalmystic',
        commentLikes: 2378,
        videoTitle: 'Reading my birth chart live for the first time',
        videoCreator: '@northnode.notes',
        videoViews: 860_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'rituals',
    A: {
      title: 'Build a tiny altar on a single shelf',
      content: {
        hooks: [
          "You don't need a spare room for a sacred space. You need one shelf.",
          'My first altar was a shoebox lid on top of my dresser. It still counts.',
          'Five things that turn any small surface into a sacred space.',
        ],
        sections: [
          {
            title: 'Pick the spot',
            text: 'One shelf, windowsill or corner of a dresser • somewhere you see daily',
            voiceover:
              'Pick one small spot you see every day: a shelf, a windowsill, the corner of your dresser. Visibility matters more than size.',
            visuals: 'Pan across a small apartment, stopping on an empty shelf, caption "this is enough".',
          },
          {
            title: 'Something from nature',
            text: 'A stone, a leaf, a small plant, a shell',
            voiceover: 'Start with something from nature: a stone from a walk, a small plant, a shell. It grounds the space.',
            visuals: 'Hand placing a smooth stone and a tiny potted plant on the shelf.',
          },
          {
            title: 'Light and meaning',
            text: 'A light source • one object that means something to you',
            voiceover:
              'Add a light source, like a candle or a small lamp, and one object that means something to you. A photo, a letter, a gift from someone you love.',
            visuals: 'An LED candle flicking on, then a framed photo being set beside it.',
          },
          {
            title: 'A senses item and a notebook',
            text: 'Scent, sound or texture • a small notebook for intentions',
            voiceover:
              'Finish with something for the senses, like dried lavender or a little bell, and a small notebook. Refresh it whenever it starts to feel like decoration.',
            visuals: 'Dried lavender sprig, a tiny bell ringing, a pocket notebook tucked at the side.',
          },
          {
            title: 'Show me yours',
            text: 'What is on your altar, or what would you put there?',
            voiceover: "Comment one thing on your altar, or one thing you would put there. I love seeing how different everyone's looks.",
            visuals: 'Finished shelf in soft light, slow push-in, then you stepping into frame.',
          },
        ],
        why_it_works:
          'Answers the small-space problem in the comment with a setup that fits anywhere • The shelf transformation is a satisfying mini before/after • Inclusive: no specific tradition or expensive items required • "What is on your altar?" invites personal, story-rich comments',
      },
      source: {
        comment: 'i live in a tiny studio, how do i make a sacred space with literally zero room 😩',
        commentAuthor: '@studio.soul.sam',
        commentLikes: 3045,
        videoTitle: 'Touring my meditation room',
        videoCreator: '@templeofthehome',
        videoViews: 1_250_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'A dorm-safe ritual kit with no open flames',
      content: {
        hooks: [
          "No candles, no incense allowed? Your rituals don't need fire.",
          'My dorm banned candles, so I built a whole ritual kit that fits in a shoebox.',
          'Everything in this box is flame-free, rule-friendly and roommate-approved.',
        ],
        sections: [
          {
            title: 'Respect the rules',
            text: 'No open flames where they are banned • safety first',
            voiceover:
              'First, follow your housing rules. Open flames are banned in a lot of dorms and rentals for real safety reasons, and your ritual can work without them.',
            visuals: 'A shoebox on a dorm bed, lid off, caption "flame-free kit".',
          },
          {
            title: 'Light without fire',
            text: 'LED candle or fairy lights',
            voiceover:
              'For light, use an LED candle or a string of fairy lights. Switching it on can become your signal that the ritual has started.',
            visuals: 'LED candle switched on in a dark room, soft glow on your hands.',
          },
          {
            title: 'Scent without smoke',
            text: 'Herbal tea • dried flowers • a drop of essential oil on a cotton pad (if allowed)',
            voiceover:
              'For scent without smoke, brew a herbal tea, keep dried flowers, or put a drop of essential oil on a cotton pad if your building allows it.',
            visuals: 'Steam rising from a mug, dried flowers in a tiny jar, a cotton pad being tucked into the box.',
          },
          {
            title: 'Sound and words',
            text: 'Small bell or a chime sound • a card with your intention',
            voiceover:
              'For sound, a small bell or a chime track works. Add an index card with your intention or a few words you want to repeat.',
            visuals: 'A tiny bell ringing, then an index card written and propped against the mug.',
          },
          {
            title: 'Your kit',
            text: 'What would you add to a flame-free kit?',
            voiceover: 'Comment what you would add to a flame-free kit, and I will make a part two with your ideas.',
            visuals: 'Packing everything back into the box and sliding it under the bed.',
          },
        ],
        why_it_works:
          'Solves the real constraint in the comment instead of ignoring it • Safety-first framing builds trust with students, renters and parents • The pack-and-unpack shoebox format is satisfying and very saveable • Crowdsourcing additions creates an easy part two',
      },
      source: {
        comment: "my dorm doesn't allow candles or incense, how am i supposed to do any rituals 😩",
        commentAuthor: '@dormroom.witchling',
        commentLikes: 1764,
        videoTitle: 'My Sunday reset ritual (candles, tea and tarot)',
        videoCreator: '@ritualsbyrowan',
        videoViews: 640_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'mindfulness',
    A: {
      title: 'The first 10 minutes of your day, phone-free',
      content: {
        hooks: [
          'The first thing you look at every morning sets the tone. Is it your phone?',
          'I used to scroll in bed for 40 minutes and feel drained before 8am. I changed just the first ten minutes.',
          'Try this for one week: no phone for the first 10 minutes after you wake up.',
        ],
        sections: [
          {
            title: 'Move the phone',
            text: 'Charge it across the room • use a simple alarm clock if you can',
            voiceover:
              'Step one happens the night before: charge your phone across the room, or use a simple alarm clock, so it is not the first thing in your hand.',
            visuals: 'Phone plugged in on a dresser across the room, a basic alarm clock on the nightstand.',
          },
          {
            title: 'Water and window',
            text: 'Glass of water • open the curtains • 3 slow breaths',
            voiceover: 'When you wake up, drink a glass of water, open the curtains and take three slow breaths at the window.',
            visuals: 'Curtains pulled open to morning light, a glass of water, your shoulders dropping on the exhale.',
          },
          {
            title: 'One line',
            text: 'Write one line: how do I want today to feel?',
            voiceover: 'Then write one line in a notebook: how do I want today to feel? Just one word or sentence.',
            visuals: "Notebook on the kitchen counter, handwriting 'steady' in big letters.",
          },
          {
            title: 'Then the phone',
            text: 'After 10 minutes → phone, on purpose',
            voiceover:
              'After that, pick up your phone, on purpose instead of on reflex. Ten minutes is small, but it changes who is in charge.',
            visuals: 'You walking across the room, unplugging the phone calmly, caption "on purpose".',
          },
          {
            title: 'Week challenge',
            text: 'Doing the 7-day challenge? Comment "day 1"',
            voiceover: 'Doing this for a week with me? Comment "day one" and check back in here every morning.',
            visuals: 'Talk to camera in pajamas with a mug, holding up seven fingers.',
          },
        ],
        why_it_works:
          'Mirrors the exact morning routine the commenter confessed to, so it feels personal • Three tiny steps make change feel doable rather than preachy • The challenge format drives daily check-in comments and return visits • Morning-light visuals are calm and aspirational, which is great for saves',
      },
      source: {
        comment: 'the first thing i do every morning is scroll for like 40 minutes and then i feel awful by 8am',
        commentAuthor: '@latte.and.lament',
        commentLikes: 10_480,
        videoTitle: 'My slow morning routine as an introvert',
        videoCreator: '@softsunrise.co',
        videoViews: 5_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '3 questions to ask before you open any app',
      content: {
        hooks: [
          "You don't have to quit social media. You just have to open it on purpose.",
          'I asked myself three questions before every scroll for a week, and I opened apps way less.',
          'Why do you feel worse after scrolling? It might be how you open the app.',
        ],
        sections: [
          {
            title: 'Question 1',
            text: 'Why am I opening this right now?',
            voiceover:
              'Before you tap the app, ask: why am I opening this right now? Boredom, habit, avoiding something, or a real reason?',
            visuals: 'Thumb hovering over a blurred app icon, freeze-frame, question appears on screen.',
          },
          {
            title: 'Question 2',
            text: 'How do I feel right now?',
            voiceover: 'Two: how do I feel right now? Tired, anxious, lonely? Naming it takes two seconds and often changes the choice.',
            visuals: 'Close-up of your face in the phone reflection, a feelings word typed on screen.',
          },
          {
            title: 'Question 3',
            text: 'How do I want to feel when I close it?',
            voiceover: 'Three: how do I want to feel when I close it? If the honest answer is "worse", maybe put the kettle on instead.',
            visuals: 'Phone placed face-down, a kettle clicking on.',
          },
          {
            title: 'Set a reminder',
            text: 'Lock screen wallpaper: WHY? • or a sticky note on the phone case',
            voiceover: 'To actually remember, make your lock screen say "why?" or put a tiny sticky note on your phone case.',
            visuals: 'Lock screen with the single word "why?", then a sticky note on a phone case.',
          },
          {
            title: 'Report back',
            text: 'Try it today • tell me which question stopped you',
            voiceover: 'Try it for a day and comment which question stopped you most often. Mine is always number one.',
            visuals: 'Talk to camera, phone in hand, smiling.',
          },
        ],
        why_it_works:
          "Respects the commenter's choice to stay on social media while giving them a real tool • The freeze-frame before tapping is a strong visual pattern-interrupt • The lock screen tip is a tiny action people can do immediately • Asking which question stopped them invites honest, relatable replies",
      },
      source: {
        comment: "i don't want to quit social media, i just want to stop feeling gross after every scroll session",
        commentAuthor: '@mindful.millie_',
        commentLikes: 4470,
        videoTitle: 'I deleted social media for 30 days',
        videoCreator: '@offline.era',
        videoViews: 2_680_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'meditation',
    A: {
      title: 'Box breathing, step by step',
      content: {
        hooks: [
          'Four counts, four sides, one square. That is box breathing.',
          'Someone told me to "just try box breathing" and never explained how. So here it is.',
          'Trace a square with your finger. Now breathe along with it.',
        ],
        sections: [
          {
            title: 'The square',
            text: 'In 4 → hold 4 → out 4 → hold 4',
            voiceover: 'Box breathing has four equal sides: breathe in for four, hold for four, breathe out for four, hold for four.',
            visuals: 'A square drawn on a whiteboard or in the air, each side labelled with its step.',
          },
          {
            title: 'Trace it',
            text: 'Trace a square on your leg or a window while you count',
            voiceover:
              'Trace a square with your finger on your leg, a table or a window. It gives your hands and eyes something to follow.',
            visuals: 'Finger tracing a square on a foggy window, slow and steady.',
          },
          {
            title: 'Do 4 rounds together',
            text: 'Follow the dot: 4 rounds, about 1 minute',
            voiceover: "Let's do four rounds together. Follow the dot around the square with me. In, hold, out, hold.",
            visuals: 'On-screen animated dot moving around a square with a 4-count, you breathing along on camera.',
          },
          {
            title: 'Make it comfortable',
            text: 'Too long? Try 3 counts • dizzy? breathe normally',
            voiceover:
              'If four counts feels like too much, use three. And if you ever feel lightheaded, stop and go back to breathing normally. Comfort beats perfection.',
            visuals: 'Caption card with the two adjustments, you sitting relaxed in a chair.',
          },
          {
            title: 'When will you use it?',
            text: 'Comment when you will try this: before a meeting, in traffic, at bedtime?',
            voiceover:
              'Many people like it before a stressful moment. Comment when you are going to try it: before a meeting, in traffic or at bedtime?',
            visuals: 'Quick cuts of three scenarios, ending on talk to camera.',
          },
        ],
        why_it_works:
          'Finally explains what the commenter was told to do but never shown • The follow-along dot turns the video into a tool people replay in the moment they need it • Clear comfort and stop cues keep the advice safe and inclusive • Asking when they will use it invites specific, relatable comments',
      },
      source: {
        comment: 'my therapist told me to try box breathing when i get stressed but i have no idea how to actually do it lol',
        commentAuthor: '@deadlinedana',
        commentLikes: 6290,
        videoTitle: 'Things that calm me down during a hectic workday',
        videoCreator: '@deskside.zen',
        videoViews: 1_930_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Gentle vs intense breathwork: know the difference',
      content: {
        hooks: [
          'Not all breathwork is the same, and the intense kind is not where beginners should start.',
          'My first breathwork class left my hands tingling and my head spinning. Nobody warned me.',
          'Tingly and dizzy after breathwork? Here is what is usually going on.',
        ],
        sections: [
          {
            title: 'Two very different things',
            text: 'Gentle: slow, long exhales • Intense: fast, forceful, long sessions',
            voiceover:
              'Gentle breathwork is slow, with long exhales. Intense styles use fast, forceful breathing for long stretches, and they can feel very different in your body.',
            visuals: 'Split screen: calm slow breathing on one side, fast energetic breathing in a class setting on the other.',
          },
          {
            title: 'Why you felt tingly',
            text: 'Fast breathing can cause tingling and lightheadedness • slow down or stop',
            voiceover:
              'Breathing fast and deep for a while can leave some people tingly or lightheaded. It is commonly reported, but it is a sign to slow down, not push through.',
            visuals: "Close-up of hands opening and closing, caption 'slow down, don't push through'.",
          },
          {
            title: 'Check first if…',
            text: 'Pregnant • heart, lung or seizure conditions • history of panic attacks → ask a doctor first',
            voiceover:
              'I am not a doctor. If you are pregnant, have a heart, lung or seizure condition, or a history of panic attacks, check with a doctor before trying intense breathwork.',
            visuals: 'Calm talk to camera with the list on screen, serious but warm tone.',
          },
          {
            title: 'Where to start instead',
            text: 'Breathe in for 4 → out for 6 • sitting or lying down • 2-3 minutes',
            voiceover: 'A gentler place to start: breathe in for four, out for six, sitting or lying down, for two or three minutes.',
            visuals: 'You lying on a mat, hand on belly, on-screen counter "in 4, out 6".',
          },
          {
            title: 'Your experience',
            text: 'What did your first breathwork class feel like?',
            voiceover:
              'Comment what your first breathwork experience felt like. I want other beginners to know what is normal to ask about.',
            visuals: 'Sitting up on the mat, looking into camera.',
          },
        ],
        why_it_works:
          'Responds to a genuine safety question in the comment with calm, hedged guidance • The gentle vs intense split is a clear comparison people can screenshot • Including "check with a doctor" lines builds credibility and protects viewers • Story-based comments from other beginners create a supportive thread',
      },
      source: {
        comment: 'tried my first breathwork class and my hands went super tingly and i got dizzy, is that normal??',
        commentAuthor: '@first.timer.fern',
        commentLikes: 3812,
        videoTitle: 'I tried a 60-minute breathwork session',
        videoCreator: '@breathandbloom',
        videoViews: 1_470_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'rituals',
    A: {
      title: 'Before you buy white sage, watch this',
      content: {
        hooks: [
          'That bundle of white sage in the gift shop has a story most buyers never hear.',
          'I bought white sage for years without knowing whose practice I was borrowing.',
          'Want to clear the energy of your space? Here are four ways that respect other cultures.',
        ],
        sections: [
          {
            title: 'The context',
            text: 'Smudging is a sacred ceremony for many Indigenous nations • wild white sage is often overharvested',
            voiceover:
              'Smudging is a sacred ceremony for many Indigenous peoples, and many Indigenous voices have asked non-Native people not to copy it. Wild white sage is also frequently overharvested for the mass market.',
            visuals: 'Calm talk to camera in a plain room, caption "context, not shame".',
          },
          {
            title: 'Fresh air and a reset',
            text: 'Open every window • sweep or wipe surfaces • say your intention',
            voiceover:
              'Option one: open every window, sweep or wipe down surfaces and say out loud what you are clearing. A physical reset with intention is a ritual too.',
            visuals: 'Windows swinging open, a broom across the floor, curtains moving in the breeze.',
          },
          {
            title: 'Sound',
            text: 'Ring a bell • clap in each corner • play a song that feels like a fresh start',
            voiceover:
              'Option two: sound. Ring a small bell or clap in each corner of the room, or play one song that feels like a fresh start.',
            visuals: 'Hands clapping in a room corner, a small bell ringing in a doorway.',
          },
          {
            title: 'A kitchen simmer pot',
            text: 'Rosemary • citrus peel • cinnamon • water on low heat (never unattended)',
            voiceover:
              'Option three: a simmer pot. Rosemary, citrus peel and cinnamon in water on low heat fill the home with scent. Just never leave it unattended.',
            visuals: 'Overhead shot of a pot with rosemary sprigs and orange slices, steam rising.',
          },
          {
            title: 'Your way',
            text: 'How do you reset the energy of your space?',
            voiceover: 'Comment how you reset your space, especially if it comes from your own family or culture. I would love to learn.',
            visuals: 'Sitting in the freshly aired room with a cup of tea, looking at camera.',
          },
        ],
        why_it_works:
          "Gives the commenter a respectful answer plus practical alternatives, not just a 'don't' • Context without shaming keeps viewers open instead of defensive • Three filmable alternatives turn the video into a saveable how-to • Inviting viewers to share their own heritage practices builds a respectful, curious comment section",
      },
      source: {
        comment: 'just found out white sage might be a closed practice?? what do i use instead to cleanse my apartment',
        commentAuthor: '@cleanslate.cass',
        commentLikes: 7215,
        videoTitle: 'How I cleanse the energy in my new apartment',
        videoCreator: '@homeandhalo',
        videoViews: 2_390_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Build a spiritual practice from your own roots',
      content: {
        hooks: [
          'Feel like every spiritual practice belongs to a culture that is not yours? Start closer to home.',
          "I went looking for rituals online and found the best ones at my grandmother's kitchen table.",
          'Four places to look for spiritual practices that are genuinely yours.',
        ],
        sections: [
          {
            title: 'Ask your family',
            text: 'Holiday foods • blessings • superstitions • how they mourned and celebrated',
            voiceover:
              'Start by asking your family. What did they eat on special days, what blessings or superstitions did they have, how did they mark births and losses?',
            visuals: 'Phone call with a grandparent on speaker, you taking notes at a kitchen table.',
          },
          {
            title: 'Research your heritage',
            text: 'Folk customs • seasonal festivals • traditional songs and crafts',
            voiceover:
              'Then research the folk customs and seasonal festivals from where your family comes from. Many have lovely, simple rituals around harvests, solstices and ancestors.',
            visuals: 'Library books and a laptop side by side, a map with a few places circled.',
          },
          {
            title: 'Universal practices',
            text: 'Breath • gratitude • time in nature • silence • service',
            voiceover:
              'And some practices show up across almost every culture: mindful breathing, gratitude, time in nature, silence and helping others. Those belong to everyone.',
            visuals: 'Montage: a forest walk, a quiet moment with eyes closed, hands planting in a community garden.',
          },
          {
            title: 'Learning from others, respectfully',
            text: 'Learn from people inside the tradition • credit your sources • ask before you borrow',
            voiceover:
              'Drawn to another tradition? Learn from people inside it, credit where things come from and respect the practices they keep private.',
            visuals: 'You listening at a community event or online class, notebook open.',
          },
          {
            title: 'Share a tradition',
            text: 'Comment one tradition from your family',
            voiceover: 'Comment one small tradition from your family or culture. I think this comment section is going to be beautiful.',
            visuals: 'A family photo on a shelf, slow push-in, then talk to camera.',
          },
        ],
        why_it_works:
          "Answers the commenter's feeling of having 'no tradition' with concrete places to look • Inclusive framing welcomes viewers of every background and belief • Family interviews and heritage research are shareable, emotional content • Asking for family traditions produces rich, story-driven comments for future videos",
      },
      source: {
        comment: 'i feel like every spiritual practice i find belongs to some culture that isnt mine, where do i even start',
        commentAuthor: '@rootsandroutes',
        commentLikes: 3698,
        videoTitle: 'Why I stopped buying spiritual aesthetics',
        videoCreator: '@groundedgoddess.notes',
        videoViews: 1_140_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'journaling',
    A: {
      title: 'Gentle shadow work prompts for beginners',
      content: {
        hooks: [
          "Shadow work doesn't have to start with your deepest wound. Start with what annoys you.",
          'The first shadow work prompts I tried were so intense I quit. These ones I actually finished.',
          'Four beginner shadow work prompts that go deep without going too fast.',
        ],
        sections: [
          {
            title: 'What shadow work is',
            text: 'Noticing the parts of yourself you tend to hide, judge or ignore',
            voiceover:
              'Shadow work, a phrase borrowed from psychology, is noticing the parts of yourself you tend to hide, judge or ignore. You can start very gently.',
            visuals: 'Journal on a desk, lamp half-lighting the page, caption "start gentle".',
          },
          {
            title: 'Prompts 1 and 2',
            text: 'What trait in others irritates me most? • Where might I do a version of that?',
            voiceover:
              'Prompt one: what trait in other people irritates me most? Prompt two: where might I do a small version of that myself?',
            visuals: 'Prompts handwritten at the top of a page, pen pausing thoughtfully.',
          },
          {
            title: 'Prompts 3 and 4',
            text: 'Which compliment is hard for me to accept? • When did I last say yes but mean no?',
            voiceover:
              'Prompt three: which compliment is hard for me to accept, and why? Prompt four: when did I last say yes when I meant no?',
            visuals: 'Two more prompts added, close-up of the pen underlining "yes but mean no".',
          },
          {
            title: 'Set a container',
            text: '15-minute timer • one prompt per session • stop if it gets heavy',
            voiceover: 'Set a fifteen-minute timer, do one prompt per session and stop if it starts feeling heavy. Gentle is the point.',
            visuals: 'Phone timer set to 15:00, then the journal closing when it goes off.',
          },
          {
            title: 'Your pick',
            text: 'Which prompt are you starting with?',
            voiceover: 'Comment the number of the prompt you are starting with. No need to share your answer.',
            visuals: 'Four numbered cards on screen, you tapping one and smiling at camera.',
          },
        ],
        why_it_works:
          'Answers the commenter who found other prompts too intense with a gentler entry point • The "start with what annoys you" hook is surprising and relatable • The time-boxed container makes the practice feel safe and doable • Asking only for a prompt number lets people engage without oversharing',
      },
      source: {
        comment: 'everyone on here is doing shadow work but all the prompts i find are so intense, where do beginners actually start?',
        commentAuthor: '@gentle.gemma',
        commentLikes: 4583,
        videoTitle: '30 days of shadow work: what I learned',
        videoCreator: '@innerattic',
        videoViews: 2_060_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Shadow work is not therapy: how to do it safely',
      content: {
        hooks: [
          'If a journal prompt left you crying for two hours, you went too deep, too fast.',
          'My first shadow work session opened something I was not ready for. Here is what I do differently now.',
          'Shadow work is powerful. That is exactly why it needs a few safety rails.',
        ],
        sections: [
          {
            title: 'Big feelings can happen',
            text: 'Strong emotions can come up • that is a signal to slow down',
            voiceover:
              'Strong emotions can come up with reflective journaling, and that is human. But it is a sign to slow down, not to push harder.',
            visuals: 'Closed journal with a tissue box nearby, soft morning light, gentle music.',
          },
          {
            title: 'Pause signs',
            text: 'Feeling flooded • old trauma surfacing • trouble sleeping or functioning → pause',
            voiceover:
              'Pause if you feel flooded, if old trauma starts surfacing, or if it is affecting your sleep or daily life. Those are moments for support, not solo journaling.',
            visuals: 'A simple checklist on screen, you reading it calmly to camera.',
          },
          {
            title: 'Ground afterwards',
            text: '5 things you see • 4 you hear • 3 you feel • then a walk, water or a snack',
            voiceover:
              'After every session, ground yourself: name five things you can see, four you can hear, three you can feel. Then get water, a snack or a short walk.',
            visuals: 'Eyes moving around the room with numbered captions, then you stepping outside with a glass of water.',
          },
          {
            title: 'Get support',
            text: 'Journaling can support therapy • it does not replace it',
            voiceover:
              'Journaling can be a great companion to therapy, but it does not replace it. If something heavy comes up, a therapist or counselor can help you work through it safely.',
            visuals: 'Talk to camera, caption "companion, not replacement".',
          },
          {
            title: 'Your safety rails',
            text: 'What helps you come back down after a heavy session?',
            voiceover: "Comment what helps you come back down after a heavy journaling session. Let's build a list for each other.",
            visuals: 'A cozy blanket, a mug, and a pet or plant in frame as you sign off.',
          },
        ],
        why_it_works:
          "Takes the commenter's experience seriously and answers it with calm, responsible guidance • Clear 'pause' signs and a grounding routine make the video genuinely protective • Naming therapy as the right support builds trust and avoids overclaiming • Crowdsourcing coping ideas creates a caring, highly engaged comment thread",
      },
      source: {
        comment: 'did one shadow work prompt last night and ended up crying for 2 hours straight, is that supposed to happen?',
        commentAuthor: '@tender.tuesday',
        commentLikes: 5126,
        videoTitle: 'Shadow work prompts that changed my life',
        videoCreator: '@darkmoon.diary',
        videoViews: 3_240_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'mindfulness',
    A: {
      title: 'The 7-day tiny practice challenge',
      content: {
        hooks: [
          'You keep quitting because your practice is too big. Make it one minute.',
          'I started a meditation streak every January and quit by day four. Until I made it embarrassingly small.',
          'Seven days, one minute a day. Want to do it with me?',
        ],
        sections: [
          {
            title: 'Days 1 and 2',
            text: 'Day 1: 1 minute of breathing • Day 2: 1 minute of sounds',
            voiceover: 'Day one: one minute of noticing your breath. Day two: one minute of noticing sounds around you.',
            visuals: 'A calendar with seven boxes, the first two checked off with a marker.',
          },
          {
            title: 'Days 3 and 4',
            text: 'Day 3: mindful first sip • Day 4: 1-minute body scan, head to toes',
            voiceover:
              'Day three: drink your first sip of the day slowly and on purpose. Day four: a one-minute body scan from head to toes.',
            visuals: 'Slow-motion sip of tea, then you lying on the floor with eyes closed.',
          },
          {
            title: 'Days 5 and 6',
            text: 'Day 5: 10 mindful steps • Day 6: write 3 lines about today',
            voiceover: 'Day five: ten slow, mindful steps. Day six: write three lines about how today actually felt.',
            visuals: 'Feet walking slowly on a path, then a journal with three lines.',
          },
          {
            title: 'Day 7',
            text: 'Pick your favorite → keep just that one for next week',
            voiceover:
              'Day seven: look back and pick your favorite. That one becomes your practice for next week. Small and repeatable wins.',
            visuals: 'All seven boxes checked, you circling one with a red pen.',
          },
          {
            title: 'Join in',
            text: 'Comment "in" and check back each day',
            voiceover: 'Comment "in" if you are joining, and come back to tell me which day was your favorite.',
            visuals: 'Talk to camera, holding the printed calendar up.',
          },
        ],
        why_it_works:
          'Speaks directly to the serial quitter in the comment by shrinking the goal to one minute • A 7-day challenge gives people a reason to follow and return daily • Each day is a different practice, which doubles as a sampler for beginners • "Comment in" is an easy, high-volume prompt that builds community',
      },
      source: {
        comment: 'i start a meditation streak every january and quit by day 4 every single time lmao',
        commentAuthor: '@day4dropout',
        commentLikes: 12_370,
        videoTitle: 'What 365 days of meditation did to my brain',
        videoCreator: '@monkmode.maya',
        videoViews: 5_840_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Stack mindfulness onto habits you already have',
      content: {
        hooks: [
          "You don't forget to be mindful because you're lazy. You forget because nothing reminds you.",
          'I kept remembering to be mindful at 11pm in bed. Then I started attaching it to my coffee.',
          'Four everyday habits you can turn into mindfulness reminders, starting today.',
        ],
        sections: [
          {
            title: 'The formula',
            text: 'After I [existing habit], I will [tiny practice]',
            voiceover:
              'Habit stacking is simple: after I do something I already do every day, I will do one tiny practice. The old habit becomes the reminder.',
            visuals: 'The formula written on a whiteboard, your finger underlining each part.',
          },
          {
            title: 'Morning stacks',
            text: 'After coffee → 3 breaths • After brushing teeth → one intention',
            voiceover: 'After I pour my coffee, I take three slow breaths. After I brush my teeth, I say one intention for the day.',
            visuals: 'Coffee being poured, a visible exhale, then a toothbrush going into a cup and a quick mirror moment.',
          },
          {
            title: 'Daytime stacks',
            text: 'After I park or sit on the bus → 1 minute of stillness • After lunch → 10 mindful steps',
            voiceover: 'After I park the car or sit down on the bus, one minute of stillness. After lunch, ten slow, mindful steps.',
            visuals: 'Keys turning off in a parked car, hands in lap, then slow steps on a sidewalk.',
          },
          {
            title: 'If you miss',
            text: 'Missed a day? Never miss twice',
            voiceover: 'If you miss a day, no problem. Just try not to miss twice in a row. That rule alone keeps a lot of habits alive.',
            visuals: 'Habit tracker with one gap, then the next box firmly checked.',
          },
          {
            title: 'Your stack',
            text: 'Comment your stack: after I ___, I will ___',
            voiceover: 'Comment your own stack using the formula. Saying it publicly makes it a lot more likely to stick.',
            visuals: 'Talk to camera, formula still visible on the whiteboard behind you.',
          },
        ],
        why_it_works:
          "Answers the commenter's real problem, forgetting, with a memory system rather than more motivation • The fill-in-the-blank formula is easy to screenshot and repeat • Everyday settings (coffee, car, lunch) make it relatable to busy viewers • The formula comment prompt generates specific, copyable ideas for other viewers",
      },
      source: {
        comment: 'how do people actually REMEMBER to be mindful during the day?? i always forget until i am lying in bed',
        commentAuthor: '@forgetful.fiona',
        commentLikes: 2786,
        videoTitle: 'Mindful living: a day in my life',
        videoCreator: '@presentpace',
        videoViews: 910_000,
        platform: 'instagram',
      },
    },
  },
]);
