import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Relationships: 14 days of ideas, variants A and B (healthy communication, conflict, dating, boundaries and long-term love). */
export const RELATIONSHIPS_IDEAS: readonly ContentIdea[] = dailyIdeas('relationships', [
  {
    subNiche: 'communication',
    A: {
      title: 'The gentle start-up for hard conversations',
      content: {
        hooks: [
          'How you start a hard conversation usually decides how it ends.',
          "I used to open with 'we need to talk.' Every single time, it turned into a fight.",
          'Three sentences that let you bring up almost anything without starting a war.',
        ],
        sections: [
          {
            title: 'Skip the openers of doom',
            text: '“We need to talk” • “You always...” • “You never...”',
            voiceover:
              "Openers like 'we need to talk' or 'you always' put your partner on the defensive before you've even said the real thing.",
            visuals: 'Three red text cards flashing up one after another over a shot of someone tensing on the couch.',
          },
          {
            title: 'Start with I, not you',
            text: '“I feel ___ about ___.”',
            voiceover:
              "Start with how you feel about one specific situation, not what's wrong with them. I feel overwhelmed about the dishes piling up, not you're so lazy.",
            visuals: 'Fill-in-the-blank card on screen, then the creator saying the line to an empty chair.',
          },
          {
            title: 'Say what you need',
            text: '“Could we ___?” • Positive, specific, doable',
            voiceover:
              'Then ask for something they can actually do. Could we do the dishes together after dinner? is so much easier to say yes to than stop being lazy.',
            visuals: 'Two hands washing and drying dishes side by side at a sink.',
          },
          {
            title: 'Add one true appreciation',
            text: 'Mention something they already do well',
            voiceover: "If it's true, add one thing they already do well. It reminds you both that you're on the same team.",
            visuals: 'Close-up of a sticky note on the fridge that says thanks for the coffee this morning.',
          },
          {
            title: 'Hardest topic?',
            text: 'What do you find hardest to bring up?',
            voiceover: "Comment the topic you find hardest to bring up, and I'll write a gentle start-up for it in my next video.",
            visuals: 'Talk to camera on the couch, pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers the exact problem in the comment: every attempt to raise something turns defensive • The before-and-after phrasing is clear on screen with the sound off and easy to screenshot • A fill-in-the-blank formula feels usable tonight, which drives saves • Asking for the hardest topic generates specific comments you can script one by one',
      },
      source: {
        comment: 'every time I try to bring something up he gets defensive and it turns into a whole fight. how do people do this calmly??',
        commentAuthor: '@just.jules.things',
        commentLikes: 8214,
        videoTitle: 'Things my therapist taught me about arguing',
        videoCreator: '@couchtalk.with.cam',
        videoViews: 2_740_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Right issue, wrong moment: timing hard talks',
      content: {
        hooks: [
          'Your point might be completely valid. Your timing is why it keeps blowing up.',
          "I brought up our budget while he was parallel parking. Don't be me.",
          'Before any hard conversation, run this ten-second check.',
        ],
        sections: [
          {
            title: 'The HALT check',
            text: 'Hungry • Angry • Lonely • Tired → wait',
            voiceover:
              "Before you bring it up, check whether either of you is hungry, angry, lonely or tired. If the answer is yes, it's probably not the moment.",
            visuals: 'Four letters H, A, L, T appearing one by one over a shot of a tired partner walking in the door.',
          },
          {
            title: 'The worst moments',
            text: 'Walking out the door • Bedtime • In front of others • Mid-task',
            voiceover:
              'Walking out the door, right before sleep, in front of friends, or while someone is in the middle of something. All terrible.',
            visuals: 'Quick reenactments: grabbing keys at the door, lights off in bed, a dinner party, parallel parking.',
          },
          {
            title: 'Ask for a time',
            text: '“Can we talk about the weekend plans tonight after dinner? Nothing scary.”',
            voiceover:
              "Instead, ask for a time and give a hint of the topic, so they're not panicking all afternoon. A heads-up is kinder than an ambush.",
            visuals: 'Phone screen showing a friendly text suggesting a time to talk, with a smiley reply.',
          },
          {
            title: "Waiting isn't avoiding",
            text: 'Set the time • Keep the time',
            voiceover:
              "Waiting for a better moment isn't the same as never saying it. If you set a time, keep it. Bottling it up just makes the eventual talk bigger.",
            visuals: 'Calendar reminder popping up that evening, the couple sitting down with two mugs.',
          },
          {
            title: 'Worst timing ever?',
            text: "Comment the worst moment you've picked for a serious talk",
            voiceover: "Comment the worst timing you've ever picked for a serious talk. Mine was the parking garage.",
            visuals: 'Talk to camera from the driver seat of a parked car, laughing.',
          },
        ],
        why_it_works:
          'Picks up exactly where the commenter is stuck: the words are fine, the moments are wrong • The HALT acronym is memorable and gets repeated in comments and stitches • Funny worst-moment reenactments keep watch time high on a serious topic • The worst-timing question invites confessional, funny comments that spread the video',
      },
      source: {
        comment: 'the start-up thing is good but my problem is I bring stuff up at the WORST times and then wonder why it goes badly 😅',
        commentAuthor: '@maya.overthinks',
        commentLikes: 2930,
        videoTitle: 'How to bring up a problem without starting a fight',
        videoCreator: '@secure.together',
        videoViews: 1_150_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'dating',
    A: {
      title: 'First-date questions that beat an interview',
      content: {
        hooks: [
          "'So, what do you do?' is the least interesting question you can ask on a first date.",
          'My first dates used to feel like job interviews. Then I started asking for stories instead of facts.',
          "Want a first date that actually flows? Ask questions that start with 'tell me about.'",
        ],
        sections: [
          {
            title: 'Swap facts for stories',
            text: "“What do you do?” → “What's been the best part of your week?”",
            voiceover:
              'Fact questions get one-word answers. Story questions give the other person something to run with, and give you something to follow up on.',
            visuals: 'Two coffee cups on a cafe table, the two questions appearing as captions, one crossed out.',
          },
          {
            title: 'Follow the energy',
            text: 'Notice where they light up • Ask one more question about it',
            voiceover:
              'Watch for the moment they light up, then ask one more question about that thing. That is where the real conversation is.',
            visuals: 'Close-up reenactment of someone becoming animated while talking about their dog.',
          },
          {
            title: 'Share back',
            text: 'Answer your own questions too • Match their depth',
            voiceover:
              "A date isn't a podcast interview. Answer your own questions too, and match how deep they go instead of jumping straight to heavy topics.",
            visuals: 'Split screen: one person firing questions with a notepad, then a relaxed back-and-forth conversation.',
          },
          {
            title: 'Questions to steal',
            text: "What are you weirdly good at? • Best meal you've ever had? • What are you looking forward to this month?",
            voiceover:
              "A few to steal: what are you weirdly good at? What's the best meal you've ever had? What are you looking forward to this month?",
            visuals: 'Three question cards fanned out on the table like playing cards.',
          },
          {
            title: 'Best date question?',
            text: "What's the best question you've been asked on a date?",
            voiceover: "Comment the best question you've ever been asked on a date. Let's build the ultimate list.",
            visuals: 'Talk to camera outside a cafe, pointing down to the comments.',
          },
        ],
        why_it_works:
          'Speaks directly to the "so what do you do" silence described in the comment • A swap-this-for-that format is instantly usable before a date tonight • The steal-these questions make the video highly saveable • Crowdsourcing the best question creates a long, useful comment thread that keeps the video circulating',
      },
      source: {
        comment: "I'm SO awkward on first dates, I just end up asking 'so what do you do' and then we sit there 💀",
        commentAuthor: '@awkward.but.trying',
        commentLikes: 6512,
        videoTitle: 'Dating in your 30s is wild: first date stories',
        videoCreator: '@datenight.diaries',
        videoViews: 3_080_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'First-date plans that make conversation easier',
      content: {
        hooks: [
          "Dinner is a surprisingly hard first date. You're stuck facing each other for two hours.",
          'My best first date was a walk to get ice cream. Here is why it worked so well.',
          'Nervous about first dates? Change the plan, not your personality.',
        ],
        sections: [
          {
            title: 'Side by side beats face to face',
            text: 'Walk • Market • Museum • Mini golf',
            voiceover:
              "Activities where you're side by side take the pressure off constant eye contact and give you built-in things to talk about.",
            visuals: 'Two people walking through a weekend market, pointing at stalls and laughing.',
          },
          {
            title: 'Keep it short and open-ended',
            text: "60-90 minutes • Easy to extend if it's going well",
            voiceover:
              "Plan something that takes about an hour. If it's going well, you can extend it. If not, everyone gets home early with no awkwardness.",
            visuals: 'Phone clock showing an hour passing, then the pair deciding to grab a second coffee.',
          },
          {
            title: 'Public and easy to leave',
            text: 'Public place • Your own ride • Tell a friend the plan',
            voiceover:
              "Keep first dates in public, get there on your own, and let a friend know where you'll be. That's not paranoid, it's just good practice.",
            visuals: 'Screen recording of a text to a friend with the date location, followed by a thumbs-up reply.',
          },
          {
            title: 'Built-in conversation starters',
            text: "Rate the art • Pick each other's snack • Keep score at mini golf",
            voiceover:
              "Give yourselves a tiny game. Rate the art out of ten, pick each other's snack, keep score. It breaks the ice for you.",
            visuals: 'Two hands holding up finger-scores in front of a painting in a gallery.',
          },
          {
            title: 'Your best idea',
            text: "What's your favorite low-pressure first date?",
            voiceover: 'Comment your favorite low-pressure first-date idea. Someone nervous in these comments needs it.',
            visuals: 'Talk to camera holding an ice cream cone.',
          },
        ],
        why_it_works:
          'Gives the anxious commenter a reason dinner feels hard and concrete alternatives • Framing it as changing the plan, not yourself, is reassuring and very shareable • The safety basics add trust without fear-mongering • Asking for favorite ideas builds a saveable list in the comments',
      },
      source: {
        comment: 'what are good first date ideas for someone with social anxiety? dinner feels like so much pressure',
        commentAuthor: '@softspoken.sky',
        commentLikes: 3307,
        videoTitle: 'First date ideas ranked',
        videoCreator: '@swipe.smarter',
        videoViews: 1_440_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'conflict',
    A: {
      title: 'How to take a break mid-fight and come back',
      content: {
        hooks: [
          'Pushing through a heated fight rarely solves it. Sometimes the smartest move is to pause.',
          'We used to argue until 2 a.m. Now we have a pause word.',
          "Ever said something in a fight you regretted instantly? Here's why it happens.",
        ],
        sections: [
          {
            title: 'Spot flooding',
            text: "Racing heart • Can't think straight • Want to yell or leave",
            voiceover:
              "When you're flooded, your body is in fight-or-flight mode. Racing heart, tunnel vision, no capacity to listen. Nobody argues well like that.",
            visuals: 'Close-up of a clenched jaw and tapping foot, a heartbeat sound effect and on-screen pulse graphic.',
          },
          {
            title: 'Agree on a pause word',
            text: 'Choose it while calm • Either person can use it',
            voiceover:
              'Pick a pause word together while you are both calm. Something neutral, or even silly. Either of you can call it, no questions asked.',
            visuals: "Couple on the couch laughing while writing 'pineapple' on a sticky note.",
          },
          {
            title: "Say when you'll be back",
            text: "“I need 20 minutes. I'll come find you at 8:30.”",
            voiceover:
              "The break only works if you say when you're coming back. Otherwise it feels like walking out. Many therapists suggest at least twenty minutes to really calm down.",
            visuals: 'One partner glancing at the clock, saying the line, and leaving the room gently.',
          },
          {
            title: 'Actually calm down',
            text: 'Walk • Shower • Music • NOT rehearsing your argument',
            voiceover:
              "Use the time to actually settle. Go for a walk, take a shower, listen to music. Replaying your best comeback doesn't count.",
            visuals: 'Montage: a walk around the block, headphones on, a deep breath on the balcony.',
          },
          {
            title: 'Come back softer',
            text: 'Return on time • Start gentler than you left',
            voiceover: "Come back on time and start softer than you left. And comment your couple's pause word, the sillier the better.",
            visuals: 'The couple sitting back down together, one offering the other a glass of water.',
          },
        ],
        why_it_works:
          'Answers the "how do you stop a fight from spiraling" question with a clear, agreed system • Explaining flooding makes viewers feel understood rather than blamed • The pause-word idea is playful and shareable, so couples send it to each other • Silly pause-word comments are fun to read and keep the thread growing',
      },
      source: {
        comment: "we always end up saying things we don't mean at like 1am. how do you stop a fight from spiraling??",
        commentAuthor: '@lena.and.leo',
        commentLikes: 7880,
        videoTitle: 'Couples therapist reacts to our biggest fight',
        videoCreator: '@twohearts.onepod',
        videoViews: 2_290_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Repair phrases that cool a fight down',
      content: {
        hooks: [
          "You don't need to win the fight. You need one sentence that turns it down a notch.",
          "My partner said 'I'm on your side' mid-argument and I forgot what we were fighting about.",
          'Does your relationship have a phrase that de-escalates fights? Here are six to try.',
        ],
        sections: [
          {
            title: 'What a repair is',
            text: 'Any small move that lowers the temperature mid-conflict',
            voiceover:
              'A repair is anything that lowers the temperature during a fight. A phrase, a joke, a touch. Happy couples still fight, they just repair more.',
            visuals: 'A thermometer graphic dropping from red to orange over a shot of a tense kitchen conversation.',
          },
          {
            title: 'Owning phrases',
            text: "“You're right about that part.” • “I said that badly, let me try again.”",
            voiceover: "Owning phrases take the defensiveness out. You're right about that part. I said that badly, let me try again.",
            visuals: 'The phrases as captions over a partner softening their posture.',
          },
          {
            title: 'Team phrases',
            text: "“We're on the same side.” • “I love you, and I'm frustrated.”",
            voiceover: "Team phrases remind you it's you two versus the problem. We're on the same side. I love you, and I'm frustrated.",
            visuals: 'Two hands reaching across the kitchen counter and touching.',
          },
          {
            title: 'Slowing phrases',
            text: '“Can you say that again? I want to get it.” • “Can we start over?”',
            voiceover: 'Slowing phrases hit the brakes. Can you say that again? I want to understand. Or simply: can we start over?',
            visuals: 'A rewind effect on the video, the couple starting the conversation again more calmly.',
          },
          {
            title: 'Accept the repair',
            text: 'When your partner offers one, take it',
            voiceover:
              "And the hard part: when your partner offers a repair, take it, even if you're still a bit annoyed. Which phrase would work in your relationship? Tell me below.",
            visuals: 'Talk to camera, then a quick cut of the couple hugging it out.',
          },
        ],
        why_it_works:
          'Gives the standoff couple in the comment a way for either person to back down first without losing face • Ready-made phrases are easy to screenshot and send to a partner • Grouping them by type makes the list easy to remember • The final twist, accepting repairs, adds a fresh insight people discuss in the comments',
      },
      source: {
        comment: "we don't fight often but when we do neither of us knows how to back down first. it's like a standoff",
        commentAuthor: '@standoff.sam',
        commentLikes: 3615,
        videoTitle: 'Small things that saved my marriage',
        videoCreator: '@ten.years.in',
        videoViews: 1_680_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'long-term-love',
    A: {
      title: 'Five-minute rituals for couples who never see each other',
      content: {
        hooks: [
          "You don't need more date nights. You need better five-minute moments.",
          'We work opposite shifts. These tiny rituals are what kept us close.',
          'How many minutes a day do you and your partner really talk? When we counted, it was about four.',
        ],
        sections: [
          {
            title: 'The real goodbye',
            text: 'One real kiss or hug before leaving, not a wave from the couch',
            voiceover: 'Make goodbyes count. One real hug or kiss at the door, not a wave from across the room while you scroll.',
            visuals: 'Early morning at the front door, a proper hug while one partner holds a travel mug.',
          },
          {
            title: 'The midday check-in',
            text: 'One message a day that is NOT logistics',
            voiceover: "Send one message a day that isn't about groceries or pickup. A photo, an inside joke, a simple thinking of you.",
            visuals: 'Phone screen with a silly photo message and a heart reaction.',
          },
          {
            title: 'The reunion',
            text: 'First 5 minutes home: hello before chores and phones',
            voiceover:
              'When you get home, the first few minutes are for each other. Say hello properly before the dishes, the mail or the phone.',
            visuals: 'Keys dropping in a bowl, one partner putting their phone down to greet the other in the kitchen.',
          },
          {
            title: 'The bedtime debrief',
            text: 'High • Low • One thing you need tomorrow',
            voiceover: 'Before sleep, share your high, your low and one thing you need tomorrow. Two minutes, lights off, no screens.',
            visuals: 'Dim bedroom, the couple lying facing each other, the three prompts appearing on screen.',
          },
          {
            title: 'Your tiny ritual',
            text: "What's the small ritual that keeps you close?",
            voiceover: 'Comment the tiny ritual that keeps you two close. I want to steal some for my next video.',
            visuals: 'Talk to camera at the kitchen table with two mugs.',
          },
        ],
        why_it_works:
          'Answers the commenter who cannot fit in date nights with rituals that take minutes • Four named moments in a day are simple to remember and easy to try tomorrow • Small, warm visuals feel aspirational but achievable, which drives saves • Ritual comments create a crowd-sourced list that couples tag each other in',
      },
      source: {
        comment: "we're both so busy we basically just pass each other in the kitchen. date nights are impossible right now 😔",
        commentAuthor: '@nightshift.nina',
        commentLikes: 5240,
        videoTitle: 'Our relationship after having a baby (honest)',
        videoCreator: '@newparents.real',
        videoViews: 3_610_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Bids for connection: the small moments that matter',
      content: {
        hooks: [
          "Some of the biggest relationship moments are tiny. Like when they say 'look at that bird.'",
          "I realized I'd been missing my partner's small comments for months. Here's what changed when I stopped.",
          "What's a bid for connection? Once you see them, you notice them everywhere.",
        ],
        sections: [
          {
            title: 'What a bid is',
            text: 'Any small reach for attention: a comment, a sigh, a meme, a touch',
            voiceover:
              'A bid is any small reach for your attention. A comment about a bird, a sigh, a meme they send you, a hand on your shoulder.',
            visuals: 'Partner pointing out the window while the other scrolls on their phone.',
          },
          {
            title: 'Three ways to respond',
            text: 'Turn toward • Turn away (ignore) • Turn against (snap)',
            voiceover:
              'You can turn toward it, turn away by ignoring it, or turn against it by snapping. Missed bids add up quietly over time.',
            visuals: 'Same scene replayed three times: looking up and smiling, ignoring, then an irritated reply.',
          },
          {
            title: 'Turning toward is tiny',
            text: 'Look up • “Huh, cool” • A quick laugh',
            voiceover: "Turning toward doesn't mean dropping everything. Looking up from your phone and saying huh, cool, is enough.",
            visuals: 'The phone going face-down on the couch, the partner leaning over to look out the window too.',
          },
          {
            title: 'Make your bids clear',
            text: '“Hey, can I tell you something?” • Then say how it feels',
            voiceover:
              'If your bids keep getting missed, make them clearer, and gently tell your partner how it feels. I miss you when you are on your phone works better than you never listen.',
            visuals: 'Close shot of one partner gently touching the arm of the other and saying the line.',
          },
          {
            title: "Your partner's bid",
            text: "What's your partner's most common bid?",
            voiceover: "Comment your partner's most common bid. Mine sends me videos of raccoons, daily.",
            visuals: 'Talk to camera holding a phone with a raccoon video playing.',
          },
        ],
        why_it_works:
          'Names the invisible feeling in the comment, being ignored by someone who is not a bad partner • The three-response replay makes the concept obvious even on mute • Gives both the ignored and the ignoring partner something to do, so couples share it • The playful bid question lightens a heavy topic and sparks easy comments',
      },
      source: {
        comment: "he's not a bad partner he just never looks up from his phone when I talk and I feel invisible",
        commentAuthor: '@quietlyhere.k',
        commentLikes: 9118,
        videoTitle: 'Little things that make a relationship feel safe',
        videoCreator: '@steady.love.notes',
        videoViews: 2_020_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'boundaries',
    A: {
      title: 'How to handle in-law comments as a team',
      content: {
        hooks: [
          "The in-law problem often isn't the in-laws. It's the couple not being on the same page.",
          'My mother-in-law commented on our parenting every visit. Then my husband said one sentence.',
          'Whose job is it to talk to the in-laws? The answer is simpler than you think.',
        ],
        sections: [
          {
            title: 'Agree in private first',
            text: "Decide together what is and isn't okay before the visit",
            voiceover:
              "Before the visit, agree in private on what's okay and what isn't. You can't back each other up if you haven't decided what you're backing.",
            visuals: 'Couple at the kitchen table with a notepad, a calendar showing the visit date circled.',
          },
          {
            title: 'Each handles their own family',
            text: 'Your parents → you speak up • My parents → I speak up',
            voiceover:
              'A common rule: each of you handles your own family. It usually lands better coming from their own kid, and it protects your partner from being cast as the bad guy.',
            visuals: 'Simple graphic with two family trees, an arrow from each partner to their own parents.',
          },
          {
            title: 'Kind and clear',
            text: "“We know you love us. We've decided on this, and we'd like you to respect it.”",
            voiceover:
              "Keep it kind and clear. We know you love us and the kids. We've decided on this, and we'd like you to respect it. No long defense needed.",
            visuals: 'A calm phone call on the balcony, the line appearing as a caption.',
          },
          {
            title: 'In the moment',
            text: 'Back each other up • Change the subject • Debrief later, in private',
            voiceover:
              'In the moment, back each other up and move the conversation on. Save any disagreements between the two of you for later, in private.',
            visuals: "Family dinner scene, one partner squeezing the other's hand under the table and changing the subject.",
          },
          {
            title: 'Comment the comment',
            text: 'What comment do you hear most from family?',
            voiceover: "Comment the line you hear most from family, and I'll help you write a kind, clear response.",
            visuals: 'Talk to camera with a casserole dish on the counter behind you.',
          },
        ],
        why_it_works:
          'Speaks to the loneliness in the comment, a partner who stays quiet, by making in-law issues a team job • The each-handles-their-own-family rule is simple, shareable and sparks debate • A ready-to-use script lowers the fear of a confrontation • The "comment the comment" CTA invites relatable family quotes that fuel follow-ups',
      },
      source: {
        comment: 'my MIL criticizes everything I do and my partner just stays quiet. I feel so alone in it',
        commentAuthor: '@sunday.dinners.sara',
        commentLikes: 12_460,
        videoTitle: 'Things my mother-in-law says (and how I respond)',
        videoCreator: '@familytable.talks',
        videoViews: 4_920_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Plan the holidays together before family asks',
      content: {
        hooks: [
          "Holiday fights start in October, when someone's mom asks 'so, are you coming?'",
          'We used to split every holiday between four houses. This year we made a plan first.',
          "Whose family do you spend the holidays with? Here's a fair way to decide.",
        ],
        sections: [
          {
            title: 'Talk before anyone asks',
            text: 'Decide as a couple first • Then tell family together',
            voiceover:
              'Have the conversation as a couple before any family member asks. Answering on the spot is how one of you ends up feeling steamrolled.',
            visuals: 'Early autumn scene, the couple on the porch with a calendar and two mugs.',
          },
          {
            title: 'List what matters most',
            text: 'Each person: the top 2 traditions you really care about',
            voiceover:
              'Each of you names the two traditions you really care about. Not everything, just the two that would genuinely hurt to miss.',
            visuals: 'Two lists side by side on a notepad, with a couple of items circled.',
          },
          {
            title: 'Pick a fair structure',
            text: 'Alternate years • Split the day • Host your own',
            voiceover:
              'Then pick a structure. Alternate years, split the day between families, or host your own and invite everyone. Fair beats perfect.',
            visuals: 'Three option cards on screen over b-roll of holiday travel, a split day and a home-hosted dinner.',
          },
          {
            title: 'Tell family kindly and early',
            text: "“We've decided to ___ this year. We'd love to see you on ___.”",
            voiceover:
              "Tell both families early, together, with something positive attached. We've decided to do this year's holiday at home, and we'd love to see you on the weekend after.",
            visuals: 'Couple on speakerphone together, both smiling and waving at the phone.',
          },
          {
            title: 'How do you split it?',
            text: 'How does your family split the holidays?',
            voiceover: 'How do you two split the holidays? Comment your system so couples still figuring it out can borrow one.',
            visuals: 'Talk to camera next to a half-decorated tree.',
          },
        ],
        why_it_works:
          'Gives the four-years-no-system commenter a step-by-step way to finally decide • Seasonal relevance gives the video a second life every year • The top-two-traditions step feels fair to both partners, which encourages sharing with a partner • System comments turn the thread into a practical resource',
      },
      source: {
        comment: "every holiday we fight about whose family we're going to. we've been together 4 years and still no system 😩",
        commentAuthor: '@holidayhavoc.hannah',
        commentLikes: 4375,
        videoTitle: 'Holiday travel with two families: our honest schedule',
        videoCreator: '@roadtrip.couple',
        videoViews: 1_860_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'communication',
    A: {
      title: 'Ask how your partner feels loved, not how you do',
      content: {
        hooks: [
          'You might be loving your partner perfectly, in your language instead of theirs.',
          'I planned surprise dinners for years. Turns out he just wanted me to sit with him while he cooks.',
          'Have you ever actually asked your partner what makes them feel loved?',
        ],
        sections: [
          {
            title: 'We give what we want',
            text: 'Most of us show love the way we want to receive it',
            voiceover: "Most of us show love the way we'd like to receive it. So you can be trying really hard and still miss.",
            visuals: 'One partner proudly presenting an elaborate dinner while the other looks tired and a little overwhelmed.',
          },
          {
            title: 'Ask a specific question',
            text: '“When did you feel really loved by me recently?”',
            voiceover:
              'Ask a real question with a real example. When did you feel really loved by me lately? The answer might surprise you.',
            visuals: 'The couple on the couch, one asking, the other thinking and then smiling.',
          },
          {
            title: 'Get examples',
            text: 'Kind words • Time together • Help • Touch • Small gifts → which land?',
            voiceover:
              'Go through a few types together: kind words, time together, help with tasks, physical affection, little gifts. Ask which land most, with examples.',
            visuals: 'Five icons on screen, the partner tapping two of them.',
          },
          {
            title: 'Write it down',
            text: 'Keep a note: 3 things that make them feel loved',
            voiceover: 'Write down the top three in your phone. Check it when life gets busy, and ask again every so often. People change.',
            visuals: "Phone notes app with a list titled 'things that make her feel loved'.",
          },
          {
            title: 'What works for you?',
            text: 'What actually makes you feel loved?',
            voiceover: 'Comment the small thing that actually makes you feel loved. Your partner might be reading.',
            visuals: 'Talk to camera with a knowing smile.',
          },
        ],
        why_it_works:
          'Directly answers the frustrated commenter who does a lot but misses the mark • The "I planned dinners, he wanted company" story is relatable and self-aware • The specific question is easy to try tonight, so viewers save and share it with their partner • The closing CTA is a quiet hint to partners, which drives comments and tags',
      },
      source: {
        comment: "I do SO much for my girlfriend and she still says she doesn't feel appreciated. what am I missing?",
        commentAuthor: '@marcus.tries.harder',
        commentLikes: 6040,
        videoTitle: 'Signs your partner feels unappreciated',
        videoCreator: '@lovelab.daily',
        videoViews: 2_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Say thank you like this and it actually lands',
      content: {
        hooks: [
          "'Thanks babe' isn't appreciation. It's a receipt.",
          'My partner thanked me for one specific thing last week. I am still thinking about it.',
          'Want your partner to feel seen? Use this three-part thank you.',
        ],
        sections: [
          {
            title: 'Generic vs specific',
            text: '“Thanks.” vs “Thanks for handling the vet call, I know you hate phone calls.”',
            voiceover:
              'Thanks is polite. Thanks for handling the vet call, I know you hate phone calls, is appreciation. It shows you noticed the effort, not just the result.',
            visuals: 'Side-by-side text bubbles: a plain thanks, then the longer specific one with a heart reaction.',
          },
          {
            title: 'The three-part formula',
            text: 'What they did • Why it mattered • What it says about them',
            voiceover:
              'The formula: what they did, why it mattered to you, and what it says about them. You always think ahead. That last part is the magic.',
            visuals: 'Three numbered cards sliding in over a shot of someone writing a note.',
          },
          {
            title: 'Notice the invisible stuff',
            text: 'Refilled the soap • Remembered a birthday • Took the early shift',
            voiceover:
              'The best things to thank are the ones nobody usually notices. The refilled soap, the remembered birthday, the early wake-up with the dog.',
            visuals: 'Close-ups of a refilled soap dispenser, a wrapped birthday card, a dog leash by the door at dawn.',
          },
          {
            title: 'Make it a habit',
            text: 'One specific thanks a day • Out loud or by text',
            voiceover:
              'Aim for one specific thank you a day, out loud or by text. It takes ten seconds and changes how noticed people feel.',
            visuals: 'A quick text being typed and sent, then a smile from across the room.',
          },
          {
            title: 'Do it in the comments',
            text: 'Tag your partner with one specific thank you',
            voiceover: 'Practice right now: tag your partner in the comments with one specific thank you.',
            visuals: 'Talk to camera, pointing down, then typing on your phone.',
          },
        ],
        why_it_works:
          'Answers the commenter who says thanks but feels it sounds flat, with a simple formula • The receipt hook is punchy and quotable, which earns shares • Concrete examples of invisible tasks make viewers think of their own partner immediately • Tagging partners in the comments multiplies reach organically',
      },
      source: {
        comment: 'my partner does a ton around the house and I say thanks but it feels so flat. how do I show I actually notice?',
        commentAuthor: '@grateful.gabe',
        commentLikes: 2115,
        videoTitle: 'Tiny habits of happy couples',
        videoCreator: '@happily.ish',
        videoViews: 1_320_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'dating',
    A: {
      title: 'Early green flags that matter more than chemistry',
      content: {
        hooks: [
          "Butterflies aren't a green flag. These are.",
          'I used to write off calm, kind people because they felt boring. Big mistake.',
          'What does healthy actually look like in the first few months? Five signs.',
        ],
        sections: [
          {
            title: "They're consistent",
            text: 'Words and actions match • Plans actually happen',
            voiceover:
              'Consistency is the big one. They say they will call, they call. Plans happen. You are not left decoding mixed signals.',
            visuals: 'Phone screen: a text saying see you at 7, then a doorbell at exactly 7.',
          },
          {
            title: 'They respect a small no',
            text: 'You say no → no sulking, no pushing',
            voiceover: 'Watch how they handle a small no. Not tonight, I am tired. A green flag says no problem and means it.',
            visuals: 'Text exchange where one person declines plans and the other replies warmly.',
          },
          {
            title: "They're curious about you",
            text: 'Follow-up questions • Remember details',
            voiceover:
              'They ask follow-up questions and remember the little things, like the name of your coworker or how your big meeting went.',
            visuals: 'A text asking how the presentation went, with a good-luck emoji from that morning visible above.',
          },
          {
            title: 'Conflict feels safe',
            text: 'Small disagreement → they listen, not punish',
            voiceover:
              'The first small disagreement tells you a lot. Do they listen and talk it through, or go cold and make you pay for it? You want the first one.',
            visuals: 'A calm cafe conversation with both people nodding.',
          },
          {
            title: 'Add yours',
            text: "What's a green flag you'd add?",
            voiceover: "What's a green flag you'd add to this list? Comment it so someone who's only ever learned red flags can see one.",
            visuals: 'Talk to camera holding a small green flag.',
          },
        ],
        why_it_works:
          'Answers a vulnerable comment from someone who only knows red flags by modeling what healthy looks like • The butterflies-are-not-a-flag opener challenges a common belief and stops the scroll • Concrete behaviors are easy to check against your own dating life, which drives saves • Inviting green flags creates a positive, supportive comment section people return to',
      },
      source: {
        comment: "I genuinely don't know what a healthy relationship looks like, I only know what red flags are 😬",
        commentAuthor: '@healing.hazel',
        commentLikes: 10_870,
        videoTitle: 'Red flags I ignored in my 20s',
        videoCreator: '@lessons.in.love',
        videoViews: 5_310_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Quiet red flags that look like romance at first',
      content: {
        hooks: [
          'Not every red flag is loud. Some of them look like romance at first.',
          'They wanted to spend every single day together after two weeks. I thought that was love.',
          "Is it intense, or is it a red flag? Here's how to tell the difference.",
        ],
        sections: [
          {
            title: 'Too much, too fast',
            text: 'Huge declarations in week two • Pressure to commit quickly',
            voiceover:
              "Big feelings early aren't automatically bad. Pressure is. If you feel rushed to commit before you really know each other, notice that.",
            visuals: 'Phone screen flooded with long messages and heart emojis in the second week of dating.',
          },
          {
            title: 'Slowly isolating you',
            text: 'Guilt about time with friends or family',
            voiceover:
              'Watch for guilt around your friends and family. Comments like they do not really get you, or sulking every time you make other plans.',
            visuals: 'A group chat with friends lighting up while a guilt-trip text appears on top.',
          },
          {
            title: 'Your no becomes a debate',
            text: 'Boundaries met with sulking, guilt or pressure',
            voiceover:
              'A healthy partner can hear no. If every boundary turns into a negotiation, guilt trip or silent treatment, that is a pattern, not a phase.',
            visuals: "Text exchange where 'not tonight' is followed by five increasingly pushy replies.",
          },
          {
            title: 'Checking and monitoring',
            text: 'Needing to know where you are • Going through your phone',
            voiceover:
              "Constantly needing to know where you are, or checking your phone, isn't a sign of how much they care. Trust doesn't need surveillance.",
            visuals: 'A location-sharing request notification and a phone being picked up from a nightstand.',
          },
          {
            title: 'Trust your gut',
            text: 'Talk to someone you trust • Feel unsafe? Contact a local support line',
            voiceover:
              'If something feels off, talk to a friend you trust. And if you ever feel afraid or unsafe, reach out to a local domestic abuse hotline or support service. You deserve to feel safe.',
            visuals: 'Talk to camera, calm and serious, with a text card encouraging viewers to reach out.',
          },
        ],
        why_it_works:
          'Answers the exact question in the comment, how to tell real interest from love bombing • Framing red flags as things that look romantic at first makes the video genuinely eye-opening • Clear, behavior-based signs are saveable and shareable with friends who might need them • Pointing to trusted people and support services keeps the content responsible',
      },
      source: {
        comment: 'how do you tell the difference between someone being really into you and someone love bombing you??',
        commentAuthor: '@curious.cleo',
        commentLikes: 8402,
        videoTitle: 'Love bombing: my story',
        videoCreator: '@afterthebreakup.bri',
        videoViews: 2_940_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'conflict',
    A: {
      title: 'Why you keep having the exact same fight',
      content: {
        hooks: [
          'Some fights never get fully solved, and that can be completely normal.',
          'We had the dishes fight for three years. It was never really about the dishes.',
          "Is it the same argument every week? Find what's underneath it.",
        ],
        sections: [
          {
            title: 'Solvable vs ongoing',
            text: 'Solvable: one decision fixes it • Ongoing: differences in personality or values',
            voiceover:
              'Relationship researchers describe two kinds of problems: ones you can solve, and ongoing ones rooted in who you each are. Most long-term couples have a few ongoing ones.',
            visuals: "Two labelled boxes on screen, 'SOLVABLE' and 'ONGOING', with example arguments dropping into each.",
          },
          {
            title: 'Look underneath',
            text: 'Phone at dinner → feeling a priority? • Being late → feeling respected?',
            voiceover:
              'The repeat fight is usually about something underneath. The phone at dinner might really be about feeling like a priority. Lateness might be about feeling respected.',
            visuals: 'An iceberg graphic: the topic above the waterline, the real need below it.',
          },
          {
            title: 'Ask the deeper question',
            text: '“What does this mean to you? Why does it matter so much?”',
            voiceover:
              'Next time, instead of arguing the topic again, get curious. What does this mean to you? Why does it matter so much?',
            visuals: 'The couple sitting facing each other, one asking the question and genuinely listening.',
          },
          {
            title: 'Manage it, not win it',
            text: 'Find a workable compromise • Revisit it with humor',
            voiceover:
              "With ongoing problems, the goal isn't winning. It's finding a compromise you can both live with and being able to talk about it without it blowing up.",
            visuals: 'A basket labelled PHONES on the dinner table, both phones going into it with a laugh.',
          },
          {
            title: 'Still stuck?',
            text: 'Same fight, more heat each time → consider a couples therapist',
            voiceover:
              "If it gets more heated every time, a couples therapist can help you spot the pattern. That's maintenance, not failure. Comment your recurring fight, no names needed.",
            visuals: 'Talk to camera on a park bench.',
          },
        ],
        why_it_works:
          'Reassures the exhausted commenter that recurring fights are common, and shows a new way in • The iceberg visual makes the concept instantly clear without sound • Getting curious instead of arguing is a fresh, practical move couples can try this week • Recurring-fight comments are highly relatable and reveal future topics',
      },
      source: {
        comment: 'we literally have the same fight about his phone every week. it never gets resolved, we just get tired',
        commentAuthor: '@roundandround.rina',
        commentLikes: 5977,
        videoTitle: 'The fights every couple has (and why)',
        videoCreator: '@realtalk.relationships',
        videoViews: 3_020_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The post-fight debrief that stops repeat arguments',
      content: {
        hooks: [
          'The most useful part of a fight happens the day after.',
          'After our worst fight, we sat down with two coffees and these four questions.',
          "Do you ever talk about a fight once it's over? Most couples just move on and hope.",
        ],
        sections: [
          {
            title: 'Wait until calm',
            text: 'Hours or a day later • Both fed and rested',
            voiceover: "Don't debrief while it's still hot. Wait a few hours or a day, when you're both calm, fed and rested.",
            visuals: 'Morning light, two coffees on a table, the couple sitting down relaxed.',
          },
          {
            title: 'What I felt',
            text: '“I felt ___ when ___.” • Feelings, not verdicts',
            voiceover:
              'Each of you shares what you felt. I felt dismissed when you checked your phone. Feelings, not verdicts about the other person.',
            visuals: 'Fill-in-the-blank card on screen, one partner speaking while the other nods.',
          },
          {
            title: 'What I needed',
            text: '“What I needed in that moment was ___.”',
            voiceover: 'Then what you needed. What I needed was for you to look at me. This is the part that usually never gets said.',
            visuals: 'Close-up of hands around a coffee mug as the line appears on screen.',
          },
          {
            title: 'My part',
            text: '“My part in it was ___.”',
            voiceover: "Then each of you names your own part. Not theirs. My part was bringing it up when you'd just walked in the door.",
            visuals: 'Both partners taking turns speaking, a small nod of recognition from each.',
          },
          {
            title: 'Next time',
            text: "“Next time, I'll try ___.”",
            voiceover:
              "Finish with one thing each of you will try next time. Have you ever debriefed a fight? Comment if you'd try this, or if it sounds terrifying.",
            visuals: 'The couple writing their next-time lines on a sticky note and putting it on the fridge.',
          },
        ],
        why_it_works:
          'Directly solves the problem in the comment: making up without ever talking means the fight comes back • Four fill-in-the-blank prompts are simple enough to screenshot and use word for word • The calm coffee setting makes a scary idea feel approachable • The "try it or terrifying" CTA makes commenting easy and honest',
      },
      source: {
        comment: 'we make up after a fight but never actually talk about it again so the same thing happens next month',
        commentAuthor: '@makeup.no.talk',
        commentLikes: 2488,
        videoTitle: 'How we argue after 8 years together',
        videoCreator: '@stillchoosingyou',
        videoViews: 1_090_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'boundaries',
    A: {
      title: 'Asking for alone time without it feeling like rejection',
      content: {
        hooks: [
          "Wanting time alone doesn't mean something is wrong with your relationship.",
          'I used to hide in the bathroom for twenty minutes just to be alone. Then I finally said it out loud.',
          'How do you ask for space without your partner panicking?',
        ],
        sections: [
          {
            title: 'Lead with reassurance',
            text: "“This isn't about you. I love our time together.”",
            voiceover:
              "Start with reassurance, because the fear is usually that it's about them. This isn't about you. I love our time together.",
            visuals: 'Couple on the couch, one partner holding the hand of the other while speaking.',
          },
          {
            title: 'Explain what it does',
            text: '“Quiet time helps me recharge so I can really be present.”',
            voiceover:
              'Then explain what alone time gives you. It helps me recharge so I can actually be present with you, instead of half there.',
            visuals: 'Cut to the creator reading alone in a quiet corner with a cup of tea.',
          },
          {
            title: 'Be specific',
            text: "How long • When • What you'll be doing",
            voiceover:
              "Be specific, because vague space feels scary. I'd love an hour after work to read, then let's make dinner together.",
            visuals: 'A shared calendar with a small block labelled recharge, followed by dinner together.',
          },
          {
            title: 'Reconnect after',
            text: '“Thanks, I needed that. Want to go for a walk?”',
            voiceover: 'And reconnect afterwards, on purpose. It shows your partner that space brings you back, not further away.',
            visuals: 'The couple heading out for an evening walk, laughing.',
          },
          {
            title: 'Your number',
            text: 'How much alone time do you need a week?',
            voiceover: "Comment how much alone time you need a week. I'm curious how different we all are.",
            visuals: 'Talk to camera wrapped in a blanket on a reading chair.',
          },
        ],
        why_it_works:
          'Answers the introvert in the comment who fears their need will look like losing interest • Scripted reassurance lines give viewers the exact words, which drives saves • Introvert and extrovert couples tag each other, extending reach • The alone-time number question is easy to answer and sparks friendly comparison',
      },
      source: {
        comment: "how do I tell my boyfriend I need alone time without him thinking I'm losing interest?? I'm an introvert and he's not",
        commentAuthor: '@introvert.iris',
        commentLikes: 7763,
        videoTitle: 'Introvert and extrovert couple: how we make it work',
        videoCreator: '@opposites.attract.us',
        videoViews: 2_410_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "When your partner asks for space, don't panic",
      content: {
        hooks: [
          "Your partner asking for space isn't always a warning sign. Often it's a healthy one.",
          "The first time my girlfriend asked for a night alone, I spiraled. Here's what I wish I'd known.",
          'Anxious when your partner wants space? Try these four steps.',
        ],
        sections: [
          {
            title: 'Notice the story',
            text: '“They are pulling away” → what actually happened?',
            voiceover:
              'Notice the story your brain is telling you. They are pulling away. Then ask what actually happened. They asked for one quiet evening. That is it.',
            visuals: 'Split screen: a dramatic imagined scenario in black and white, then the calm reality in color.',
          },
          {
            title: "Ask, don't assume",
            text: '“Is everything okay with us, or is this recharge time?”',
            voiceover:
              "If you're unsure, ask once, calmly. Is everything okay between us, or is this just recharge time? Then believe the answer.",
            visuals: 'A gentle text exchange with a reassuring reply and a heart.',
          },
          {
            title: 'Fill your own cup',
            text: 'Friends • Hobbies • Solo plans you enjoy',
            voiceover: "Use the time for yourself. See a friend, start that hobby, go to the movie they'd never watch with you.",
            visuals: 'Montage of the creator at a climbing gym, on a call with a friend, buying a single movie ticket.',
          },
          {
            title: 'Share your needs too',
            text: '“Happy to give you space. Could we plan something this weekend?”',
            voiceover:
              "Your needs matter too. It's fair to ask for connection time alongside their space. Happy to give you tonight. Could we plan something this weekend?",
            visuals: 'The couple pencilling a Saturday plan into a paper calendar together.',
          },
          {
            title: 'If anxiety is constant',
            text: 'Ongoing worry about being left → a therapist can help',
            voiceover:
              'If the fear of being left shows up constantly, talking to a therapist can really help. You deserve to feel secure. Comment what helps you when you start spiraling.',
            visuals: 'Talk to camera, calm and warm, soft light.',
          },
        ],
        why_it_works:
          'Covers the other side of the space conversation, answering the anxious commenter who assumes space means leaving • The imagined-versus-real split screen makes an internal experience visible • Validating the needs of the anxious partner keeps it balanced, not one-sided • Suggesting a therapist for constant fear is responsible and builds trust with viewers',
      },
      source: {
        comment: "when my partner wants space I immediately assume he's going to leave me. how do I stop spiraling",
        commentAuthor: '@anxious.annie.a',
        commentLikes: 5106,
        videoTitle: 'Why I get anxious when my partner goes quiet',
        videoCreator: '@securebase.talks',
        videoViews: 1_750_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'long-term-love',
    A: {
      title: "At-home dates that don't feel like a normal Tuesday",
      content: {
        hooks: [
          'Watching a show side by side on your own phones is not a date night. Sorry.',
          "We can't get a sitter every week, so we turned our living room into a date spot.",
          'Four at-home dates that take less than ten minutes to set up.',
        ],
        sections: [
          {
            title: 'Rule one: make it different',
            text: 'Phones away • Lights changed • A different room, or the floor',
            voiceover:
              'The only rule: make it feel different from a normal night. Phones away, lights changed, eat on the floor or the balcony.',
            visuals: 'Living room transformation: main light off, string lights on, blanket and cushions on the floor.',
          },
          {
            title: 'Taste-test night',
            text: 'Blind taste test • Recreate a meal from a trip you loved',
            voiceover: 'Do a blind taste test of chips or chocolate, or recreate a meal from a trip you loved. Cheap and surprisingly fun.',
            visuals: 'One partner blindfolded with a scarf tasting chocolate squares, scoring them on a notepad.',
          },
          {
            title: 'Play something',
            text: 'Card game • Two-player puzzle • Question cards',
            voiceover:
              'Play something together. A card game, a puzzle, or a deck of question cards. Playing brings out a side of each other that chores never do.',
            visuals: 'Overhead shot of a card game on a coffee table, both laughing.',
          },
          {
            title: 'Plan a future thing',
            text: 'Dream trip planning • A bucket list for this year',
            voiceover:
              'Plan something together, even if it is far off. A dream trip, or ten things to do this year. Looking forward together is connecting.',
            visuals: 'A handwritten list titled this year, with a laptop showing a map in the background.',
          },
          {
            title: 'Your best one',
            text: "What's your favorite at-home date?",
            voiceover: 'Comment your favorite at-home date idea. Parents with no babysitter are counting on you.',
            visuals: 'Talk to camera sitting on floor cushions under the string lights.',
          },
        ],
        why_it_works:
          'Answers the commenter with kids and no babysitter with low-cost ideas that work at home • The living-room transformation is a satisfying visual that drives watch time • Specific ideas make the video a save-for-later list • The idea-sharing CTA builds a comment section full of extra dates',
      },
      source: {
        comment: "we have 2 kids and no babysitter. date nights just... don't happen anymore. ideas that don't cost a fortune?",
        commentAuthor: '@budget.love.bea',
        commentLikes: 8955,
        videoTitle: 'Our weekly date night routine (10 years married)',
        videoCreator: '@datenight.every.friday',
        videoViews: 2_180_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Questions for couples who think they know everything',
      content: {
        hooks: [
          "You've been together for years. You still don't know everything about them.",
          'After nine years, one question made my husband tell me a story I had never heard.',
          "When did you last ask your partner something you didn't already know the answer to?",
        ],
        sections: [
          {
            title: 'Why curiosity matters',
            text: 'People keep changing • Curiosity keeps you close',
            voiceover:
              "Running out of things to talk about is really common in long relationships. It usually means you've stopped asking new questions, not that there's nothing left.",
            visuals: 'Couple at dinner quietly scrolling their phones, then putting them down.',
          },
          {
            title: 'Memory questions',
            text: "What's a childhood moment you've never told me? • When did you first feel like an adult?",
            voiceover:
              "Start with memories. What's a moment from your childhood you've never told me? When did you first feel like a grown-up?",
            visuals: 'Question cards on the table next to an old photo album.',
          },
          {
            title: 'Right-now questions',
            text: "What's been on your mind lately? • What are you proud of this year?",
            voiceover: "Then the present. What's been on your mind lately that you haven't said? What are you proud of this year?",
            visuals: 'The couple on a walk, one partner answering thoughtfully while the other listens.',
          },
          {
            title: 'Future questions',
            text: 'What do you want to try in the next 5 years? • What does a perfect ordinary day look like now?',
            voiceover:
              'And the future. What do you want to try in the next five years? What would a perfect, ordinary day look like for you now?',
            visuals: 'Sunset on a balcony, the couple leaning on the railing, talking.',
          },
          {
            title: 'Report back',
            text: 'Ask one tonight and tell me what you learned',
            voiceover: 'Ask one of these tonight, then come back and comment the most surprising thing you learned.',
            visuals: 'Talk to camera holding up a question card.',
          },
        ],
        why_it_works:
          'Reassures the commenter that running out of things to say is common, and gives a fix • Question lists are highly saveable for the next date night • Grouping by past, present and future makes the list feel thoughtful, not random • The report-back CTA produces heartfelt story comments that keep the video alive',
      },
      source: {
        comment: "we've been together 8 years and honestly we've run out of things to talk about. is that normal?",
        commentAuthor: '@eightyears.em',
        commentLikes: 4633,
        videoTitle: 'Questions I asked my husband after 10 years',
        videoCreator: '@deeptalks.duo',
        videoViews: 1_270_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'communication',
    A: {
      title: 'Ask this before you give your partner advice',
      content: {
        hooks: [
          'Your partner might not want your solution. They might just want you to listen.',
          "I fixed every problem my wife told me about. She finally said: 'I just need you to listen.'",
          "One question can save you from a lot of 'you're not listening' fights.",
        ],
        sections: [
          {
            title: 'The question',
            text: '“Do you want advice, or do you want me to just listen?”',
            voiceover:
              'Before you jump in, ask: do you want advice, or do you want me to just listen? It sounds simple. It changes everything.',
            visuals: 'Partner venting on the couch, the other pausing mid-sentence to ask the question.',
          },
          {
            title: 'If they want support',
            text: 'Nod • Reflect back • “That sounds so frustrating.”',
            voiceover:
              'If they want support, your job is to be on their side. Nod, reflect back what you hear, and say things like that sounds so frustrating.',
            visuals: 'Close-up of a listening face, a hand on a knee, no phone in sight.',
          },
          {
            title: 'If they want advice',
            text: "Ask what they've tried • Offer one idea, not ten",
            voiceover: "If they do want advice, ask what they've already tried first. Then offer one idea, not a ten-step plan.",
            visuals: 'A whiteboard with ten bullet points being erased down to one.',
          },
          {
            title: 'It works both ways',
            text: '“I just need to vent, no fixing.”',
            voiceover:
              'It works the other way too. Tell your partner what you need before you vent: I just need to rant, no fixing please.',
            visuals: 'The roles flipped: the other partner starting a rant with the line.',
          },
          {
            title: 'Fixer or listener?',
            text: 'Are you a fixer or a listener?',
            voiceover: "Be honest in the comments: are you a fixer or a listener? And what's your partner?",
            visuals: 'Talk to camera holding a wrench in one hand and a coffee mug in the other.',
          },
        ],
        why_it_works:
          'Answers the confused commenter whose well-meant solutions keep backfiring • One simple question is instantly usable and easy to remember • The fixer-versus-listener framing is relatable for both partners, so couples tag each other • The identity question in the CTA gets quick, fun comments',
      },
      source: {
        comment: "my girlfriend vents and I give solutions and she gets MORE upset. I'm trying to help?? what am I doing wrong",
        commentAuthor: '@problem.solver.pete',
        commentLikes: 9604,
        videoTitle: 'Things partners do that they think are helpful',
        videoCreator: '@honest.couples.hour',
        videoViews: 3_880_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The repeat-back trick for feeling truly heard',
      content: {
        hooks: [
          "Half of most arguments is two people explaining themselves to someone who isn't listening.",
          'We tried the repeat-back rule in one argument and it was over in half the time.',
          'Could you repeat what your partner just said before you answer? Most of us cannot.',
        ],
        sections: [
          {
            title: 'How it works',
            text: 'Partner speaks → you summarize → they confirm → THEN you reply',
            voiceover:
              'One person speaks. The other summarizes what they heard. The speaker confirms or corrects. Only then do you get to reply.',
            visuals: 'Simple arrow diagram over a shot of the couple sitting opposite each other.',
          },
          {
            title: "Summarize, don't judge",
            text: '“So you felt left out when I made plans without asking. Is that right?”',
            voiceover:
              'Summarize without adding your take. So you felt left out when I made plans without asking, is that right? No but, no eye roll.',
            visuals: 'Close-up of the listener repeating back, the speaker visibly relaxing.',
          },
          {
            title: 'Let them correct you',
            text: "“Not quite, it's more that...” = useful, not failure",
            voiceover:
              'If they say not quite, great. That is the point. You just caught a misunderstanding before it became a bigger fight.',
            visuals: 'A check mark appearing after the second, corrected summary.',
          },
          {
            title: 'Then switch',
            text: 'Your turn to speak • Same rules',
            voiceover:
              'Then you switch. Same rules for you. It feels slow at first, but it saves you from arguing about things nobody actually said.',
            visuals: 'The couple swapping a small object, like a salt shaker, as a talking token.',
          },
          {
            title: 'Try it once',
            text: 'Try it on your next disagreement and report back',
            voiceover:
              'Try it on your next disagreement, even a small one, and comment how it went. Bonus points if you use a salt shaker.',
            visuals: 'Talk to camera holding the salt shaker up.',
          },
        ],
        why_it_works:
          'Answers the talk-over-each-other problem in the comment with a structured exercise • The talking-token detail is memorable and fun on camera • The arrow diagram makes the steps clear with the sound off • Asking for results invites follow-up comments and success stories',
      },
      source: {
        comment: "the 'advice or listen' thing helps but when we actually argue we both just talk over each other",
        commentAuthor: '@overtalkers.anon',
        commentLikes: 3022,
        videoTitle: 'Communication exercises for couples',
        videoCreator: '@couplesworkshop.home',
        videoViews: 960_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'dating',
    A: {
      title: 'How to have the what-are-we talk calmly',
      content: {
        hooks: [
          "Asking 'what are we?' isn't needy. It's just information you're allowed to have.",
          "I waited six months to ask. I wish I'd asked at six weeks.",
          'How do you bring up exclusivity without it feeling like an ultimatum?',
        ],
        sections: [
          {
            title: 'Know what you want first',
            text: 'Exclusive? Seeing where it goes? Decide before you ask',
            voiceover:
              "Before you ask them, ask yourself. Do you want to be exclusive? A relationship? Know your answer so you're not just reacting to theirs.",
            visuals: 'Journal page with two columns, what I want and what I am okay with.',
          },
          {
            title: 'Pick a relaxed moment',
            text: 'In person • Not mid-argument • Not by text at 1 a.m.',
            voiceover:
              'Choose a relaxed moment, in person. Not mid-argument, not after drinks, and definitely not by text at one in the morning.',
            visuals: 'Two people on a sunny afternoon walk, coffee in hand.',
          },
          {
            title: 'Say it simply',
            text: "“I really like where this is going. I'm not seeing anyone else. How do you feel?”",
            voiceover:
              "Keep it simple and honest. I really like where this is going. I'm not seeing anyone else, and I'd like us to be exclusive. How do you feel about that?",
            visuals: 'Close-up of the two of them on a bench, the line appearing as a caption.',
          },
          {
            title: 'Then really listen',
            text: 'Let them answer • Ask follow-ups • No pressure for an instant yes',
            voiceover:
              'Then let them answer, and really listen. They might need a day to think. That is okay. You want a real answer, not a pressured one.',
            visuals: 'The other person thinking, then talking, while the first nods.',
          },
          {
            title: 'How long did you wait?',
            text: 'How long did you wait before asking?',
            voiceover: 'Comment how long you waited before having this talk. I bet the answers will make a lot of people feel better.',
            visuals: 'Talk to camera, casual and warm.',
          },
        ],
        why_it_works:
          'Gives the commenter three months into a situationship the exact words and timing they need • Framing the question as information, not neediness, removes shame and drives shares • The "no pressure for an instant yes" step models a healthy, non-manipulative approach • The how-long-did-you-wait question produces reassuring, relatable comments',
      },
      source: {
        comment: "we've been seeing each other 3 months and I have no idea if we're exclusive. how do I ask without scaring him off 😭",
        commentAuthor: '@situationship.sos',
        commentLikes: 11_742,
        videoTitle: 'Signs you are in a situationship',
        videoCreator: '@datingrealist.dee',
        videoViews: 4_460_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "When they don't want the same thing you do",
      content: {
        hooks: [
          "If they're not sure, waiting around for them to change their mind usually isn't the answer.",
          "He said he wasn't looking for anything serious. Here's what I did instead of waiting.",
          'What do you do when you want more and they do not?',
        ],
        sections: [
          {
            title: 'Take it at face value',
            text: 'Believe what they say • Not what you hope they mean',
            voiceover:
              'When someone tells you they are not looking for anything serious, believe them. Not the version you hope they secretly mean.',
            visuals: "A text saying 'not looking for anything serious' with a highlighter over it.",
          },
          {
            title: 'Check in with yourself',
            text: 'Can I be happy with this exactly as it is today?',
            voiceover: 'Then ask yourself honestly: can I be happy with this exactly as it is today, not as it might become?',
            visuals: 'The creator journaling on a window seat.',
          },
          {
            title: 'Decide for you',
            text: 'Stay on clear terms • Or step back kindly',
            voiceover:
              "You can't make someone want more, and pressuring them into it won't give you what you want anyway. What you can decide is whether this works for you.",
            visuals: 'A fork in a path on a walk, the creator pausing and choosing a direction.',
          },
          {
            title: 'Step back with dignity',
            text: "“I want something different, so I'm stepping back. I've really enjoyed this.”",
            voiceover:
              "If it doesn't work for you, you can leave kindly. I want something different, so I'm going to step back. I've really enjoyed getting to know you.",
            visuals: 'A calm, kind text being typed and sent, followed by the phone placed face-down.',
          },
          {
            title: 'How did you handle it?',
            text: 'Did you stay or walk away?',
            voiceover: 'Have you been here? Comment whether you stayed or walked away, and how it turned out.',
            visuals: 'Talk to camera, relaxed, on a park bench.',
          },
        ],
        why_it_works:
          'Answers the wait-or-leave dilemma in the comment with honesty and self-respect • The believe-what-they-say rule is quotable and widely shared • Respecting the other person while choosing yourself models a healthy, non-manipulative path • Stay-or-leave stories create an emotional, engaged comment thread',
      },
      source: {
        comment: "I asked and he said he 'isn't looking for anything serious right now'... do I wait it out or leave??",
        commentAuthor: '@waiting.on.will',
        commentLikes: 6377,
        videoTitle: 'I asked him what we are (storytime)',
        videoCreator: '@storytime.with.stella',
        videoViews: 2_150_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'conflict',
    A: {
      title: "Why 'sorry you feel that way' isn't an apology",
      content: {
        hooks: [
          "'I'm sorry you feel that way' is not an apology. It's a deflection.",
          "I used to add a 'but' to every apology. My partner finally pointed it out.",
          'Four parts of an apology that actually repairs something.',
        ],
        sections: [
          {
            title: 'Name what you did',
            text: "“I was late and didn't text you.”",
            voiceover: "Start by naming what you did, clearly and specifically. I was late and didn't text. Not mistakes were made.",
            visuals: 'A clock showing 8:40, then the creator saying the line to camera.',
          },
          {
            title: 'Acknowledge the impact',
            text: "“You waited 40 minutes and felt like you didn't matter.”",
            voiceover: 'Then show you understand how it affected them. You waited forty minutes and felt like you did not matter to me.',
            visuals: 'A partner sitting alone at a restaurant table, checking their phone.',
          },
          {
            title: 'Own it, no but',
            text: "“That's on me.” • Not “but the traffic...”",
            voiceover: "Own it without a but. That's on me. The moment you add but the traffic, the apology turns into a defense.",
            visuals: 'The word BUT on screen getting crossed out in red.',
          },
          {
            title: 'Say what changes',
            text: "“Next time I'll text before I leave work.”",
            voiceover: 'Finish with what you will do differently. A specific change is what makes an apology believable.',
            visuals: 'A phone reminder being set: text before leaving work.',
          },
          {
            title: 'Worst non-apology',
            text: "What's the worst non-apology you've heard?",
            voiceover: "Comment the worst non-apology you've ever heard. I know there are some classics out there.",
            visuals: 'Talk to camera with a raised eyebrow.',
          },
        ],
        why_it_works:
          'Validates the commenter who feels worse after "sorry you are upset" and explains why • The four-part structure is easy to remember and screenshot • Crossing out the word but is a strong visual that works on mute • Non-apology comments are funny and cathartic, which drives engagement',
      },
      source: {
        comment: "my partner always says 'sorry you're upset' and somehow that makes me MORE upset. am I crazy?",
        commentAuthor: '@notcrazy.nat',
        commentLikes: 8261,
        videoTitle: 'Phrases that quietly damage relationships',
        videoCreator: '@wordsmatter.love',
        videoViews: 2_690_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How to accept an apology and actually move on',
      content: {
        hooks: [
          "Accepting an apology isn't the same as saying it was okay.",
          'My partner apologized well, and I still brought it up for weeks. This is what helped me let it go.',
          'They said sorry. So why are you still upset?',
        ],
        sections: [
          {
            title: "Accepting isn't excusing",
            text: '“Thank you for saying that.” is enough',
            voiceover:
              "You don't have to say it's fine if it wasn't. Thank you for saying that, or I appreciate the apology, is a real and honest response.",
            visuals: 'The couple on the couch, one partner nodding and squeezing the hand of the other.',
          },
          {
            title: 'Say what you still need',
            text: '“I need a little time.” • “Can you text next time?”',
            voiceover:
              "If you're still hurt, say what you need. I need a bit of time, or can you text me next time? Needs, not punishments.",
            visuals: 'Text on screen over a shot of a quiet walk.',
          },
          {
            title: 'Watch the follow-through',
            text: 'Trust rebuilds through changed actions over time',
            voiceover:
              'Trust usually comes back through actions, not words. Notice when they follow through, and say so. It helps both of you.',
            visuals: 'Phone screen: a text saying leaving work now, see you in 20, with a heart reaction.',
          },
          {
            title: 'Stop re-litigating',
            text: 'Once it is resolved, it is not ammo for the next fight',
            voiceover:
              "Once it's resolved, try not to use it as ammo in the next fight. If it keeps coming back, that's a sign something still needs to be talked about, not thrown.",
            visuals: 'A folder labelled old fights being closed and put away on a shelf.',
          },
          {
            title: 'When sorry keeps repeating',
            text: 'Same hurt, same apology, no change → that is the real issue',
            voiceover:
              "If it's the same hurt and the same apology again and again with no change, that's the real issue, and a couples therapist can help. Comment what helps you forgive.",
            visuals: 'Talk to camera, thoughtful, soft light.',
          },
        ],
        why_it_works:
          'Answers the commenter who is still hurt after a good apology and feels guilty about it • Separating accepting from excusing is a relieving reframe that gets shared • Practical steps for both the hurt and the apologizing partner make it useful for couples • The note on repeated apologies adds responsible nuance and builds trust',
      },
      source: {
        comment: "what if they apologize properly and I'm still hurt? I keep bringing it back up and I feel bad",
        commentAuthor: '@still.healing.hope',
        commentLikes: 2904,
        videoTitle: 'How to apologize to your partner the right way',
        videoCreator: '@repair.rituals',
        videoViews: 1_180_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'long-term-love',
    A: {
      title: 'The money date: talk finances without fighting',
      content: {
        hooks: [
          "Not talking about money doesn't avoid money fights. It just delays them.",
          'Our first money date had snacks, a spreadsheet and zero yelling.',
          'When did you last talk about money with your partner, beyond who paid for dinner?',
        ],
        sections: [
          {
            title: 'Make it a date',
            text: 'Snacks • Comfy spot • 45 minutes max',
            voiceover: 'Make it feel like a date, not an audit. Snacks, a comfy spot, and a time limit so it does not drag on forever.',
            visuals: 'Coffee table with snacks, two drinks, a notebook and a laptop, cozy lighting.',
          },
          {
            title: 'Start with stories',
            text: '“How did your family talk about money growing up?”',
            voiceover:
              'Start with stories, not numbers. How did your family talk about money growing up? It explains a lot about how you each feel about it now.',
            visuals: 'The couple laughing and sharing stories, an old piggy bank on the table.',
          },
          {
            title: 'Share the numbers',
            text: 'Income • Debts • Savings • Big upcoming costs',
            voiceover:
              "Then share the basics honestly: income, debts, savings and any big upcoming costs. No judgment. You can't plan together with half the picture.",
            visuals: 'A notebook page with four headings, numbers blurred out for privacy.',
          },
          {
            title: 'Pick one shared goal',
            text: 'A trip • An emergency fund • Paying off a card',
            voiceover:
              'End by picking one shared goal together. A trip, an emergency fund, paying off a card. One goal makes the whole talk feel hopeful.',
            visuals: 'A sticky note reading our goal being placed on the fridge.',
          },
          {
            title: 'Not financial advice',
            text: 'This is about communication • Big decisions → a qualified professional',
            voiceover:
              'This is about communication, not financial advice. For big decisions, talk to a qualified financial professional. Comment if you want our full list of money-date questions.',
            visuals: 'Talk to camera, notebook in hand.',
          },
        ],
        why_it_works:
          'Answers the commenter who does not know how to bring up debt after two years, with a gentle structure • The date framing makes a dreaded topic feel doable and even fun • Starting with stories instead of numbers is a fresh insight that lowers defensiveness • The not-financial-advice framing keeps the content responsible while the question-list CTA drives comments',
      },
      source: {
        comment: "we've been together 2 years and I still don't know how much debt he has. how do you even bring that up??",
        commentAuthor: '@moneyshy.mel',
        commentLikes: 6820,
        videoTitle: 'Things couples should discuss before moving in',
        videoCreator: '@movingin.checklist',
        videoViews: 3_370_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Yours, mine, ours: 3 ways couples share money',
      content: {
        hooks: [
          "There's no single right way to split money as a couple. There are three common ones.",
          'We earn very different amounts. 50/50 felt fair on paper and awful in real life.',
          "Joint accounts, separate accounts, or both? Let's break it down.",
        ],
        sections: [
          {
            title: 'All joint',
            text: 'Everything pooled • Simple • Needs lots of trust and similar habits',
            voiceover:
              'Option one: everything goes into a shared pot. Simple and very team-like, but it works best when your spending habits are similar.',
            visuals: 'Two jars of coins being poured into one big jar labelled OURS.',
          },
          {
            title: 'All separate',
            text: 'Split the bills • Full independence • Can feel transactional',
            voiceover:
              'Option two: fully separate, splitting bills. Lots of independence, but some couples find it starts to feel like being roommates.',
            visuals: 'Two separate jars, with a bill being split down the middle with scissors.',
          },
          {
            title: 'Yours, mine, ours',
            text: 'Shared account for bills + personal accounts for fun money',
            voiceover:
              'Option three, a hybrid: a shared account for bills and shared goals, plus personal accounts for spending without explaining every coffee.',
            visuals: 'Three jars labelled YOURS, MINE and OURS, coins flowing into each.',
          },
          {
            title: 'Even or proportional?',
            text: '50/50 • Or split by percentage of income',
            voiceover:
              'For shared costs, you can split evenly, or in proportion to income. If one of you earns a lot more, many couples find proportional feels fairer.',
            visuals: 'Simple pie charts comparing a 50/50 split and a 65/35 split.',
          },
          {
            title: 'Decide together',
            text: 'Not financial advice • Revisit it when life changes',
            voiceover:
              "None of this is financial advice, and there's no wrong answer if it works for both of you. Revisit it when life changes. Which setup do you use? Tell me below.",
            visuals: 'Talk to camera between the three jars.',
          },
        ],
        why_it_works:
          'Answers the fairness question in the comment with options instead of a verdict • The three-jar visual explains each system instantly, even on mute • Including proportional splits speaks directly to couples with different incomes • The which-setup question sparks lively, saveable debate with clear not-financial-advice framing',
      },
      source: {
        comment: 'he makes twice what I do and wants to split everything 50/50. is that fair or am I being unreasonable?',
        commentAuthor: '@fairshare.fran',
        commentLikes: 9430,
        videoTitle: 'How we split bills as a couple (with different incomes)',
        videoCreator: '@ours.not.mine',
        videoViews: 2_830_000,
        platform: 'youtube',
      },
    },
  },
]);
