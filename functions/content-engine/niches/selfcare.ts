import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Self-Care: 14 days of ideas, variants A and B (habits, sleep, stress relief, boundaries and rest; no diagnosis). */
export const SELFCARE_IDEAS: readonly ContentIdea[] = dailyIdeas('selfcare', [
  {
    subNiche: 'daily-habits',
    A: {
      title: 'Self-care is mostly boring maintenance',
      content: {
        hooks: [
          "Self-care isn't a bubble bath. It's doing the dishes before you run out of forks.",
          "I bought every candle and face mask going and still felt like a mess. Here's what actually helped.",
          'What if the most self-caring thing you do this week is booking that overdue dentist appointment?',
        ],
        sections: [
          {
            title: 'Treats vs maintenance',
            text: 'Treats feel good today • Maintenance makes tomorrow easier',
            voiceover:
              'There are two kinds of self-care. Treats feel good right now. Maintenance is the boring stuff that makes tomorrow-you less stressed, and most of us skip it.',
            visuals:
              "Split screen: a candle and face mask labelled 'TREAT' on one side, a laundry basket and a calendar labelled 'MAINTENANCE' on the other.",
          },
          {
            title: 'The boring list',
            text: 'Clean sheets • Refill prescriptions • Open the scary mail • Book the overdue appointment • Clear one surface',
            voiceover:
              "Here's my boring list. Clean sheets. Refill your prescriptions before they run out. Open the mail you've been avoiding. Book the appointment you keep meaning to book.",
            visuals:
              'Quick cuts of each task being done in real time: sheets going on, a pile of envelopes opened, a phone call to book an appointment.',
          },
          {
            title: 'One a day, 15 minutes max',
            text: 'Pick ONE boring task a day • Set a 15-minute timer • Stop when it rings',
            voiceover:
              "Don't do the whole list at once. Pick one task a day, set a fifteen-minute timer, and stop when it rings. That's it.",
            visuals: 'A phone timer set to 15:00, then a time-lapse of one drawer being cleared out, ending on the timer going off.',
          },
          {
            title: 'Your most avoided task',
            text: 'Comment the boring task you keep putting off',
            voiceover:
              "Tell me the boring task you've been avoiding the longest. I'll pick the most common one and we'll do it together on camera.",
            visuals: 'Talk to camera on the couch next to an unopened pile of mail, then point down to the comments.',
          },
        ],
        why_it_works:
          'Answers the frustration in the comment: self-care content is all candles while real life is laundry • The treat-versus-maintenance split is a simple idea people repeat and share • One 15-minute task feels doable, so viewers act on it instead of just saving it • The closing question invites confessions, and those comments set up a do-it-together follow-up',
      },
      source: {
        comment: "self care content is always face masks and candles but my actual problem is i haven't done laundry in 2 weeks 😭",
        commentAuthor: '@laundrymountain.liv',
        commentLikes: 7412,
        videoTitle: 'My Sunday self-care routine 🕯️',
        videoCreator: '@slowsunday.sage',
        videoViews: 1_840_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The bare-minimum checklist for bad days',
      content: {
        hooks: [
          'On your worst days, self-care needs a floor, not a goal.',
          "When I'm running on empty, I do these five things and I call it a win.",
          'Five minutes. That is all this bad-day checklist asks of you.',
        ],
        sections: [
          {
            title: 'Lower the bar on purpose',
            text: 'A bad day is not a failed day • Set a floor, not a goal',
            voiceover:
              'The twelve-step routine is for good days. On bad days, you need a floor: the smallest version of looking after yourself that still counts.',
            visuals: 'Talk to camera from bed, hair messy, soft morning light, no makeup.',
          },
          {
            title: 'The floor',
            text: 'A glass of water • Something to eat • Meds if prescribed • Brush teeth or rinse face • Open a window',
            voiceover:
              "Here's mine. Drink a glass of water. Eat something, anything. Take your meds if you have them. Brush your teeth or just rinse your face. Open a window.",
            visuals:
              'Five quick handheld shots, each ticked off on a checklist graphic: glass of water, toast, pill organizer, toothbrush, window opening.',
          },
          {
            title: 'Write it on a good day',
            text: "Sticky note on the mirror • You won't remember it when you need it",
            voiceover:
              "Write your floor down on a good day and stick it somewhere you'll see it. On a bad day your brain won't come up with a plan, so give it one.",
            visuals: 'Writing the five items on a sticky note and pressing it onto the bathroom mirror.',
          },
          {
            title: 'If bad days keep stacking up',
            text: 'Feeling like this most days for 2+ weeks? Talk to a doctor or therapist',
            voiceover:
              "And if the bad days are turning into most days for a couple of weeks or more, that's a sign to talk to a doctor or a therapist. That's self-care too.",
            visuals: "Close-up of the sticky note, with a line added at the bottom: 'most days? call someone'.",
          },
          {
            title: 'Share your floor',
            text: "What's on your bare-minimum list?",
            voiceover: "What's the one thing on your bad-day list that always helps? Put it in the comments so someone else can borrow it.",
            visuals: 'Talk to camera, then point down toward the comment section.',
          },
        ],
        why_it_works:
          'Meets the commenter where they are: a day when a long routine is impossible • A five-item checklist is easy to screenshot and stick on a mirror • The gentle note on when to talk to a professional builds trust without diagnosing anyone • Comment-sharing of bad-day tips creates a supportive thread people come back to',
      },
      source: {
        comment: "what about self care for when you can barely get out of bed tho. i can't do a 12 step routine on those days",
        commentAuthor: '@lowbattery.lou',
        commentLikes: 9218,
        videoTitle: 'My 12-step everything shower routine',
        videoCreator: '@everythingshower.em',
        videoViews: 2_630_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'sleep',
    A: {
      title: 'Why you stay up late even when exhausted',
      content: {
        hooks: [
          "You're not bad at sleeping. You're taking back the time your day stole from you.",
          "It's 1 AM, I'm exhausted, and I'm still scrolling. Sound familiar?",
          "There's actually a name for staying up late when you know you shouldn't.",
        ],
        sections: [
          {
            title: 'It has a name',
            text: "Revenge bedtime procrastination = trading sleep for 'me time'",
            voiceover:
              "It's called revenge bedtime procrastination. When your day has no time that feels like yours, you take it back at night, and you pay for it with sleep.",
            visuals: 'Dark bedroom, face lit only by a phone screen, the clock on the nightstand showing 1:07.',
          },
          {
            title: 'Why willpower fails',
            text: 'The problem starts at 9 AM, not at midnight',
            voiceover:
              "That's why telling yourself to just go to bed doesn't work. The problem isn't midnight, it's a day with zero minutes that belong to you.",
            visuals: 'Fast montage of a packed calendar: work, errands, cooking, messages, with a red X over any free time.',
          },
          {
            title: 'Give yourself time earlier',
            text: "Block 20-30 min of 'mine' time before 9 PM • Make it something you actually want",
            voiceover:
              "So schedule it earlier. Twenty or thirty minutes before nine PM that are only for you: a show, a game, a bath. Something you'd actually stay up for.",
            visuals: "Calendar app: a block labelled 'MINE' added at 8:15 PM, then a cut to you on the couch with a show on.",
          },
          {
            title: "Set a 'last scroll' alarm",
            text: 'Alarm 45 min before bed • Phone charges outside the bed',
            voiceover:
              'Then set an alarm forty-five minutes before bed. When it goes off, the phone goes on the charger, across the room, not in bed with you.',
            visuals: 'Alarm labelled "last scroll" rings, phone placed on a charger on the dresser, lights dim.',
          },
          {
            title: 'Name your time thief',
            text: 'What keeps you up past bedtime?',
            voiceover:
              "What steals your sleep: scrolling, shows, games, or just lying there thinking? Comment yours and I'll tackle the top one.",
            visuals: 'Talk to camera in bed with the lamp on, pointing down to the comments.',
          },
        ],
        why_it_works:
          "Gives the commenter a name for what they're doing, which feels like instant relief and gets shared • Reframes it from a willpower failure to a scheduling problem, so viewers feel understood rather than judged • Two specific fixes they can try tonight make it worth saving • The 'time thief' question sorts the audience into follow-up topics",
      },
      source: {
        comment: "why do i stay up till 2am scrolling even when i'm dead tired. like i'm actively choosing to suffer",
        commentAuthor: '@nightowl.noor',
        commentLikes: 11_306,
        videoTitle: 'Things that changed my sleep in 30 days',
        videoCreator: '@sleepysundays',
        videoViews: 4_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "The 20-minute rule for nights you can't sleep",
      content: {
        hooks: [
          'Lying in bed trying harder to fall asleep usually makes it worse.',
          'I used to lie awake for hours staring at the ceiling. This one rule changed how I handle those nights.',
          "Can't sleep? Here's what sleep specialists often suggest instead of tossing and turning.",
        ],
        sections: [
          {
            title: "Don't fight it in bed",
            text: 'Awake for what feels like ~20 minutes? Get up',
            voiceover:
              "If you've been lying awake for what feels like twenty minutes, get up. Don't check the clock, just go with your gut. The goal is to stop your bed feeling like a place where you struggle.",
            visuals: 'Overhead shot of you lying awake, then sitting up and swinging your legs out of bed.',
          },
          {
            title: 'Go somewhere dim and dull',
            text: 'Low light • Paper book • Calm music • No work, no bright screens',
            voiceover:
              'Go to another room with low light and do something calm and a bit boring. A paper book, folding laundry, quiet music. Nothing exciting.',
            visuals: 'A lamp switched on in the living room, a paperback on the armrest, a cozy blanket.',
          },
          {
            title: 'Back to bed when sleepy',
            text: 'Sleepy = heavy eyes, head nodding • Not just tired',
            voiceover:
              "Go back to bed only when you feel sleepy: heavy eyelids, reading the same line twice. Tired but wired doesn't count yet.",
            visuals: 'Close-up of eyes drooping over the book, then walking back to the bedroom and turning off the lamp.',
          },
          {
            title: 'Protect tomorrow',
            text: 'Same wake-up time, even after a bad night • Most nights for weeks? Talk to a doctor',
            voiceover:
              "Next morning, get up at your usual time, even after a rough night. And if this is happening most nights for weeks, talk to a doctor. Ongoing sleep problems are common and there's real help for them.",
            visuals: 'Alarm going off at the usual time, curtains opened, then a cut to you at the kitchen table with coffee.',
          },
          {
            title: 'What keeps your brain on?',
            text: 'Comment what runs through your head at 2 AM',
            voiceover: "What keeps your brain switched on at night? Tell me in the comments and I'll make a video on the most common one.",
            visuals: 'Talk to camera in the dim living room, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's exact moment: lying there for an hour with a brain that won't shut off • Counter-intuitive advice (get up!) creates curiosity and keeps people watching • The gentle 'talk to a doctor if it keeps happening' line is responsible and builds credibility • Late-night viewers are the audience, so the video finds people at exactly the right time",
      },
      source: {
        comment: "what do you do when you've been lying there for an hour and your brain just won't shut off",
        commentAuthor: '@ceilingstarer',
        commentLikes: 6530,
        videoTitle: 'My night routine for deep sleep 😴',
        videoCreator: '@eveningedit.ella',
        videoViews: 2_210_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'stress-relief',
    A: {
      title: 'A 60-second breathing reset before a meeting',
      content: {
        hooks: [
          'Your breath is the only stress tool you can use in the middle of a meeting without anyone noticing.',
          'I do this in the bathroom before every presentation.',
          "Two inhales, one long exhale. Here's why it helps.",
        ],
        sections: [
          {
            title: 'The double inhale',
            text: 'Breathe in through the nose → then one more short sip of air on top',
            voiceover: 'Breathe in through your nose. When your lungs feel full, take one more short sip of air on top.',
            visuals: 'Close-up side profile breathing in, with an on-screen bar filling up and then topping off.',
          },
          {
            title: 'The long exhale',
            text: 'Slow exhale through the mouth, longer than the inhale',
            voiceover:
              'Now let it all out slowly through your mouth. Make the exhale longer than the inhale, like you are fogging up a window in slow motion.',
            visuals: 'The on-screen bar draining slowly while you exhale, shoulders visibly dropping.',
          },
          {
            title: 'Repeat for a minute',
            text: '3-5 rounds • About 60 seconds • Nobody can tell',
            voiceover:
              'Do three to five rounds. It takes about a minute, and you can do it at your desk, in a bathroom stall or on mute in a video call.',
            visuals: 'You at a laptop on a video call, camera on, doing the breath calmly while nobody reacts.',
          },
          {
            title: 'Why it can help',
            text: "Long, slow exhales help your body shift out of 'alert' mode",
            voiceover:
              "Slow breathing with a long exhale can help your body shift out of alert mode. It won't make the stress vanish, but it takes the edge off. If anxiety regularly gets in your way, a doctor or therapist can help with more than a breathing trick.",
            visuals: 'Talk to camera in a hallway outside a meeting room, then opening the door and walking in.',
          },
          {
            title: 'When do you need it?',
            text: 'Comment when your nerves hit hardest',
            voiceover:
              "When do you need this most: meetings, phone calls, first dates? Comment and I'll make a reset for that exact moment.",
            visuals: 'Talk to camera, pointing down to the comments.',
          },
        ],
        why_it_works:
          "A concrete answer to 'is there anything quick I can do?' that works in under a minute • Viewers try it along with you, which boosts watch time and rewatches • Honest framing (it takes the edge off, it doesn't fix everything) keeps it credible and safe • The 'when do you need it' question produces a list of scenario-specific follow-ups",
      },
      source: {
        comment: 'i get so nervous before work meetings my hands literally shake. is there anything quick i can do??',
        commentAuthor: '@quietquinn_',
        commentLikes: 8245,
        videoTitle: 'Day in my life as an introvert with a corporate job',
        videoCreator: '@corporate.introvert',
        videoViews: 1_470_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '5-4-3-2-1: ground yourself when your mind races',
      content: {
        hooks: [
          'When your thoughts are racing, stop trying to think your way out.',
          'This is what I do when my brain is going a hundred miles an hour in the middle of the grocery store.',
          'Name five things you can see. Try it with me right now.',
        ],
        sections: [
          {
            title: '5 see, 4 touch',
            text: '5 things you can see • 4 things you can feel',
            voiceover:
              'Name five things you can see. Lamp. Mug. Window. Then four things you can feel: your feet in your shoes, the chair under you.',
            visuals: 'POV camera panning slowly around a room, each object circled on screen with a number.',
          },
          {
            title: '3 hear, 2 smell, 1 taste',
            text: '3 sounds • 2 smells • 1 taste',
            voiceover:
              'Three things you can hear. Two things you can smell. One thing you can taste, even if it is just toothpaste or coffee.',
            visuals: 'Close-ups: a ticking clock, traffic through a window, a coffee mug lifted to the nose.',
          },
          {
            title: 'Why it helps',
            text: 'It pulls your attention out of your head and back into the room',
            voiceover:
              "It works by giving your brain a simple job. You can't count sounds and spiral at full speed at the same time, so your attention comes back to where you are.",
            visuals: 'Talk to camera, with the numbers 5-4-3-2-1 stacked on screen.',
          },
          {
            title: 'Use it anywhere',
            text: 'Out loud or in your head • Bus, desk, queue, bed',
            voiceover:
              "You can do it silently on a bus, in a queue, or in bed. It's a tool, not a treatment, so if spirals are happening a lot, it's worth talking to a professional too.",
            visuals: 'Quick cuts of you doing it discreetly on a bus, in a supermarket aisle and lying in bed.',
          },
          {
            title: 'Your go-to',
            text: 'What brings you back when you spiral?',
            voiceover: 'What helps you come back when your mind starts racing? Share it below so someone else has one more tool.',
            visuals: 'Talk to camera, pointing down toward the comments.',
          },
        ],
        why_it_works:
          "Directly answers 'how do I stop spiralling in public?' with something invisible to others • The try-it-with-me opening turns passive viewers into participants, which boosts completion • Clear limits (a tool, not a treatment) keep the advice responsible • A comment thread full of coping tools becomes valuable in itself, so people save and share it",
      },
      source: {
        comment: "how do you stop spiraling when your thoughts won't stop? like in public where i can't just go lie down",
        commentAuthor: '@spiral.sofia',
        commentLikes: 5118,
        videoTitle: 'Small habits that made me calmer this year',
        videoCreator: '@calmer.cora',
        videoViews: 3_060_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'boundaries',
    A: {
      title: 'How to say no without a three-paragraph excuse',
      content: {
        hooks: [
          "'No' is a full sentence. But let's be honest, it feels rude, so here are softer versions.",
          'I used to write whole essays to get out of plans. Now I use these three lines.',
          'The longer your excuse, the more room people have to argue with it.',
        ],
        sections: [
          {
            title: 'Why over-explaining backfires',
            text: 'More reasons = more to negotiate',
            voiceover:
              "Every extra reason you give is something the other person can solve. 'I'm tired' becomes 'just come for an hour'. Shorter is actually kinder.",
            visuals: 'A long excuse text on a phone screen, then the reply bubble: "just come for an hour then!"',
          },
          {
            title: 'Script 1: the warm no',
            text: "'Thanks for thinking of me, I can't make it this time.'",
            voiceover: "Script one, the warm no: thanks for thinking of me, I can't make it this time. No reason needed.",
            visuals: 'The line typed into a text and sent, then the phone placed face down.',
          },
          {
            title: 'Script 2: no plus an alternative',
            text: "'I can't do Saturday, but I'd love coffee next week.'",
            voiceover:
              'Script two, when you do want to see them: say no to the plan, yes to the person. Offer something that actually works for you.',
            visuals: 'Text conversation on screen, ending with a coffee emoji reply from the friend.',
          },
          {
            title: 'Script 3: the work no',
            text: "'I can't take that on without dropping something. Which should I pause?'",
            voiceover:
              "Script three, for work: I can't take that on without dropping something else, so which one should I pause? It hands the trade-off back to the person asking.",
            visuals: 'Laptop screen with a chat message being typed to a manager, cursor hovering over send.',
          },
          {
            title: 'Practice on me',
            text: 'Comment the request you need to say no to',
            voiceover: "Drop the thing you're trying to say no to in the comments, and I'll write you a script for it.",
            visuals: 'Talk to camera holding the phone, pointing down.',
          },
        ],
        why_it_works:
          "Solves the commenter's real problem: guilt from inventing excuses • Copy-paste scripts are the most saved and screenshotted kind of boundary content • The text-message visuals read perfectly with the sound off • 'I'll write you a script' turns every comment into a possible follow-up video",
      },
      source: {
        comment: 'how do people just say no?? i always end up making up an excuse and then feeling guilty for lying',
        commentAuthor: '@yesgirl.recovering',
        commentLikes: 9873,
        videoTitle: 'Signs you are a people pleaser (I was all 10)',
        videoCreator: '@softno.studio',
        videoViews: 2_780_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The one sentence that buys you time to decide',
      content: {
        hooks: [
          'Most of my regret-yeses happened in the first three seconds.',
          'Never agree to a favor on the spot. Say this instead.',
          'This one sentence gave me my weekends back.',
        ],
        sections: [
          {
            title: 'The auto-yes',
            text: 'Asked on the spot → you say yes to end the awkward pause',
            voiceover:
              "When someone asks you face to face, saying yes is the fastest way out of the awkward moment. So you say it before you've even thought.",
            visuals: 'Acted scene: a coworker asks a favor, you nod instantly, then a slow-motion facepalm.',
          },
          {
            title: 'The buffer line',
            text: "'Let me check my week and get back to you by tonight.'",
            voiceover:
              'So use a buffer: let me check my week and get back to you by tonight. It is polite, honest and gives your brain time to catch up.',
            visuals: 'Same scene replayed, this time you say the buffer line calmly, with the sentence as a caption.',
          },
          {
            title: 'The gut check',
            text: 'Excited or dreading it? • Would I say yes if it were tomorrow? • What am I giving up?',
            voiceover:
              'Then ask yourself three things. Am I excited or dreading this? Would I still say yes if it were tomorrow? And what am I giving up to do it?',
            visuals: 'Writing the three questions on a notepad at the kitchen table.',
          },
          {
            title: 'Reply when you said you would',
            text: 'Yes or no, keep it short and on time',
            voiceover:
              'Then actually get back to them when you said you would. A short yes or a short no. The buffer only works if people can trust it.',
            visuals: 'Sending a short reply text in the evening, then closing the notepad.',
          },
          {
            title: 'Your usual favor',
            text: 'Comment the favor you always get roped into',
            voiceover: "What favor do you always end up roped into? Comment it and I'll write the buffer line for that exact situation.",
            visuals: 'Talk to camera, then point down.',
          },
        ],
        why_it_works:
          "Names the exact moment from the comment: saying yes before your brain catches up • One memorable sentence is easy to use the next day, which drives saves • The acted before/after scene is relatable and works without sound • Inviting 'your usual favor' brings specific situations for a series",
      },
      source: {
        comment: "the problem is i say yes BEFORE my brain catches up and then i'm stuck doing it 🙃",
        commentAuthor: '@autopilot.abby',
        commentLikes: 4407,
        videoTitle: 'Things I stopped doing to protect my peace',
        videoCreator: '@peacekeeper.pia',
        videoViews: 1_320_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'daily-habits',
    A: {
      title: 'A morning routine for people who hate mornings',
      content: {
        hooks: [
          "You don't need a 5 AM routine. You need three things you can do half-asleep.",
          'I tried waking up at 5 AM for a month. I just got tired. Here is what actually stuck.',
          "If your morning routine has eleven steps, it's a hobby, not a routine.",
        ],
        sections: [
          {
            title: 'Skip the influencer version',
            text: '5 AM alarm • Cold plunge • 3 pages of journaling → not required',
            voiceover:
              "The two-hour morning routine is great content, but most people have forty-five minutes and a commute. You don't need any of that to start the day well.",
            visuals: "Fast montage of 'perfect morning' clichés, each one stamped with 'OPTIONAL'.",
          },
          {
            title: 'Anchor 1: light',
            text: 'Open the blinds or step outside in the first hour',
            voiceover:
              'Anchor one: get daylight in your eyes early. Open the blinds, stand on the balcony, walk to the bus. Morning light helps set your body clock.',
            visuals: 'Blinds pulled open, squinting into the sun with a mug in hand.',
          },
          {
            title: 'Anchor 2: water and food',
            text: 'A glass of water • Something with protein you can eat in 2 minutes',
            voiceover:
              'Anchor two: a glass of water and something to eat that takes two minutes. Yogurt, eggs, a handful of nuts. Not perfect, just fuel.',
            visuals: 'A glass filled at the tap, a yogurt pot and spoon, eaten standing at the counter.',
          },
          {
            title: 'Anchor 3: one-minute plan',
            text: 'What is the ONE thing that has to happen today?',
            voiceover:
              'Anchor three: one minute to decide the one thing that has to happen today. Write it down. Everything else is a bonus.',
            visuals: "A sticky note reading 'TODAY: send the report' stuck onto a laptop lid.",
          },
          {
            title: 'Your version',
            text: "Comment your wake-up time and which anchor you'd keep",
            voiceover:
              "What time do you actually wake up, and which anchor would you keep? Comment it and I'll build a routine for the most common time.",
            visuals: 'Talk to camera by the window, then point down.',
          },
        ],
        why_it_works:
          "Speaks directly to the commenter who wakes at 7:45 and feels judged by 2-hour routines • Myth-busting a popular trend gets shares from people who feel the same • Three anchors are easy to remember and try tomorrow, which drives saves • Wake-up time comments give you a natural series: 'a routine for a 7 AM start', 'for a night-shift worker'",
      },
      source: {
        comment: "i'm sorry but who has time for a 2 hour morning routine before a 9-5 😭 i wake up at 7:45",
        commentAuthor: '@snoozebutton.sam',
        commentLikes: 12_604,
        videoTitle: 'My 5AM morning routine (productive + aesthetic)',
        videoCreator: '@fiveam.faye',
        videoViews: 5_430_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'I kept my phone out of the bedroom for 7 days',
      content: {
        hooks: [
          'Day one of charging my phone in the kitchen. I almost cracked by 10 PM.',
          'My phone was the first and last thing I saw every day. I changed that for a week.',
          "Seven nights, no phone in the bedroom. Here's my honest recap.",
        ],
        sections: [
          {
            title: 'The setup',
            text: 'Phone charges in the kitchen • A basic alarm clock • A book on the nightstand',
            voiceover:
              'The setup: the phone charges in the kitchen overnight, a basic alarm clock wakes me up, and there is a book on my nightstand.',
            visuals: 'Phone plugged in on the kitchen counter, then a cheap alarm clock and paperback on the nightstand.',
          },
          {
            title: 'Nights 1-3: the itch',
            text: 'Reached for it 10+ times • Bored at bedtime • Weird silence',
            voiceover:
              'The first three nights were hard. I kept reaching for a phone that was not there, and bedtime felt strangely quiet and boring.',
            visuals: 'Hand reaching to an empty nightstand, a tally of reaches on screen going up.',
          },
          {
            title: 'Nights 4-7: what changed',
            text: 'Fell asleep sooner (for me) • Mornings started calmer • Read half a book',
            voiceover:
              "By night four it got easier. For me, I fell asleep sooner, and mornings felt calmer because I wasn't reading emails before I'd even sat up.",
            visuals: 'Reading in bed with a lamp, then a morning shot stretching by the window with no phone in sight.',
          },
          {
            title: "What I'm keeping",
            text: 'Phone out most nights • Ringer on loud in the hallway for real emergencies',
            voiceover:
              "I'm keeping it for most nights. If you need to be reachable, leave the ringer on loud in the hallway so emergency calls still get through.",
            visuals: 'Phone on a hallway shelf with the volume turned up, then the bedroom door closing.',
          },
          {
            title: 'Would you try it?',
            text: "Comment what you'd miss most",
            voiceover: "Would you try this? Tell me what you'd miss most, and I'll share workarounds for the top answers.",
            visuals: 'Talk to camera in bed, pointing down.',
          },
        ],
        why_it_works:
          "Solves the commenter's blocker (the phone is my alarm) in the very first slide • A personal 7-day challenge creates a story arc that keeps people watching to the end • Honest 'for me' results feel credible and easy to try • 'What would you miss?' draws out objections you can answer in follow-ups",
      },
      source: {
        comment: "i want to stop checking my phone the second i wake up but it's also my alarm so idk how",
        commentAuthor: '@doomscroll.dee',
        commentLikes: 3902,
        videoTitle: 'Digital detox: 24 hours with no phone',
        videoCreator: '@offline.oli',
        videoViews: 1_960_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'sleep',
    A: {
      title: 'Your afternoon coffee may be costing you sleep',
      content: {
        hooks: [
          'You can fall asleep after coffee and still sleep worse.',
          "I didn't think my 4 PM latte mattered. My sleep said otherwise.",
          "Caffeine hangs around longer than you think. Let's do the math.",
        ],
        sections: [
          {
            title: 'Falling asleep ≠ sleeping well',
            text: 'Caffeine can make sleep lighter even if you nod off fine',
            voiceover:
              "Being able to fall asleep after coffee doesn't mean caffeine isn't affecting you. It can still make your sleep lighter and more broken, so you wake up less rested.",
            visuals: 'You asleep in bed, then an overlay graphic of a jagged, restless sleep line.',
          },
          {
            title: 'The half-life math',
            text: 'Half-life ≈ 5 hours (varies a lot) • 4 PM coffee → some still in you at bedtime',
            voiceover:
              'Caffeine has a half-life of around five hours, and it varies a lot from person to person. So a good chunk of that 4 PM coffee can still be in your system at 11.',
            visuals: 'A clock graphic from 4 PM to 11 PM with a coffee cup slowly emptying, but not fully.',
          },
          {
            title: 'Try a cutoff',
            text: 'Last caffeine 6-8 hours before bed • Bed at 11 → last coffee around 3 PM or earlier',
            voiceover:
              'Try a cutoff six to eight hours before bed. If you go to bed at eleven, your last coffee is around three, or earlier if you are sensitive. Run it for two weeks and see how you feel.',
            visuals: "Phone alarm labelled 'last coffee' set for 3 PM, then a herbal tea going into the mug instead.",
          },
          {
            title: 'Hidden caffeine',
            text: 'Black and green tea • Energy drinks • Pre-workout • Cola • Dark chocolate',
            voiceover: 'And watch the sneaky sources: tea, energy drinks, pre-workout, cola and even dark chocolate add up.',
            visuals: 'Flat-lay of each item sliding into frame with a caffeine icon on it.',
          },
          {
            title: 'Your caffeine timeline',
            text: 'Comment your bedtime and your last caffeine time',
            voiceover: "Comment your bedtime and the time of your last coffee, and I'll tell you where your cutoff would land.",
            visuals: 'Talk to camera holding a mug, pointing down.',
          },
        ],
        why_it_works:
          "Gently corrects the commenter's belief ('coffee doesn't affect me') with a clear explanation instead of a lecture • The clock graphic makes the half-life easy to understand with the sound off • A two-week cutoff experiment is a specific, low-effort action • Viewers comment their own times, which creates easy reply videos",
      },
      source: {
        comment: "i can drink coffee at 9pm and fall asleep fine so caffeine doesn't affect me right??",
        commentAuthor: '@espresso.eli',
        commentLikes: 6877,
        videoTitle: 'Habits ruining your sleep without you knowing',
        videoCreator: '@sleepnotes.sid',
        videoViews: 3_340_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why sleeping in on weekends leaves you groggy',
      content: {
        hooks: [
          'Sleeping until noon on Saturday could be why Monday feels like jet lag.',
          "I 'caught up' on sleep every weekend and felt worse every Monday.",
          "Your body clock doesn't know it's the weekend.",
        ],
        sections: [
          {
            title: 'Weekend jet lag',
            text: 'Weekdays: up at 7 • Weekends: up at 11 → like flying across time zones every week',
            voiceover:
              'Up at seven on weekdays, up at eleven on weekends? Your body clock experiences that a bit like flying across time zones every single week. People call it social jet lag.',
            visuals: "Two clocks side by side labelled 'Tuesday' and 'Saturday', with a plane emoji flying between them.",
          },
          {
            title: 'Anchor your wake-up time',
            text: 'Wake within about an hour of your weekday time, 7 days a week',
            voiceover:
              'The fix: keep your wake-up time within about an hour of your weekday time, even on weekends. It is the anchor for everything else.',
            visuals: 'Saturday morning alarm at 8 AM, curtains open, a slow coffee on the balcony.',
          },
          {
            title: 'Need more sleep? Go earlier',
            text: 'Earlier bedtime or a short early-afternoon nap beats a noon wake-up',
            voiceover:
              "If you're genuinely short on sleep, go to bed earlier or take a short nap in the early afternoon. Twenty to thirty minutes is usually enough without leaving you groggy.",
            visuals: 'A couch nap with a phone timer set to 25 minutes, then waking up and stretching.',
          },
          {
            title: 'Give it two weeks',
            text: 'The first weekend feels rough • It usually gets easier',
            voiceover:
              "The first weekend feels rough, I'm not going to lie. Give it two weeks. And if you're always exhausted no matter what, check in with a doctor.",
            visuals: 'Calendar with two weeks ticked off, then talk to camera.',
          },
          {
            title: 'Your weekend gap',
            text: 'Comment your weekday vs weekend wake-up times',
            voiceover: "Comment your weekday and weekend wake-up times. Let's see who has the biggest gap.",
            visuals: 'Talk to camera, pointing down to the comments.',
          },
        ],
        why_it_works:
          "Explains the confusing experience in the comment (more sleep, more tired) with a vivid jet-lag comparison • The two-clocks visual makes the idea click instantly • Offers alternatives (earlier bedtime, short nap) so the advice doesn't feel like a punishment • 'Biggest gap' comments are playful and competitive, which boosts engagement",
      },
      source: {
        comment: 'why do i feel MORE tired after sleeping 11 hours on saturday?? make it make sense',
        commentAuthor: '@weekend.wren',
        commentLikes: 7540,
        videoTitle: 'I tracked my sleep for 30 days, here is what I learned',
        videoCreator: '@sleeplog.lena',
        videoViews: 2_480_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'stress-relief',
    A: {
      title: 'A 45-minute Sunday reset for the Sunday scaries',
      content: {
        hooks: [
          "The Sunday scaries are mostly unknowns. So let's make Monday known.",
          'Every Sunday at 6 PM my stomach used to drop. This reset takes the edge off.',
          "Four things I do on Sunday so Monday-me doesn't panic.",
        ],
        sections: [
          {
            title: 'Reset the space',
            text: '15 min: dishes • Laundry in • Clear one surface',
            voiceover:
              'First, fifteen minutes on the space. Dishes, a load of laundry, and one clear surface. Not a deep clean, just less chaos to wake up to.',
            visuals: 'Time-lapse of the kitchen going from messy to tidy, with a 15-minute timer in the corner.',
          },
          {
            title: 'Look at the week',
            text: 'Check the calendar • Pick 3 priorities • Find one thing to look forward to',
            voiceover:
              "Then ten minutes with the calendar. What's coming, what are my three priorities, and what's one thing this week I'm looking forward to?",
            visuals: 'Paper planner open on the couch, three priorities written and one item circled with a heart.',
          },
          {
            title: "Prep Monday's first hour",
            text: 'Clothes out • Bag packed • First task written down',
            voiceover:
              "Next, prep the first hour of Monday. Clothes out, bag packed, and the very first task written down so I don't have to decide anything at 8 AM.",
            visuals: "Outfit laid on a chair, bag by the door, a sticky note reading 'first: reply to Sam'.",
          },
          {
            title: 'Then a hard stop',
            text: 'Done by 7 PM → Sunday night is for something fun',
            voiceover:
              'Then a hard stop. After that, Sunday night is for something I enjoy, because the scaries grow when you leave the evening empty.',
            visuals: 'Closing the planner, then a cut to a movie on, popcorn, lights low.',
          },
          {
            title: 'Your reset list',
            text: "What's on your Sunday reset?",
            voiceover: "What's on your Sunday reset list? Add yours below and I'll make a printable version with the best ones.",
            visuals: 'Talk to camera from the couch, pointing down.',
          },
        ],
        why_it_works:
          "Responds to a feeling in the comment that millions of viewers share every week • The messy-to-tidy time-lapse is satisfying and works without sound • A 45-minute routine with a hard stop feels realistic, not another chore list • Posting on Sunday afternoon catches people at the exact moment they need it, and 'add yours' builds the printable follow-up",
      },
      source: {
        comment: "the sunday scaries hit so bad i can't even enjoy my sunday night anymore",
        commentAuthor: '@mondaydread.mo',
        commentLikes: 10_215,
        videoTitle: 'Romanticizing my Sunday (slow living vlog)',
        videoCreator: '@slowliving.lu',
        videoViews: 1_690_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'The 10-minute Friday shutdown ritual',
      content: {
        hooks: [
          'Your Sunday scaries actually start on Friday afternoon.',
          'I started ending my workweek with a 10-minute ritual and my weekends got quieter.',
          'Unfinished tasks are what your brain chews on all weekend.',
        ],
        sections: [
          {
            title: 'Close the loops',
            text: 'Brain-dump everything unfinished into one list',
            voiceover:
              'At the end of Friday, write every unfinished thing into one list. Your brain keeps replaying open loops because it is scared you will forget them. The list holds them for you.',
            visuals: 'Fast handwriting on a notepad: a long messy list of half-done tasks.',
          },
          {
            title: "Pick Monday's first task",
            text: 'Decide now, not at 9 AM on Monday',
            voiceover: 'Then circle the first thing you will do on Monday. Deciding now means Monday starts with action instead of dread.',
            visuals: 'A single task circled in red, then a sticky note with it stuck to the monitor.',
          },
          {
            title: 'Clean desk, closed tabs',
            text: 'Close every tab • Clear the desk • Empty mug to the kitchen',
            voiceover: 'Close every tab, clear the desk, take the mug to the kitchen. It is a physical signal that the week is done.',
            visuals: 'Satisfying shot of browser tabs closing one by one, then a wiped-down empty desk.',
          },
          {
            title: 'Mark the end',
            text: "Say 'done' • Log off • Work notifications off for the weekend, if your job allows",
            voiceover:
              "Finally, say it out loud: done. Log off, and if your job allows it, turn work notifications off until Monday. If you're on call, set clear hours instead.",
            visuals: 'Laptop lid closing, phone settings toggling work notifications off, then walking out of the room.',
          },
          {
            title: 'Your shutdown step',
            text: 'Comment how you switch off after work',
            voiceover: 'How do you switch off after work, or do you not? Tell me below.',
            visuals: 'Talk to camera on the couch with the closed laptop in the background.',
          },
        ],
        why_it_works:
          'Explains why the commenter keeps replaying unfinished work, then gives a fix they can use this Friday • A different angle on Sunday scaries (prevent them on Friday) stands out from the usual Sunday vlogs • Tab-closing and desk-clearing shots are satisfying even on mute • Acknowledging on-call jobs keeps the advice realistic for more viewers',
      },
      source: {
        comment: "does anyone else spend all weekend thinking about the work stuff they didn't finish on friday",
        commentAuthor: '@openloops.ola',
        commentLikes: 5664,
        videoTitle: 'How I actually switch off after work',
        videoCreator: '@logoff.lila',
        videoViews: 870_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'boundaries',
    A: {
      title: 'A 10-minute notification audit',
      content: {
        hooks: [
          'Your phone buzzes for every app that wants your attention. Almost none of them deserve it.',
          'I turned off most of my notifications a month ago. Nothing bad happened.',
          "Open your settings. We're doing this together right now.",
        ],
        sections: [
          {
            title: 'Three buckets',
            text: 'People → keep • Time-sensitive → keep • Apps wanting attention → off',
            voiceover:
              'Every notification goes in one of three buckets. Real people you care about: keep. Time-sensitive things like deliveries or your bank: keep. Apps that just want you to open them: off.',
            visuals:
              "Three labelled boxes on a table: 'PEOPLE', 'TIME-SENSITIVE', 'WANTS ATTENTION', with sticky notes of app types sorted into them.",
          },
          {
            title: 'Go app by app',
            text: 'Settings → Notifications → one app at a time',
            voiceover:
              'Go into your notification settings and go down the list one app at a time. Shopping, games, most social apps: off. It takes about ten minutes.',
            visuals: 'Screen recording of toggles being switched off one after another, with a timer in the corner.',
          },
          {
            title: 'Batch the rest',
            text: 'Scheduled summary • Or check apps twice a day on purpose',
            voiceover:
              'For the stuff in between, use a scheduled summary if your phone has one, or just check those apps twice a day on purpose.',
            visuals: 'A phone lock screen with a single calm summary notification at 6 PM.',
          },
          {
            title: 'Use a focus mode',
            text: 'Your favorite people can still reach you',
            voiceover:
              'Then set up a focus mode for work or evenings, and allow your favorite people through. You stay reachable without being on call for every app.',
            visuals: 'Focus mode being turned on, then a call from "Mum" still coming through.',
          },
          {
            title: 'Your number',
            text: 'Comment how many notifications you got today',
            voiceover: "Check your screen time settings and comment how many notifications you got today. No judgment, I'll go first.",
            visuals: 'Holding up the phone to show your own notification count, then pointing down.',
          },
        ],
        why_it_works:
          'Gives the commenter a concrete, ten-minute fix for the focus problem they described • The do-it-together format means viewers act while watching, which boosts completion • Screen recordings of toggles are clear with the sound off • Comparing notification counts is a low-effort, fun comment prompt that fuels engagement',
      },
      source: {
        comment: "i get like 200 notifications a day and wonder why i can't focus on anything lmao",
        commentAuthor: '@ping.priya',
        commentLikes: 8031,
        videoTitle: 'Screen time reveal: 9 hours a day?!',
        videoCreator: '@screentime.sara',
        videoViews: 2_950_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "How to tell people you're a slow replier",
      content: {
        hooks: [
          "You're allowed to not reply instantly.",
          'I used to feel guilty about 47 unread texts. Now I send one message instead.',
          'Is slow replying rude? It depends on one thing.',
        ],
        sections: [
          {
            title: 'Set the expectation once',
            text: "'Heads up: I check messages a couple of times a day. Call if it's urgent.'",
            voiceover:
              "Slow replying isn't the problem. Surprise is. So tell people once: I check messages a couple of times a day, call me if it's urgent.",
            visuals: 'Typing that exact message into a group chat, then a thumbs-up reaction appearing.',
          },
          {
            title: 'Give people an urgent lane',
            text: 'Call = urgent • Text = whenever',
            voiceover:
              'That gives everyone an urgent lane. A call means something is wrong. A text means whenever you get to it. Now you can relax about texts.',
            visuals: "Phone screen: calls set to ring through, chats muted, caption 'call = urgent'.",
          },
          {
            title: 'Reply in batches',
            text: 'Two set times a day, e.g. lunch and evening',
            voiceover:
              'Then pick two times a day to catch up, like lunch and the evening. Replying in one batch feels lighter than being on call all day.',
            visuals: 'Sitting with a tea at 7 PM, scrolling and replying to a few chats in a row.',
          },
          {
            title: 'The holding reply',
            text: "'Saw this! Will reply properly tonight.'",
            voiceover:
              "And for messages that need a real answer, send a quick holding reply: saw this, I'll reply properly tonight. Then actually do it.",
            visuals: 'Close-up of the holding reply being sent, with a heart reaction back.',
          },
          {
            title: 'Team fast or team slow?',
            text: 'Comment: fast replier or slow replier?',
            voiceover: 'Are you a fast replier or a slow replier, and does it cause drama? Tell me below.',
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Takes the pressure the commenter feels from six group chats seriously and offers a kind, practical exit • Ready-to-send messages are screenshot gold • 'Team fast or team slow' splits the comment section into a friendly debate • Works for a wide audience: introverts, busy parents, anyone with too many chats",
      },
      source: {
        comment: 'i love my friends but the pressure to reply to 6 group chats all day is exhausting',
        commentAuthor: '@groupchat.ghost',
        commentLikes: 6112,
        videoTitle: 'Introvert things nobody talks about',
        videoCreator: '@quiet.corner.co',
        videoViews: 1_240_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'rest',
    A: {
      title: "Sleep alone won't fix every kind of tired",
      content: {
        hooks: [
          "You slept eight hours and you're still exhausted. You might be missing a different kind of rest.",
          'I kept napping and kept feeling drained. It was the wrong kind of rest.',
          "There's more than one kind of tired. Which one are you?",
        ],
        sections: [
          {
            title: 'Physically tired',
            text: 'Heavy body, aching → sleep • Stretching • Gentle movement',
            voiceover: 'Physically tired feels like a heavy, aching body. That one does need sleep, plus stretching or a slow walk.',
            visuals: 'Slow stretch on a yoga mat in soft evening light.',
          },
          {
            title: 'Mentally tired',
            text: "Foggy, can't focus → Short breaks • One task at a time • Less input",
            voiceover:
              "Mentally tired is a foggy brain that can't focus. Sleep helps, but so do short breaks during the day and doing one thing at a time.",
            visuals: 'A laptop with twenty tabs open, then all but one closing, and a hand setting a 5-minute break timer.',
          },
          {
            title: 'Socially and sensory tired',
            text: 'Drained by people or noise → Quiet time • Alone time • Lights down',
            voiceover:
              'Then there is people-tired and noise-tired. After a loud office or a big social weekend, what you need is quiet and some time alone, not more hours in bed.',
            visuals: 'Headphones off, lights dimmed, sitting alone on the floor with a cup of tea and no phone.',
          },
          {
            title: 'When rest is not enough',
            text: 'Exhausted no matter what for weeks? See a doctor',
            voiceover:
              'One important note: if you are exhausted whatever you do, for weeks, see a doctor. Ongoing fatigue can have medical causes that are worth checking.',
            visuals: 'Talk to camera, calm and direct, with the caption on screen.',
          },
          {
            title: 'Which one are you?',
            text: 'Comment: physical, mental, social or sensory tired?',
            voiceover: "So which kind of tired are you right now? Comment it and I'll make a recharge plan for the most common answer.",
            visuals: 'Four labelled cards held up one by one, then pointing down.',
          },
        ],
        why_it_works:
          "Answers the puzzle in the comment (8-9 hours of sleep, still exhausted) with a framework that feels like an 'aha' • The medical check-in note keeps it responsible rather than diagnosing • Viewers self-identify with one kind of tired, which drives comments • Each type of tired becomes its own follow-up video",
      },
      source: {
        comment: 'i sleep 8-9 hours every night and still wake up exhausted, what am i doing wrong',
        commentAuthor: '@always.tired.tia',
        commentLikes: 13_480,
        videoTitle: 'How I recharge after a draining week',
        videoCreator: '@recharge.rae',
        videoViews: 4_760_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Why scrolling on the couch isn't rest",
      content: {
        hooks: [
          "Three hours on the couch with your phone isn't rest. It's just sitting down.",
          "I 'relaxed' all Sunday and felt more tired than on Monday.",
          'If your break involved 200 videos, your brain never got a break.',
        ],
        sections: [
          {
            title: 'Stopping is not resting',
            text: 'Body still • Brain taking in nonstop input',
            voiceover:
              'Your body is still, but your brain is processing a new video every few seconds: faces, music, opinions. That is a lot of input for something we call relaxing.',
            visuals: 'Couch shot with a phone, overlay of dozens of tiny video thumbnails flying into your head.',
          },
          {
            title: 'Try low-input rest',
            text: 'Walk without headphones • Look out a window • Eyes closed for 10 minutes • Doodle',
            voiceover:
              'Low-input rest gives your brain less to process. A walk without headphones. Staring out a window. Lying down with your eyes closed. Doodling.',
            visuals: 'Quick cuts of each option, all filmed slowly with natural sound.',
          },
          {
            title: 'The 15-minute swap',
            text: 'Swap ONE scroll session → compare how you feel after',
            voiceover:
              "Don't quit scrolling. Just swap one scroll session a day for fifteen minutes of low-input rest, and notice how you feel afterwards.",
            visuals: 'Phone placed face down on the couch, then a walk around the block, then a relaxed face back home.',
          },
          {
            title: 'Scrolling is still allowed',
            text: "Enjoy it on purpose • Just don't count it as your only rest",
            voiceover: "Scrolling is allowed. Enjoy it on purpose. Just don't count it as the only rest you get.",
            visuals: 'Back on the couch, scrolling happily with a timer set, caption "on purpose".',
          },
          {
            title: 'Your swap',
            text: 'What would you swap one scroll session for?',
            voiceover: 'What would you swap one scroll session for? Comment it and try it this week with me.',
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Explains the exact feeling in the comment: a whole day of 'nothing' that leaves you drained • Ironic and self-aware, since viewers are scrolling while they watch, which makes it shareable • Non-judgmental (scrolling is allowed) so people don't feel lectured • The swap challenge gives viewers a reason to come back and report results",
      },
      source: {
        comment: 'why do i feel so tired after a whole day of doing nothing but lying on the couch on my phone 😐',
        commentAuthor: '@couchpotato.pia',
        commentLikes: 9150,
        videoTitle: 'Doing nothing for 24 hours (experiment)',
        videoCreator: '@slowdays.sol',
        videoViews: 1_380_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'daily-habits',
    A: {
      title: 'Journaling for people who hate journaling',
      content: {
        hooks: [
          "You don't need to write pages. Three lines is a journal.",
          'I bought five pretty journals and filled two pages in total. This format finally stuck.',
          'Journaling feels cringe until you try it this way.',
        ],
        sections: [
          {
            title: 'Line 1: what happened',
            text: 'One sentence, facts only',
            voiceover: "Line one: what happened today, in one sentence. Facts only. 'Long meeting, pasta for dinner, called Jess.'",
            visuals: 'Close-up of a plain notebook and one line being written.',
          },
          {
            title: 'Line 2: how it felt',
            text: 'Name one feeling • Not just "fine"',
            voiceover: "Line two: one feeling. Not 'fine'. Tired, proud, annoyed, relieved. Naming it is the part that actually helps.",
            visuals: 'A small list of feeling words on a card next to the notebook, one circled.',
          },
          {
            title: 'Line 3: what I need tomorrow',
            text: 'One small thing for tomorrow-you',
            voiceover:
              'Line three: one thing tomorrow-you needs. An early night, a walk at lunch, a message to a friend. Then close the book.',
            visuals: 'Writing the third line, closing the notebook, pen clipped on top.',
          },
          {
            title: "Keep it where you'll see it",
            text: 'Notes app • Next to your toothbrush • On your pillow',
            voiceover:
              'Keep it where you already are at night. Your notes app, your nightstand, next to your toothbrush. Easy to reach means easy to do.',
            visuals: 'The notebook on the pillow, then a quick notes-app version on a phone.',
          },
          {
            title: 'Try it tonight',
            text: 'Comment your line 2 tonight',
            voiceover: "Try it tonight and comment just your line two, the feeling. Let's see how everyone's day really went.",
            visuals: 'Talk to camera holding the notebook, pointing down.',
          },
        ],
        why_it_works:
          "Solves the blank-page problem from the comment with a structure that takes two minutes • 'Three lines is a journal' is a quotable, shareable line • Close-up handwriting shots are calming and easy to follow on mute • The 'comment your feeling' prompt is low-effort, so lots of people join in",
      },
      source: {
        comment: "everyone says journal but i literally stare at the blank page and write 'today was fine' lol",
        commentAuthor: '@blankpage.bea',
        commentLikes: 7299,
        videoTitle: '5 habits that made me feel like myself again',
        videoCreator: '@gentlehabits.gia',
        videoViews: 2_140_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Keep a done list, not just a to-do list',
      content: {
        hooks: [
          'Your to-do list never ends. That is exactly why you need a done list.',
          'I used to end every day feeling like I did nothing. Then I started writing this down.',
          'Busy all day and still feel useless? Your to-do list is lying to you.',
        ],
        sections: [
          {
            title: 'The problem',
            text: 'To-do lists only show what is left',
            voiceover:
              "A to-do list only ever shows you what's left. So even on a full day, you go to bed looking at everything you didn't do.",
            visuals: 'A long to-do list with only two items crossed off, camera slowly zooming out to show how long it is.',
          },
          {
            title: 'The done list',
            text: 'Write down everything you finished, big and small',
            voiceover:
              'A done list is the opposite: write down what you actually finished. Called the landlord. Cooked dinner. Replied to that email you were dreading.',
            visuals: "A fresh page titled 'DONE' filling up quickly with handwritten items.",
          },
          {
            title: 'Count the invisible stuff',
            text: 'Laundry • Helping a friend • Showing up tired • Resting when you needed it',
            voiceover:
              'Count the invisible stuff too. Laundry, helping a friend, showing up on a hard day, resting when you needed to. It all counts.',
            visuals: 'Adding smaller items to the list, each one with a little check mark.',
          },
          {
            title: 'Read it back on Friday',
            text: 'A week of done lists = proof you did more than you think',
            voiceover:
              'At the end of the week, read them all back. It is proof that you did a lot more than your brain gives you credit for.',
            visuals: 'Flipping through five filled pages, then a satisfied exhale.',
          },
          {
            title: 'One thing today',
            text: 'Comment one thing you got done today',
            voiceover: "Comment one thing you got done today, however small. I'll start: I filmed this.",
            visuals: 'Talk to camera, pointing down to the comments.',
          },
        ],
        why_it_works:
          "Validates the commenter's feeling (busy all day, felt like nothing) and gives it a simple fix • The long to-do list zoom-out is instantly relatable without sound • Counting 'invisible' tasks makes viewers feel seen, which drives shares • The 'one thing you got done' prompt fills the comments with small wins and a positive vibe",
      },
      source: {
        comment: 'does anyone else get to the end of the day and feel like they did NOTHING even though they were busy all day',
        commentAuthor: '@busybutnot.bri',
        commentLikes: 11_824,
        videoTitle: 'A realistic day in my life working from home',
        videoCreator: '@wfh.wendy',
        videoViews: 3_580_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'stress-relief',
    A: {
      title: 'The 10-minute walk reset for overwhelm',
      content: {
        hooks: [
          "When I'm overwhelmed and can't think, I don't sit harder. I walk.",
          'Ten minutes, no headphones, no destination. That is the whole method.',
          'The most underrated stress tool is free and right outside your door.',
        ],
        sections: [
          {
            title: 'The rules',
            text: '10 minutes • No podcast • Phone in your pocket',
            voiceover: 'The rules are simple. Ten minutes. No podcast, no music. Phone stays in your pocket unless it rings.',
            visuals: 'Shoes going on at the door, phone sliding into a pocket, door closing.',
          },
          {
            title: 'Notice three things',
            text: 'The sky • A sound • Something new on your street',
            voiceover:
              "While you walk, notice three things: what the sky looks like, one sound, and something on your street you've never noticed before.",
            visuals: 'POV walking shots: clouds, a bird on a fence, a painted door filmed up close.',
          },
          {
            title: 'Come back with one decision',
            text: 'Not a plan for everything • Just the next step',
            voiceover:
              "Don't try to solve everything on the walk. Come back with just one decision: the next small step. Overwhelm shrinks when you know what's next.",
            visuals: "Walking back in, writing one line on a sticky note: 'next: email Dan'.",
          },
          {
            title: "Can't go outside?",
            text: 'Stairs • A lap of the office • Pace during a phone call',
            voiceover: "Can't get outside? Take the stairs, do a lap of the office, or pace while you're on a call. Movement still counts.",
            visuals: 'Quick cuts of a stairwell, an office corridor and pacing in a kitchen with the phone to your ear.',
          },
          {
            title: 'Your reset',
            text: 'What do you do when you freeze up?',
            voiceover: "What do you do when you freeze up from stress? Tell me in the comments. I'm collecting the best ones.",
            visuals: 'Talk to camera on the doorstep, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a way to break the freeze-and-scroll loop they described • Walking POV shots are calming and hold attention on mute • A rule set this short is easy to remember in the moment you need it • Indoor alternatives make it work for office workers and people who can't easily get outside",
      },
      source: {
        comment: "when i'm stressed i just freeze and end up scrolling for an hour. how do you snap out of it",
        commentAuthor: '@frozen.fern',
        commentLikes: 4876,
        videoTitle: 'How I reset when I am overwhelmed',
        videoCreator: '@resetroom.rosa',
        videoViews: 1_110_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Desk stretches for stress you carry in your shoulders',
      content: {
        hooks: [
          'Where do you carry stress? For a lot of us, it is right here.',
          'I noticed my shoulders were up by my ears for the entire workday.',
          'Four desk stretches, two minutes, and nobody in the office will notice.',
        ],
        sections: [
          {
            title: 'Shrug and drop',
            text: 'Shoulders up to your ears for 3 seconds → let them drop • 3 times',
            voiceover:
              'Start with a shrug: shoulders right up to your ears, hold for three seconds, then let them drop. Do it three times.',
            visuals: 'Side-on shot at a desk, shoulders rising and dropping in slow motion.',
          },
          {
            title: 'Chin tuck',
            text: 'Pull your chin straight back • Hold 5 seconds • 5 reps',
            voiceover:
              "Next, a chin tuck. Keep your eyes level and gently pull your chin straight back, like you're making a double chin. Hold five seconds, five times.",
            visuals: 'Profile shot with a dotted line showing the head moving straight back, not down.',
          },
          {
            title: 'Doorway chest opener',
            text: 'Forearms on the door frame • Lean in gently • 20-30 seconds',
            voiceover:
              'Then find a doorway. Forearms on the frame, one foot forward, and lean in gently until you feel a stretch across your chest. Twenty to thirty seconds.',
            visuals: 'Office doorway, forearms on the frame, a slow lean forward.',
          },
          {
            title: 'Ground rules',
            text: 'Gentle, never painful • Ongoing pain, numbness or headaches → see a doctor or physio',
            voiceover:
              'These should feel gentle, never painful. If you have ongoing pain, numbness or frequent headaches, get it checked by a doctor or physiotherapist instead of stretching through it.',
            visuals: 'Talk to camera at the desk, caption on screen.',
          },
          {
            title: 'Shoulder check',
            text: 'Where are your shoulders right now?',
            voiceover: "Quick check: where are your shoulders right now? Drop them, then comment 'dropped' so I know I'm not the only one.",
            visuals: 'Dramatic shoulder drop to camera, then pointing down.',
          },
        ],
        why_it_works:
          "Answers the exact 3 PM moment in the comment with stretches people can do at their desk • The 'where are your shoulders right now?' check makes viewers physically react while watching • Clear safety limits build trust and avoid giving medical advice • A one-word comment ('dropped') is an easy engagement win",
      },
      source: {
        comment: "why are my shoulders ALWAYS tense, like i'll realize they're up by my ears at 3pm",
        commentAuthor: '@knots.nadia',
        commentLikes: 5932,
        videoTitle: 'Desk job body check (you are doing this right now)',
        videoCreator: '@posture.pete',
        videoViews: 2_670_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'boundaries',
    A: {
      title: 'Three decisions to make before a family visit',
      content: {
        hooks: [
          'The boundary conversation goes much better before you are in the car on the way there.',
          'I used to leave family holidays drained for a week. Now I decide three things in advance.',
          'Going home for the holidays? Make these three decisions first.',
        ],
        sections: [
          {
            title: 'Decide your exit time',
            text: "Arrive at 2, leave at 7 • Say it upfront: 'We'll head off around 7'",
            voiceover:
              "Decision one: when you're leaving. Say it upfront, before you arrive: we'll head off around seven. It's much easier than announcing it in the middle of dessert.",
            visuals: 'Typing a cheerful message to a family group chat with the leaving time in it.',
          },
          {
            title: 'Plan your breathers',
            text: 'A walk • Doing the dishes • A quick call with a friend',
            voiceover:
              'Decision two: your breathers. A walk with the dog, volunteering for the dishes, a five-minute call with a friend. Small breaks stop you from boiling over.',
            visuals: 'Walking a dog down a quiet street, then drying plates at a sink, away from the noise.',
          },
          {
            title: 'Pick your topics',
            text: 'Decide what you will and will not discuss',
            voiceover:
              "Decision three: what you will and won't talk about. Your job, yes. Your dating life, no. Deciding ahead means you're not making it up under pressure.",
            visuals: "A notes app list with two columns: 'happy to talk about' and 'not today'.",
          },
          {
            title: 'Bring your own way home',
            text: 'Your own car, train ticket or ride = your own exit',
            voiceover:
              "And if you can, have your own way home. If you can leave whenever you need to, you'll probably feel relaxed enough to stay longer.",
            visuals: 'Car keys or a train ticket placed on top of a gift bag by the door.',
          },
          {
            title: 'Your tricky moment',
            text: 'Comment the moment you dread most',
            voiceover: "What's the moment you dread most at family events? Comment it, and I'll make scripts for the top ones.",
            visuals: 'Talk to camera in a coat by the front door, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's fear of 'starting a whole war' by moving the boundary to before the visit • Three decisions is a clear, saveable plan for a stressful season • Calm and practical rather than anti-family, so it's shareable with siblings and partners • The 'moment you dread' prompt feeds straight into a follow-up video of scripts",
      },
      source: {
        comment: 'how do you set boundaries with family during the holidays without starting a whole war',
        commentAuthor: '@familytable.fi',
        commentLikes: 8664,
        videoTitle: "Things I'll be doing differently this holiday season",
        videoCreator: '@cozycorner.cass',
        videoViews: 1_820_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Calm replies to comments about your weight or life',
      content: {
        hooks: [
          "'Have you gained weight?' 'When are you getting married?' Here's how to answer without a fight.",
          'My aunt asks the same three questions every year. This time I had answers ready.',
          "You don't owe anyone an explanation for your body, your job or your relationship status.",
        ],
        sections: [
          {
            title: 'The light deflect',
            text: "'Ha, we'll see! Anyway, how's the garden?'",
            voiceover:
              "Option one, the light deflect: a quick laugh, we'll see, and change the subject to something they love talking about.",
            visuals: 'Acted dinner-table scene, you smiling and turning the conversation to an aunt, caption with the line.',
          },
          {
            title: 'The clear line',
            text: "'I'd rather not talk about my body. Can we change the subject?'",
            voiceover:
              "Option two, when it keeps coming: I'd rather not talk about my body, can we change the subject? Calm, clear, no apology.",
            visuals: 'Same scene, a steady close-up of you saying the line at a normal volume.',
          },
          {
            title: 'The broken record',
            text: 'Same sentence • Same calm tone • No new reasons',
            voiceover:
              "If they push, repeat the exact same sentence in the same calm tone. Don't add new reasons. Reasons are what people argue with.",
            visuals: 'The line appears on screen twice, the second time with a small replay icon.',
          },
          {
            title: 'The exit',
            text: 'Refill your drink • Help in the kitchen • Step outside',
            voiceover:
              'Still going? Leave the conversation, not the whole event. Refill your drink, go help in the kitchen, step outside for a minute.',
            visuals: 'Getting up from the table with an empty glass, walking into the kitchen.',
          },
          {
            title: 'Your dreaded question',
            text: 'Comment the question you dread most',
            voiceover: "What is the question you dread most? Comment it, and I'll answer the top ones with scripts.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter ready-made words for the moment they freeze at every visit • Escalating scripts (deflect, clear line, repeat, exit) cover both mild and persistent comments • Acted dinner scenes are relatable and entertaining, which drives shares to siblings • 'Your dreaded question' creates a bank of follow-up script videos",
      },
      source: {
        comment: 'my family comments on my weight every single time i visit and i never know what to say back',
        commentAuthor: '@quiet.at.dinner',
        commentLikes: 12_077,
        videoTitle: 'Replying to family questions like a pro',
        videoCreator: '@dinnertable.dialogues',
        videoViews: 3_910_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'rest',
    A: {
      title: 'How to take a day off without the guilt',
      content: {
        hooks: [
          "If you spend your day off feeling guilty, you didn't really take it off.",
          "I took a 'rest day' and cleaned my entire apartment. Again.",
          'Rest is part of the work, not a reward for finishing it.',
        ],
        sections: [
          {
            title: 'Plan it like a meeting',
            text: 'Put it in the calendar • Tell the people who need to know',
            voiceover:
              "Guilt loves vague plans. So treat your day off like a meeting: it goes in the calendar, and the people who need to know, know you're off.",
            visuals: "Calendar event titled 'REST' blocked across a whole Saturday, set to busy.",
          },
          {
            title: "Make a 'not today' list",
            text: "Write the chores you're NOT doing today",
            voiceover:
              "Then write a 'not today' list: the chores and tasks you are choosing not to do. Writing them down tells your brain they're parked, not forgotten.",
            visuals: "A sticky note titled 'NOT TODAY': laundry, emails, meal prep, stuck on the fridge.",
          },
          {
            title: 'Pick one thing just for you',
            text: 'Not productive • Not for anyone else • Just enjoyable',
            voiceover:
              "Pick one thing that's only for enjoyment. Not a self-improvement project, not a favor. A movie, a long lunch, a book in the park.",
            visuals: 'A book and a drink on a picnic blanket in a park, filmed slowly.',
          },
          {
            title: 'When the guilt shows up',
            text: "Notice it → 'Resting is on today's schedule'",
            voiceover:
              "The guilt will still show up. When it does, notice it and remind yourself: resting is literally on today's schedule. You're doing the plan.",
            visuals: 'Close-up of your hand reaching for a laptop, pausing, then pulling back to the book.',
          },
          {
            title: 'Your guilt trigger',
            text: 'What makes you feel guilty when you rest?',
            voiceover: "What makes you feel the most guilty when you rest? Comment it and I'll tackle the top answer.",
            visuals: 'Talk to camera on the blanket, pointing down.',
          },
        ],
        why_it_works:
          "Names the commenter's struggle (can't relax, feels guilty) and treats it as normal rather than a flaw • The 'not today' list is a tiny, copyable trick people screenshot • The calendar and sticky note visuals make the method clear on mute • 'Your guilt trigger' comments reveal the next topics: work, family, money, social media",
      },
      source: {
        comment: "i literally cannot relax on my days off. i feel guilty if i'm not being productive",
        commentAuthor: '@guilty.rester',
        commentLikes: 10_932,
        videoTitle: 'What I do on my day off (realistic)',
        videoCreator: '@dayoff.daria',
        videoViews: 2_340_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Lazy day vs rest day: what's the difference?",
      content: {
        hooks: [
          'A lazy day and a rest day can look exactly the same from the outside.',
          'My lazy days left me drained. My rest days left me recharged. Here is the difference.',
          'Same couch, same pajamas, completely different result.',
        ],
        sections: [
          {
            title: 'The lazy day',
            text: 'It just happens • Scrolling on autopilot • Guilt all day • Feel worse after',
            voiceover:
              "A lazy day just happens to you. You're on autopilot, you feel guilty the whole time, and you end the day more tired than you started.",
            visuals: "Left half of a split screen: lying in bed scrolling, curtains shut, caption 'LAZY DAY'.",
          },
          {
            title: 'The rest day',
            text: 'You chose it • No guilt • Things that refill you • Feel better after',
            voiceover:
              'A rest day is chosen. Same pajamas, maybe even the same bed, but you picked it on purpose, and you do things that actually refill you.',
            visuals: "Right half of the split screen: same bed, curtains open, a book and a tea, caption 'REST DAY'.",
          },
          {
            title: 'The real difference',
            text: 'Intention. That is it.',
            voiceover:
              "Lying in bed all day isn't automatically good or bad. The difference is intention. If you decided to rest and you feel better afterwards, it worked.",
            visuals: 'Talk to camera sitting on the edge of the bed.',
          },
          {
            title: 'Build a rest menu',
            text: 'Nap • Bath • Slow walk • Cook something • Rewatch a comfort show',
            voiceover: 'Make a rest menu of things that refill you, so on your next day off you pick from it instead of drifting.',
            visuals: "A handwritten 'REST MENU' card styled like a café menu, pinned to the fridge.",
          },
          {
            title: "What's on your menu?",
            text: 'Comment one thing on your rest menu',
            voiceover: "What's one thing on your rest menu? Comment it so we can all steal ideas.",
            visuals: 'Talk to camera, holding up the menu card, then pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's worry ('is it bad?') without shaming them • The split-screen comparison is instantly clear and works without sound • 'Intention' is a simple, memorable takeaway that people quote in comments • The rest menu is a save-worthy template, and the comments become a crowd-sourced list",
      },
      source: {
        comment: "is it bad that my 'self care day' is just lying in bed all day watching shows? 🫣",
        commentAuthor: '@bedday.bella',
        commentLikes: 6480,
        videoTitle: 'Bed rotting: self-care or not?',
        videoCreator: '@honest.hanna',
        videoViews: 1_530_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'stress-relief',
    A: {
      title: "When self-care isn't enough: signs to reach out",
      content: {
        hooks: [
          "Self-care is great. It's not a replacement for real support.",
          "I tried to bubble-bath my way through a really hard year. Here's what I wish I'd done sooner.",
          'How do you know when it is time to talk to a professional?',
        ],
        sections: [
          {
            title: 'Self-care has limits',
            text: 'It supports you • It does not treat everything',
            voiceover:
              "Walks, journaling and good sleep really do help. But they're support, not treatment. If you're doing all of it and still struggling, that is not you failing at self-care.",
            visuals: 'Talk to camera, sitting on the floor against the bed, soft light, no music.',
          },
          {
            title: 'Signs to reach out',
            text: 'Low or anxious most days for 2+ weeks • Things you enjoyed feel flat • Big changes in sleep or appetite • Hard to get through work or daily tasks',
            voiceover:
              "Some signs it's time to talk to someone: feeling low or anxious most days for two weeks or more, losing interest in things you used to enjoy, big changes in sleep or appetite, or struggling to get through work, school or daily life.",
            visuals: 'The four signs appear one at a time as simple text cards on a calm background.',
          },
          {
            title: 'Where to start',
            text: 'Your doctor or GP • A licensed therapist • School or workplace support programs',
            voiceover:
              "You don't need to have it figured out first. Your family doctor is a good starting point, or a licensed therapist, or a support program through your school or job if you have one.",
            visuals: 'A phone showing a calendar booking screen, thumb hovering over "book appointment".',
          },
          {
            title: 'If you are in crisis',
            text: 'Thoughts of harming yourself → call your local emergency number or a crisis line now (988 in the US)',
            voiceover:
              "And if you're having thoughts of harming yourself, please don't wait for an appointment. Call your local emergency number or a crisis line right now. In the US, you can call or text 988.",
            visuals: 'Plain text card on screen, held for several seconds, no music.',
          },
          {
            title: 'Asking is self-care',
            text: 'Save this • Send it to a friend who needs it',
            voiceover: 'Asking for help is self-care too. Save this, and send it to someone who might need to hear it today.',
            visuals: 'Talk to camera, a small reassuring nod, then a slow fade.',
          },
        ],
        why_it_works:
          "Takes the commenter's question seriously: doing everything right and still feeling awful is a sign to get support, not to try harder • Clear, non-diagnostic signs help viewers decide without the creator playing doctor • Crisis information makes the video genuinely responsible and shareable • A 'send it to a friend' CTA drives shares, which is where this kind of video does the most good",
      },
      source: {
        comment: 'what if you do all the self care stuff, the walks, the journaling, the sleep, and still feel awful?',
        commentAuthor: '@stillnotok.nat',
        commentLikes: 14_210,
        videoTitle: 'Self-care habits that actually work',
        videoCreator: '@wellwith.will',
        videoViews: 4_980_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'What to say at your first therapy appointment',
      content: {
        hooks: [
          "Don't know what to say at your first therapy appointment? You don't have to have it figured out.",
          "I sat in my car for ten minutes before my first session. Here's what I wish I'd known.",
          "You don't need a crisis to go to therapy.",
        ],
        sections: [
          {
            title: "You don't need a script",
            text: 'The therapist guides the first session • Questions about you, your history, your goals',
            voiceover:
              "First: you don't have to lead. A first session is usually the therapist asking questions about what's going on, your background and what you'd like to change.",
            visuals: 'Sitting in a parked car, taking a breath, then walking toward a building entrance.',
          },
          {
            title: 'One sentence to start',
            text: "'I've been feeling ___ for about ___, and it's affecting ___.'",
            voiceover:
              "If you freeze, use this: I've been feeling blank for about blank, and it's affecting blank. That's enough to get the conversation going.",
            visuals: 'Fill-in-the-blank sentence written on an index card, blanks highlighted.',
          },
          {
            title: 'Questions you can ask them',
            text: 'How do you usually work? • How often would we meet? • What does it cost?',
            voiceover:
              'You can interview them too. How do you usually work? How often would we meet? What does it cost, and do you offer a sliding scale? These are completely normal questions.',
            visuals: 'A phone notes list with the three questions, checked off one by one.',
          },
          {
            title: 'Fit matters',
            text: "Not clicking after a few sessions? It's okay to try someone else",
            voiceover:
              "And if it doesn't feel right after a few sessions, it's okay to try someone else. The relationship matters, and switching is normal, not rude.",
            visuals: 'Talk to camera on a park bench after the session, relaxed.',
          },
          {
            title: 'What stopped you?',
            text: 'Comment what held you back from booking',
            voiceover:
              "If you've been putting it off, what's holding you back? Comment it, and I'll answer the most common worries in the next video.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Removes the exact barrier in the comment: not knowing what to say • A fill-in-the-blank sentence is practical and highly screenshot-able • Normalizing questions and switching therapists builds trust and reduces anxiety about the first step • The 'what held you back' prompt surfaces real barriers (cost, time, fear) for responsible follow-ups",
      },
      source: {
        comment: "i want to try therapy but i genuinely don't know what i'd even say when i get there",
        commentAuthor: '@maybe.monday.mara',
        commentLikes: 7845,
        videoTitle: 'Things therapy taught me in year one',
        videoCreator: '@therapynotes.tom',
        videoViews: 2_060_000,
        platform: 'instagram',
      },
    },
  },
]);
