import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Parenting: 14 days of ideas, variants A and B (toddler behavior, routines, mealtimes, school-age kids and parent wellbeing). */
export const PARENTING_IDEAS: readonly ContentIdea[] = dailyIdeas('parenting', [
  {
    subNiche: 'toddler-behavior',
    A: {
      title: 'The 4-line script for toddler meltdowns',
      content: {
        hooks: [
          "Stop trying to reason with a toddler mid-tantrum. That part of their brain isn't taking calls.",
          'My 2-year-old screamed in the cereal aisle for eleven minutes. This is what I say now instead of bargaining.',
          'What do you actually say when your toddler melts down? Four lines. That is the whole script.',
        ],
        sections: [
          {
            title: 'Safety first, words later',
            text: 'Move them (or the breakables) somewhere safe • Get low • Say less',
            voiceover:
              'Your first job is safety, not teaching. Move your kid or the breakable things, get down to their eye level, and talk way less than you want to.',
            visuals: 'Parent kneeling beside a crying toddler on the living-room rug, calmly sliding a glass cup out of reach.',
          },
          {
            title: 'Line 1: name it',
            text: "“You're so mad the tablet turned off.”",
            voiceover:
              "Name the feeling in plain words. You're not agreeing with the behavior, you're showing them you get it, and that alone can take some heat out of the moment.",
            visuals: 'Close-up of the parent at toddler height, the line appearing as a big on-screen caption.',
          },
          {
            title: 'Line 2: hold the limit',
            text: '“And the tablet is done for today.”',
            voiceover:
              "Then restate the limit calmly, once. Don't renegotiate, and don't add a brand-new punishment just to win the moment.",
            visuals: 'The tablet placed face-down on a high shelf, the parent back at eye level with the child.',
          },
          {
            title: 'Lines 3 and 4: stay and wait',
            text: "“I'm right here.” • “When you're ready, we can hug or get water.”",
            voiceover:
              "Stay close and quiet, and offer a hug or a drink for when they're ready. Most meltdowns burn out faster when nobody is adding fuel.",
            visuals: 'Wide shot of the parent sitting calmly nearby, then the toddler crawling into their lap for a hug.',
          },
          {
            title: 'Your biggest trigger?',
            text: 'What sets off the biggest meltdowns at your house?',
            voiceover:
              "Tell me the one thing that sets off the biggest meltdowns in your house. I'll script the top answer in my next video.",
            visuals: 'Talk to camera on the couch, toys scattered in the background, pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers the exact panic in the comment: everyone says stay calm, but what do I SAY? • Short quotable lines on screen work with the sound off and get screenshotted for the fridge • Validating the feeling while holding the limit settles the "am I being too soft?" worry • The trigger question pulls in specific stories that become ready-made follow-up scripts',
      },
      source: {
        comment: "everyone says 'stay calm' but WHAT DO I SAY?? my 2yo screams and I just freeze 😩",
        commentAuthor: '@tiredmama.tess',
        commentLikes: 7342,
        videoTitle: 'Toddler meltdown in the cereal aisle: what I did instead of leaving',
        videoCreator: '@littlehumans.lab',
        videoViews: 2_610_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '4 phrases I stopped saying during tantrums',
      content: {
        hooks: [
          'Some of the most common things we say during tantrums can make them last longer.',
          'I said the first one every single day for a year. Oops.',
          'Four phrases to delete from your meltdown vocabulary, and what to say instead.',
        ],
        sections: [
          {
            title: '“Calm down!”',
            text: "Instead: “You can be upset. I'll help you.”",
            voiceover:
              'Telling a flooded toddler to calm down is like telling a sneeze to stop. Give them permission to feel it and lend them your calm instead.',
            visuals: "Red text card with 'CALM DOWN!' crossed out, then a green card with the replacement line.",
          },
          {
            title: '“Stop crying or else”',
            text: "Instead: “It's okay to cry. I'm here.”",
            voiceover:
              "A threat in the middle of a meltdown adds fear on top of frustration. If there's a consequence, talk about it later when everyone is calm.",
            visuals: 'Same red-to-green card swap, cut with b-roll of a parent sitting next to a teary preschooler on the stairs.',
          },
          {
            title: "“You're being so bad”",
            text: "Instead: “You're having a hard time.”",
            voiceover: 'Labels stick. Describe the moment, not the kid. A hard time is something you can get through together.',
            visuals: 'Card swap, then a close shot of the parent rubbing the back of the child.',
          },
          {
            title: 'The mid-meltdown lecture',
            text: 'Instead: five words or fewer, teach later',
            voiceover:
              "Long explanations don't land during a tantrum. Keep it to a few words now and save the teaching for bedtime or the car ride home.",
            visuals: 'A long scrolling paragraph of text shrinking down to five words on screen.',
          },
          {
            title: 'Which one slips out?',
            text: 'Comment the phrase that still sneaks out at your house',
            voiceover: 'Be honest: which one still slips out at your house? Mine is number one. Comment yours, zero judgment here.',
            visuals: 'Talk to camera with a sheepish smile, the four crossed-out phrases stacked beside you.',
          },
        ],
        why_it_works:
          'Directly answers the comment asking what to say instead of "stop crying" • Before-and-after phrase swaps are highly screenshottable and readable with the sound off • The "I said it too" confession removes shame, so parents admit their own habits in the comments • Each phrase can be expanded into its own follow-up video',
      },
      source: {
        comment: "ok but what do I say instead of 'stop crying'?? it just comes out of my mouth automatically",
        commentAuthor: '@dad.of.three.jt',
        commentLikes: 3188,
        videoTitle: 'Things I said as a parent that I now regret',
        videoCreator: '@calmish.parenting',
        videoViews: 1_420_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'daily-routines',
    A: {
      title: 'The picture bedtime chart that stops stalling',
      content: {
        hooks: [
          "Your kid isn't stalling bedtime to annoy you. They honestly don't know what comes next.",
          "Bedtime used to take us 90 minutes. Now it's about 30, and I barely say a word.",
          'What if a piece of paper did the nagging instead of you?',
        ],
        sections: [
          {
            title: 'Pick 5 or 6 steps',
            text: 'Bath → pajamas → teeth → potty → 2 books → lights out',
            voiceover: 'Keep it short and in the same order every night. Five or six steps is plenty for a preschooler.',
            visuals: 'Parent writing the steps on sticky notes at the kitchen table, lining them up in order.',
          },
          {
            title: 'Make it visual',
            text: 'A photo of YOUR kid doing each step • Velcro dots to move them',
            voiceover:
              "Snap a photo of your child doing each step and print them. Kids who can't read yet still get it, and they love seeing themselves on the chart.",
            visuals: 'Phone photographing a kid brushing teeth, then printed squares stuck to the back of a bedroom door.',
          },
          {
            title: 'Let the chart be the boss',
            text: '“What does the chart say is next?”',
            voiceover:
              "Instead of saying 'go brush your teeth' five times, ask what the chart says is next. You go from nagger to teammate.",
            visuals: 'The child pointing at the next photo, moving a finished square to the done side.',
          },
          {
            title: 'Build in a last call',
            text: 'One final request before lights out: water, hug or potty',
            voiceover: "Stalling usually sounds like 'I need water.' So build it in: one last-call step, then lights out for real.",
            visuals: "A 'last call' card with a water cup drawn on it, placed as the final step on the door.",
          },
          {
            title: 'Your best stall tactic',
            text: "What's your kid's #1 bedtime stall?",
            voiceover: "Comment your kid's number one bedtime stall tactic. I'll share how we handle the most creative ones.",
            visuals: 'Talk to camera in a dim hallway, whispering, pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers the comment with a system, not a pep talk: the chart handles every stalling request in advance • Making the chart on camera is easy to copy tonight, so people save it • The photo-of-your-own-kid detail is specific and shareable between parents • The stall-tactic question invites funny, relatable comments that boost reach',
      },
      source: {
        comment: 'my 4yo suddenly needs water, a snack, a different blanket and to tell me about sharks every night at 8pm 🙃',
        commentAuthor: '@sarahbee.parents',
        commentLikes: 9821,
        videoTitle: 'Our realistic bedtime routine with 3 kids under 6',
        videoCreator: '@chaoshouse.family',
        videoViews: 3_940_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The bedtime pass for kids who keep getting up',
      content: {
        hooks: [
          'Stop walking them back to bed ten times a night. Give them a ticket instead.',
          'My son got out of bed seven times a night. One index card changed our evenings.',
          'Ever heard of a bedtime pass? Parents in my comments keep asking about it.',
        ],
        sections: [
          {
            title: 'Make the pass',
            text: 'One card • Their name • Their drawing',
            voiceover:
              'Grab an index card, let your kid decorate it, and call it their bedtime pass. Making it together gets them invested.',
            visuals: 'Overhead shot of small hands coloring an index card with crayons, their name written at the top.',
          },
          {
            title: 'How it works',
            text: 'One pass = one trip out of bed (a hug, a drink, one question)',
            voiceover: "They can trade the pass for one trip out of bed: a hug, a drink, one question. Once it's used, it's used.",
            visuals: 'The child handing the card over at the bedroom door in exchange for a quick hug.',
          },
          {
            title: "After it's gone",
            text: 'Calm, boring walk back • Few words • Same every time',
            voiceover:
              "If they come out again, walk them back calmly with as few words as possible. Boring is the point: there's nothing exciting about getting up.",
            visuals: 'Dim hallway, the parent silently walking the child back by the hand, tucking them in without chatting.',
          },
          {
            title: 'The unused-pass bonus',
            text: 'Pass still under the pillow = tiny morning perk (pick the breakfast song)',
            voiceover:
              'Some families let an unused pass earn a tiny morning perk, like choosing the breakfast song. Keep it small, not a big prize.',
            visuals: 'Morning kitchen, the child proudly holding up the unused card, then dancing to their chosen song.',
          },
          {
            title: 'Report back',
            text: 'Try it for a week • Big fears or loud snoring? Ask your pediatrician',
            voiceover:
              "Try it for a week and come back to tell me how many passes got used. And if getting up comes with big fears or loud snoring, that's worth mentioning to your pediatrician.",
            visuals: 'Talk to camera holding up the decorated pass.',
          },
        ],
        why_it_works:
          'Solves the exact follow-up problem in the comment: the routine is fine, but the kid keeps getting up • A physical card is a novel, concrete tool that viewers want to try tonight • The one-week check-in creates a reason to come back and comment results • The pediatrician note shows care without turning the video into medical advice',
      },
      source: {
        comment: 'this is cute but mine just gets out of bed 6 times after lights out, what then?',
        commentAuthor: '@jess.and.the.twins',
        commentLikes: 2147,
        videoTitle: 'Bedtime routine chart that actually works',
        videoCreator: '@tinyroutines.co',
        videoViews: 860_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'mealtimes',
    A: {
      title: 'The no-pressure plate for picky eaters',
      content: {
        hooks: [
          "Begging your kid to take 'one more bite' might be making picky eating worse.",
          'My daughter ate four foods. This plate setup slowly grew that list.',
          'What if dinner had zero bribes, zero battles, and your kid still tried new food?',
        ],
        sections: [
          {
            title: 'You decide, they decide',
            text: 'Parent: what, when, where • Child: whether and how much',
            voiceover:
              "Many feeding specialists recommend splitting the jobs. You decide what's served, when and where. Your kid decides whether to eat and how much.",
            visuals: "Split screen with two labels, 'MY JOB' over the parent cooking and 'YOUR JOB' over the kid at the table.",
          },
          {
            title: 'Always one safe food',
            text: 'Every plate: 1 food they reliably eat + a tiny taste of something new',
            voiceover:
              "Every plate gets one safe food they reliably eat, plus a small portion of something new or less-liked. Nobody leaves hungry, and nobody's forced.",
            visuals: 'Overhead shot of a divided plate: pasta in the big section, two green beans in the small one.',
          },
          {
            title: 'Drop the pressure',
            text: 'No bribes • No “just one bite” • No big cheering for eating',
            voiceover: 'No bribes, no countdowns, no applause. Even positive pressure can make a cautious eater dig in their heels.',
            visuals: 'Three quick cards with a red X: a dessert bribe, a countdown hand, clapping hands.',
          },
          {
            title: 'Repeat without a reaction',
            text: 'Many kids need lots of exposures before a new food feels safe',
            voiceover:
              'A new food can take many exposures before a kid accepts it, sometimes ten or more. Seeing it, smelling it and touching it all count.',
            visuals: 'Montage of the same green beans on the plate across several days, the kid finally poking one with a fork.',
          },
          {
            title: 'When to ask for help',
            text: 'Very few foods • Gagging • Growth worries → talk to your pediatrician',
            voiceover:
              "If the list of foods is very short, there's a lot of gagging, or you're worried about growth, talk to your pediatrician. Otherwise, drop your kid's safe foods below and I'll build plates from the most common ones.",
            visuals: 'Talk to camera at the kitchen counter, then pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers the real question in the comment, whether to keep serving the same three foods, with a clear yes-and plan • The divided-plate visual explains the method in one glance, even muted • Relieves parental guilt about "giving in" to safe foods, which drives shares • The safe-foods question generates comments and material for a plate-ideas series',
      },
      source: {
        comment: 'my son literally only eats chicken nuggets, plain pasta and apples. do I just keep making them?? 😭',
        commentAuthor: '@momof2.lex',
        commentLikes: 11_284,
        videoTitle: 'What my picky toddler ate this week (honest)',
        videoCreator: '@beigefood.diaries',
        videoViews: 4_780_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Food play: trying new foods away from dinner',
      content: {
        hooks: [
          "The best time to introduce a new food isn't dinner. It's a random Saturday morning.",
          'We played with broccoli for ten minutes. Three weeks later she licked it. That counts as a win.',
          'Can playing with food actually help a picky eater? Here is how we do it.',
        ],
        sections: [
          {
            title: 'Zero-stakes timing',
            text: 'Not at meals • Not when hungry • 10 minutes, max',
            voiceover: "Pick a calm time that isn't a meal. Nobody is hungry, nobody is expecting a bite, and nothing is on the line.",
            visuals: 'Sunny kitchen table mid-morning, a tray of raw vegetables and a curious preschooler.',
          },
          {
            title: 'Climb the food ladder',
            text: 'Look → touch → smell → lick → bite (every step counts)',
            voiceover:
              "Think of it as a ladder: looking, touching, smelling, licking, then biting. Every step up is progress, even if they don't swallow anything today.",
            visuals: 'On-screen ladder graphic, each rung lighting up as the child sniffs, then touches a broccoli floret.',
          },
          {
            title: 'Make it a game',
            text: 'Pepper stamps • Build a veggie face • Crunch test: loudest bite wins',
            voiceover: 'Use pepper halves as stamps, build a face with cucumber eyes, or do a crunch test to see whose bite is loudest.',
            visuals: 'Close-ups of pepper-half stamps on paper, a cucumber-and-carrot face on a plate, the kid grinning mid-crunch.',
          },
          {
            title: 'Let them help',
            text: 'Wash it • Tear it • Stir it • Serve it to you',
            voiceover:
              "Kids are often more curious about food they've handled. Let them wash the carrots or tear the lettuce, then serve it to you.",
            visuals: 'Small hands rinsing carrots at the sink on a step stool, then proudly handing the parent a plate.',
          },
          {
            title: "Your kid's nemesis food",
            text: 'Comment the food your kid refuses to go near',
            voiceover: "Comment the one food your kid won't go near, and I'll come up with a play idea for it.",
            visuals: 'Talk to camera holding a single broccoli floret like a microphone.',
          },
        ],
        why_it_works:
          'Offers a fresh next step for the commenter whose kid still refuses anything green after a month of safe plates • Food play is colorful and fun to watch, which holds attention and gets shared • The ladder reframes tiny wins as real progress, which feels encouraging • The nemesis-food question produces specific comments you can answer one by one',
      },
      source: {
        comment: "we tried the 'one safe food on the plate' thing for a month and he still won't touch anything green. now what",
        commentAuthor: '@kaitlyn.raises.boys',
        commentLikes: 1876,
        videoTitle: 'Picky eating explained in 60 seconds',
        videoCreator: '@feedingfam.notes',
        videoViews: 1_230_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'toddler-behavior',
    A: {
      title: 'Two choices instead of one command',
      content: {
        hooks: [
          'Toddlers say no to orders. They rarely say no to choices.',
          "I stopped saying 'put your shoes on.' Now we leave the house on time most days.",
          'Red cup or blue cup? That tiny question could save your mornings.',
        ],
        sections: [
          {
            title: 'Why it works',
            text: 'Toddlers crave control • Give it in small, safe doses',
            voiceover:
              'Toddlers want some control over their world. Give them a little in small, safe doses and they fight you less on the big stuff.',
            visuals: 'Toddler standing firm with arms crossed, then the parent crouching down holding up two cups.',
          },
          {
            title: 'The formula',
            text: 'Two options • Both fine with you • Same outcome',
            voiceover:
              "Offer two options you're genuinely fine with that both get you where you need to go. Shoes before your jacket, or after? Either way, shoes go on.",
            visuals: 'Simple on-screen formula: option A + option B = shoes on, over footage of a toddler choosing.',
          },
          {
            title: 'Real-life examples',
            text: 'Walk or hop to the bath? • Teeth or pajamas first? • Carry the keys or the bag?',
            voiceover: 'Walk or hop to the bath? Teeth or pajamas first? Do you want to carry the keys or the bag? Same task, more buy-in.',
            visuals: 'Quick montage: a toddler hopping to the bathroom, picking pajamas, proudly jingling the car keys.',
          },
          {
            title: 'If they pick neither',
            text: "“You choose, or I'll choose for you.” Then calmly choose.",
            voiceover: "If they refuse both, say you'll choose for them, and then do it calmly. No drama, no lecture, no third option.",
            visuals: 'Parent gently helping a protesting toddler into their shoes, keeping a neutral face.',
          },
          {
            title: 'Send me your battle',
            text: "Drop your daily battle and I'll turn it into a choice",
            voiceover: "Comment the daily battle at your house and I'll turn it into a two-choice script.",
            visuals: 'Talk to camera by the front door, a pile of small shoes at your feet.',
          },
        ],
        why_it_works:
          'Directly answers the "my 3-year-old says no to everything" frustration with a technique they can use in the next hour • The formula on screen is simple enough to remember after one watch • Real household examples make it feel tested, not theoretical • The battle-to-script offer invites comments that each become a follow-up',
      },
      source: {
        comment: 'my 3yo says NO to literally everything. shoes, bath, car seat, food. how do people get out the door??',
        commentAuthor: '@nora.mum.of.one',
        commentLikes: 5432,
        videoTitle: 'Day in the life with a threenager',
        videoCreator: '@threenager.tales',
        videoViews: 2_150_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Swap threats for when-then sentences',
      content: {
        hooks: [
          "'If you do that one more time...' Yeah, that line stopped working at our house.",
          "Threats work until they don't. Try this sentence structure instead.",
          'Same limit, calmer kid. The only difference is the word order.',
        ],
        sections: [
          {
            title: 'The threat version',
            text: "“If you don't clean up, no park.”",
            voiceover:
              "Threats put the spotlight on the punishment, so kids argue with the punishment. And then you're stuck enforcing something you said while annoyed.",
            visuals: 'Red caption over a parent standing with hands on hips above a floor full of blocks.',
          },
          {
            title: 'The when-then version',
            text: "“When the blocks are in the bin, then we'll go to the park.”",
            voiceover:
              "When-then flips it. Same limit, but the focus is the path to the good thing. You're stating a fact, not picking a fight.",
            visuals: 'Green caption, the parent kneeling next to the child and pointing at the bin.',
          },
          {
            title: 'More swaps',
            text: 'When teeth are brushed, then story • When shoes are on, then outside • When the screen is off, then snack',
            voiceover:
              "A few more. When teeth are brushed, then it's story time. When shoes are on, then we go outside. When the screen's off, then snack.",
            visuals: 'Three fast text swaps, each from a red threat to a green when-then, over home b-roll.',
          },
          {
            title: 'Make it stick',
            text: 'Say it once • Follow through • Help them start if they are stuck',
            voiceover:
              "Say it once, then follow through calmly. If they're little or overwhelmed, help them start: I'll do the red blocks, you do the blue.",
            visuals: 'Parent and toddler tidying blocks side by side, sorting by color.',
          },
          {
            title: 'Retire a threat',
            text: 'Which threat do you use most?',
            voiceover: "Comment the threat you catch yourself using most, and I'll flip it into a when-then for you.",
            visuals: 'Talk to camera, holding a toy block up to the lens.',
          },
        ],
        why_it_works:
          'Meets the commenter where they are: using threats they never follow through on • Red-to-green sentence swaps are instantly clear with the sound off and easy to screenshot • A word-order tweak feels small enough to try today, which lowers resistance • The retire-a-threat prompt invites confessional comments that spark more replies',
      },
      source: {
        comment: "I always end up saying 'if you don't stop we're going home' and then we never actually go home lol",
        commentAuthor: '@bex.in.the.burbs',
        commentLikes: 2764,
        videoTitle: 'Why your toddler ignores you (and what to say instead)',
        videoCreator: '@sayitkinder',
        videoViews: 980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'school-age',
    A: {
      title: 'Questions that beat “how was school?”',
      content: {
        hooks: [
          "'How was school?' gets you 'fine' every time. Here's why, and what to ask instead.",
          'My 8-year-old told me a ten-minute story about recess. All I changed was the question.',
          'Screenshot these before pickup today.',
        ],
        sections: [
          {
            title: 'Why “fine” happens',
            text: 'Big vague question + tired brain = shortest possible answer',
            voiceover:
              "How was school is huge and vague, and your kid's brain is fried. Fine is the easiest exit. Specific questions are much easier to answer.",
            visuals: 'Kid slumped in the back seat saying fine, a big on-screen stamp reading FINE.',
          },
          {
            title: 'Start funny and easy',
            text: 'Who made you laugh today? • What was the grossest thing you saw?',
            voiceover:
              'Start with light ones. Who made you laugh today? What was the grossest thing you saw? Silly questions get the talking started.',
            visuals: 'Car-ride shot from the front seat, the kid suddenly laughing while answering.',
          },
          {
            title: 'Open the social window',
            text: 'Who did you sit with at lunch? • Did anyone need help today?',
            voiceover:
              'Then ask about people. Who did you sit with at lunch? Did anyone need help today? You learn a lot about their world from these.',
            visuals: 'On-screen question cards sliding in over footage of a lunchbox being unpacked at home.',
          },
          {
            title: 'Go deeper, side by side',
            text: 'What was the hardest part of today? • If you could redo one moment, which one?',
            voiceover:
              'Save the deeper ones for later, and ask side by side, in the car or while cooking. Less eye contact often means more talking.',
            visuals: 'Parent and kid chopping vegetables next to each other, chatting without looking up.',
          },
          {
            title: 'Your go-to question',
            text: 'Share the question that gets YOUR kid talking',
            voiceover: 'What question actually works on your kid? Comment it so other parents can steal it.',
            visuals: 'Talk to camera in the car at pickup, pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers a near-universal frustration from the comment in a format parents can use at pickup today • Question lists are highly saveable and shareable in parent group chats • The side-by-side tip adds a surprising insight beyond the list itself • Asking for go-to questions crowdsources more comments and future content',
      },
      source: {
        comment: "I ask how was school and he says 'fine' and walks off. every. single. day. he's 9",
        commentAuthor: '@laurenparentsnow',
        commentLikes: 6230,
        videoTitle: 'What my kids told me when I stopped asking about school',
        videoCreator: '@carline.connects',
        videoViews: 1_870_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Why kids melt down right after school',
      content: {
        hooks: [
          "Teacher says they're an angel. At home they're a tornado. That can actually be a sign they feel safe.",
          'Every day at 3:30 my kid lost it, and I took it personally for a whole year.',
          'Ever heard of after-school restraint collapse? It might explain your afternoons.',
        ],
        sections: [
          {
            title: "What's going on",
            text: 'All day holding it together → home is the safe place to let go',
            voiceover:
              'Many kids spend the school day following rules, managing feelings and holding it together. Home is where they feel safe enough to let it out.',
            visuals: 'Split screen: a kid sitting neatly at a school desk, then flopping dramatically onto the couch at home.',
          },
          {
            title: 'Snack before questions',
            text: 'Food + water first • Questions later',
            voiceover: "Hunger makes everything harder. Have a snack ready at pickup and save the questions until after they've eaten.",
            visuals: 'A snack box and water bottle handed over through the car window at pickup.',
          },
          {
            title: 'A quiet buffer',
            text: '20-30 minutes of low demand: drawing, outside, music',
            voiceover:
              'Give them a low-demand buffer: drawing, being outside, music, lying on the floor. No chores or homework in that window.',
            visuals: 'Kid lying on the rug with headphones, another shot of them drawing at the table.',
          },
          {
            title: "Connect, don't correct",
            text: 'Sit nearby • Short hug • Handle behavior later, calmly',
            voiceover:
              "Be close without pushing conversation. If behavior crosses a line, hold the limit calmly and talk about it once everyone's regulated. If it's intense every day, loop in the teacher or your pediatrician.",
            visuals: 'Parent reading on the couch next to the child, a gentle shoulder squeeze.',
          },
          {
            title: 'When does it hit?',
            text: 'What time does the collapse hit at your house?',
            voiceover: 'Comment what time the collapse hits at your house. I have a feeling there are a lot of 3:30 club members here.',
            visuals: 'Talk to camera with a wall clock behind you reading 3:30.',
          },
        ],
        why_it_works:
          'Reframes the fear in the comment ("is it me?") into something understandable, which is deeply relieving and shareable • Giving the pattern a name makes viewers feel seen and sends them to tag their partner • Three concrete steps turn relief into action before the next pickup • The "what time" question is easy to answer, so comment volume climbs',
      },
      source: {
        comment: "his teacher says he's so well behaved and then he screams at me the second he gets in the car. is it me??",
        commentAuthor: '@quietlyloud.mom',
        commentLikes: 8815,
        videoTitle: 'Things teachers wish parents knew',
        videoCreator: '@mrsjplans',
        videoViews: 2_470_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'daily-routines',
    A: {
      title: 'The night-before launch pad for calm mornings',
      content: {
        hooks: [
          "Our mornings weren't the problem. Our evenings were.",
          'Ten minutes at 7 p.m. saves us twenty minutes of yelling at 7 a.m.',
          "Where are your kids' shoes right now? If you don't know, this video is for you.",
        ],
        sections: [
          {
            title: 'Pick one spot',
            text: 'By the door: one hook, one basket, one bin per kid',
            voiceover:
              'Choose one spot by the door and give each kid a hook for their bag, a basket for shoes and a bin for everything else.',
            visuals: 'Pan across an entryway with labelled hooks and baskets, one per child.',
          },
          {
            title: 'The evening reset',
            text: 'Bags packed • Clothes picked • Shoes in the bin • Forms signed',
            voiceover:
              'Every evening, before screens or stories, the launch pad gets reset. Bags packed, clothes out, shoes in the bin, forms signed.',
            visuals: 'Time-lapse of kids dropping shoes in bins and zipping backpacks, a parent signing a permission slip.',
          },
          {
            title: 'Kids do it, you check',
            text: 'Checklist at their eye level • You check, they do',
            voiceover:
              'The kids do the work, you just check. Even young kids can put shoes in a bin and hang a bag on a hook if it lives at their height.',
            visuals: 'A picture checklist taped low on the wall, a small kid touching each box.',
          },
          {
            title: 'Prep your part too',
            text: 'Lunch boxes in the fridge • Keys and phone on the pad • Breakfast decided',
            voiceover:
              "Then do your part: lunches in the fridge, keys and phone on the launch pad, breakfast decided so nobody's debating waffles at 7:40.",
            visuals: 'Fridge door opening to packed lunch boxes, keys dropping into a tray by the door.',
          },
          {
            title: 'What goes missing?',
            text: 'What always disappears at 7:45?',
            voiceover: 'Tell me the one thing that always goes missing at 7:45 in your house. For us it was one single shoe.',
            visuals: 'Talk to camera holding up a lone kid shoe.',
          },
        ],
        why_it_works:
          'Gives the stressed commenter a root cause (evening prep) instead of another morning hack • The entryway setup is visual and satisfying, making it very saveable • Works across ages, so it reaches more parents than an age-specific tip • The missing-item question is funny and relatable, which drives easy comments',
      },
      source: {
        comment: "how do people get kids out the door without screaming?? we are late EVERY DAY and I'm the one crying in the car",
        commentAuthor: '@amanda.latte.again',
        commentLikes: 10_402,
        videoTitle: 'Our 6am school morning routine with 4 kids',
        videoCreator: '@bigfamily.bright',
        videoViews: 5_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Turn the morning routine into a race',
      content: {
        hooks: [
          'I stopped saying hurry up. The timer says it for me.',
          'My kids got dressed in four minutes flat this morning. Here is the game.',
          'What if the morning rush felt like a game show instead of a fight?',
        ],
        sections: [
          {
            title: 'Break it into rounds',
            text: 'Round 1: dressed • Round 2: breakfast • Round 3: teeth • Round 4: shoes and bag',
            voiceover:
              "Split the morning into rounds. Each round is one job, and each one gets its own time. It's way less overwhelming than get ready.",
            visuals: 'Game-show style title cards for each round over footage of the kids moving through the house.',
          },
          {
            title: 'Use a timer they can see',
            text: 'A timer they can SEE beats a parent counting down',
            voiceover:
              'Use a timer they can actually see, like a sand timer or a countdown on the counter. Watching time run out motivates way more than you saying hurry.',
            visuals: 'Close-up of a sand timer flipped on the kitchen counter, the kid glancing at it while pulling on socks.',
          },
          {
            title: 'Race the clock, not each other',
            text: 'Beat your own time • Siblings on the same team',
            voiceover: 'Kids race the timer, not each other. Siblings are on the same team, so nobody is losing and crying before school.',
            visuals: 'Two siblings high-fiving as the last grains of sand fall.',
          },
          {
            title: 'Keep score lightly',
            text: 'Beat the timer 4 days → pick Friday breakfast',
            voiceover: 'Keep score on a sticky note. Beat the timer four days, and you pick Friday breakfast. Small, fun, done.',
            visuals: 'Tally marks on a sticky note on the fridge, then a Friday pancake shot.',
          },
          {
            title: 'Ask me for round times',
            text: "Comment your kids' ages for suggested round times",
            voiceover: "Comment your kids' ages and I'll suggest starting round times that are actually realistic.",
            visuals: 'Talk to camera holding the sand timer.',
          },
        ],
        why_it_works:
          'Answers the comment about dawdlers who ignore checklists with a play-based alternative • The game-show framing is fun to watch and easy for kids to buy into • A visible timer removes the parent as the bad guy, which resonates with exhausted viewers • Asking for ages drives comments and gives you tailored follow-up content',
      },
      source: {
        comment: "the checklist thing doesn't work for my 6 year old, he just... stares at it. any ideas for kids who dawdle?",
        commentAuthor: '@dawdlers.mom',
        commentLikes: 1493,
        videoTitle: 'Morning checklist for kids that ended our chaos',
        videoCreator: '@homebase.mama',
        videoViews: 640_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'parent-wellbeing',
    A: {
      title: 'How to repair after you yell at your kid',
      content: {
        hooks: [
          "You're going to yell sometimes. What you do afterwards matters more.",
          'I yelled at my daughter over spilled milk this morning. Here is what I said to her at lunch.',
          'Three sentences that turn a bad parenting moment into a lesson.',
        ],
        sections: [
          {
            title: 'Calm down first',
            text: 'Repair when YOU are calm, not while you are still heated',
            voiceover:
              "Don't try to repair while you're still shaking. Take the time you need. A calm repair an hour later beats a rushed one.",
            visuals: 'Parent sitting alone on the back step with a mug, breathing slowly.',
          },
          {
            title: 'Own it, no but',
            text: "“I yelled. That wasn't okay.”",
            voiceover: "Name what you did without a but. Not 'I yelled because you...' Just 'I yelled, and that wasn't okay.'",
            visuals: 'Parent kneeling at eye level with the child in the hallway, the line appearing on screen.',
          },
          {
            title: 'Name their feeling',
            text: '“That probably felt scary.”',
            voiceover: 'Then acknowledge how it felt for them. You are showing them their feelings matter, even when you mess up.',
            visuals: 'The child nodding, the parent gently holding their hands.',
          },
          {
            title: 'Make a plan together',
            text: "“Next time I'll take a breath. What could help you?”",
            voiceover: "End with a plan. Tell them what you'll try next time and ask what could help them. Now it's a team thing.",
            visuals: 'Parent and child drawing a little calm-down plan together on paper.',
          },
          {
            title: "You're modeling repair",
            text: 'Repair teaches kids how to apologize',
            voiceover:
              'Every repair shows your kid what a real apology looks like. If you needed this today, comment a heart. No shame here.',
            visuals: 'Talk to camera, soft light, gentle smile.',
          },
        ],
        why_it_works:
          'Meets the commenter in a vulnerable moment with reassurance and a concrete fix • Short scripted lines are easy to remember and screenshot • Parent guilt is universal, so the video gets shared and saved widely • The heart-comment CTA is low-effort, which drives high engagement on an emotional topic',
      },
      source: {
        comment: "I yelled at my son today and he flinched and I haven't stopped thinking about it. how do I fix this 💔",
        commentAuthor: '@mama.marisol',
        commentLikes: 13_906,
        videoTitle: 'The day I realized I was a yelling mom',
        videoCreator: '@softer.sundays',
        videoViews: 4_350_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'My pre-yell plan for the 5 seconds before',
      content: {
        hooks: [
          "Telling yourself 'just don't yell' doesn't work. You need a plan for the five seconds before.",
          'I used to yell daily. Now I can usually catch it. This is my exact plan.',
          'What are your yell triggers? Mine turned out to be the same three things every time.',
        ],
        sections: [
          {
            title: 'Know your triggers',
            text: 'Hungry • Running late • Noise • Touched out',
            voiceover:
              'Most yelling happens in the same few situations: hunger, running late, noise, feeling touched out. Notice yours for one week.',
            visuals: 'A handwritten list on the fridge with tally marks next to each trigger.',
          },
          {
            title: 'Fix the setup',
            text: 'Snack for YOU • Leave 10 min earlier • Earplugs for noisy hours',
            voiceover:
              "Then fix the setup. Eat something before the 5 p.m. crash, leave ten minutes earlier, use earplugs during the loudest hour. It's prevention, not willpower.",
            visuals: 'Parent eating a snack at the counter, setting an earlier alarm, popping in earplugs.',
          },
          {
            title: 'The 5-second move',
            text: 'Hand on chest • Slow breath out • Drop your voice on purpose',
            voiceover:
              "When you feel it rising, put a hand on your chest, breathe out slowly, and deliberately make your voice lower and quieter. It's really hard to yell in a whisper.",
            visuals: 'Close-up of a hand on the chest, a slow exhale, then the parent whispering to a surprised kid.',
          },
          {
            title: 'Tap out if you can',
            text: "“I need a minute to calm down. I'll be right back.”",
            voiceover:
              "If the kids are safe, step away for a minute and say so out loud. You're modeling exactly what you want them to do. If anger feels constant, talking to a therapist or your doctor is a strong move.",
            visuals: 'Parent stepping into the next room, taking three slow breaths, then returning calmer.',
          },
          {
            title: 'Name your trigger',
            text: 'Comment your #1 trigger below',
            voiceover: "Comment your number one trigger. I'll do a follow-up with setup fixes for the most common ones.",
            visuals: 'Talk to camera in the kitchen during a quiet moment.',
          },
        ],
        why_it_works:
          'Answers the real wish in the comment: not to repair better, but to yell less in the first place • Naming triggers like "touched out" makes viewers feel understood and share it • Concrete physical steps are easy to copy and remember in a heated moment • Trigger comments reveal patterns you can turn into a series',
      },
      source: {
        comment: 'the repair part is great but I want to stop yelling in the first place. I always promise myself and then 5pm hits',
        commentAuthor: '@ellie.in.the.evenings',
        commentLikes: 4288,
        videoTitle: 'How I talk to my kids after I lose my temper',
        videoCreator: '@repairnotperfect',
        videoViews: 1_090_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'mealtimes',
    A: {
      title: 'How long can a toddler really sit at dinner?',
      content: {
        hooks: [
          'Expecting a 2-year-old to sit through a 30-minute dinner sets you both up to fail.',
          "I spent every dinner saying 'sit down.' Then I actually timed how long she could sit.",
          'How long should a toddler stay at the table? Probably less than you think.',
        ],
        sections: [
          {
            title: 'Lower the bar on purpose',
            text: 'A short sit is normal for toddlers • Build up slowly',
            voiceover:
              "Plenty of toddlers can only manage a short stretch at the table. That's development, not defiance. Start where they are and build up from there.",
            visuals: 'A phone stopwatch on the table next to a high chair, the toddler wiggling after a few minutes.',
          },
          {
            title: 'Set up the seat',
            text: 'Feet supported • Right-height chair • Small portions',
            voiceover:
              'Dangling feet make kids wiggly. A footrest, or even a sturdy box under their feet, helps them sit stable and comfortable.',
            visuals: 'Before and after: legs dangling from a booster, then feet flat on a wooden box underneath.',
          },
          {
            title: 'Make the table worth it',
            text: 'Talk to them • A silly question jar • No screens for anyone',
            voiceover:
              'Kids stay longer when the table is the fun place to be. Talk to them, pull a silly question from a jar, and keep phones away, yours included.',
            visuals: 'A jar of folded paper questions, a parent reading one out and the toddler giggling.',
          },
          {
            title: 'A clear end signal',
            text: '“All done? Plate to the counter, then you can play.”',
            voiceover:
              "When they're done, they're done. Have them say all done and carry their plate, so leaving the table is a routine, not an escape.",
            visuals: 'Toddler carefully carrying a plastic plate to the counter, then running off to play.',
          },
          {
            title: 'Compare notes',
            text: 'How long does your toddler last at dinner?',
            voiceover: 'Comment how many minutes your toddler lasts at the table. I promise yours is more normal than you think.',
            visuals: 'Talk to camera at the messy dinner table, holding up the stopwatch.',
          },
        ],
        why_it_works:
          'Reassures the commenter who thinks every other toddler sits nicely, which is the emotional core of the comment • Realistic expectations relieve guilt and get shared with partners and grandparents • The footrest fix is a surprising, cheap change viewers can try tonight • The minutes question is easy to answer and creates a relatable comment thread',
      },
      source: {
        comment: "my 2 year old eats 3 bites and climbs out of the high chair. is everyone else's kid just sitting there?? 😅",
        commentAuthor: '@joelle.and.juniper',
        commentLikes: 3901,
        videoTitle: 'Family dinner with a toddler: expectation vs reality',
        videoCreator: '@realfam.dinners',
        videoViews: 2_880_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Kitchen jobs kids can do, age by age',
      content: {
        hooks: [
          'Your 3-year-old can help make dinner. No, really.',
          'My kids eat more of what they helped cook. Here is who does what in our kitchen.',
          'Want fewer dinner fights? Give your kid a job before dinner even starts.',
        ],
        sections: [
          {
            title: 'Ages 2 to 3',
            text: 'Wash produce • Tear lettuce • Stir cold ingredients • Carry napkins',
            voiceover:
              'Toddlers can wash produce, tear lettuce, stir cold ingredients and carry napkins to the table. Messy, but worth it.',
            visuals: 'Toddler on a sturdy step stool splashing potatoes in a bowl of water.',
          },
          {
            title: 'Ages 4 to 5',
            text: 'Measure and pour • Spread with a butter knife • Set the table',
            voiceover: 'Preschoolers can measure and pour, spread with a butter knife and set the table. Let them own one job every night.',
            visuals: 'A 4-year-old carefully leveling a measuring cup of rice, then laying out forks.',
          },
          {
            title: 'Ages 6 to 8',
            text: 'Crack eggs • Read a simple recipe • Cut soft foods with a kid-safe knife (supervised)',
            voiceover:
              'Bigger kids can crack eggs, read a simple recipe out loud, and cut soft foods like bananas with a kid-safe knife while you supervise.',
            visuals: 'Close-up of a child slicing a banana with a kid-safe knife, a parent hand hovering nearby.',
          },
          {
            title: 'Safety rules first',
            text: 'Adults handle heat and sharp knives • Stable stool • Pot handles turned in',
            voiceover:
              'Keep the adult jobs adult: the stove, the oven and sharp knives. Use a stable step stool and turn pot handles inward. You know your kid, so adjust these ages to them.',
            visuals: 'Quick safety checklist graphic over a shot of a pot handle being turned toward the wall.',
          },
          {
            title: 'Favorite job?',
            text: "What's your kid's favorite kitchen job?",
            voiceover: "Comment your kid's age and their favorite kitchen job. Other parents will steal your ideas.",
            visuals: 'Talk to camera with a flour-covered kid waving in the background.',
          },
        ],
        why_it_works:
          'Answers the specific question in the comment (what can a 4-year-old actually do?) and extends it across ages • Age-by-age lists are classic save-and-share content • Clear safety boundaries build trust with cautious parents • Kids in the kitchen are fun to watch, which holds attention to the end',
      },
      source: {
        comment: "the only way my daughter eats veggies is if she 'made' them lol. what else can a 4 year old actually do in the kitchen?",
        commentAuthor: '@mealprep.mum',
        commentLikes: 1268,
        videoTitle: 'What my picky eater ate when she cooked it herself',
        videoCreator: '@smallchefs.club',
        videoViews: 730_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'school-age',
    A: {
      title: 'Chores by age: what kids 3 to 10 can handle',
      content: {
        hooks: [
          "You're probably doing chores your kid could already do.",
          'My 5-year-old matches all the socks in our house. Here is the full list by age.',
          "Save this before your kid tells you they're too little.",
        ],
        sections: [
          {
            title: 'Ages 3 to 4',
            text: 'Toys in bins • Clothes in the hamper • Help feed the pet • Wipe spills',
            voiceover:
              'Three and four year olds can put toys in bins, clothes in the hamper, help feed the pet and wipe up their own spills.',
            visuals: 'Preschooler tossing toys into labelled bins, then wiping the table with a cloth.',
          },
          {
            title: 'Ages 5 to 6',
            text: 'Make the bed (messy counts) • Set the table • Match socks • Water plants',
            voiceover: 'Five and six: making the bed, and yes, messy counts. Setting the table, matching socks, watering plants.',
            visuals: 'A lumpy but made bed with a proud kid giving a thumbs up, then a sock-matching pile.',
          },
          {
            title: 'Ages 7 to 8',
            text: 'Empty the dishwasher • Fold towels • Pack their own snack • Sweep',
            voiceover: 'Seven and eight: unloading the dishwasher, folding towels, packing their own snack and sweeping the kitchen.',
            visuals: 'Kid stacking plates on a low shelf, then folding a towel into a wonky square.',
          },
          {
            title: 'Ages 9 to 10',
            text: 'Simple meal prep • Take out the trash • Start the washer with help • Clean the sink',
            voiceover:
              'Nine and ten: simple meal prep, taking out the trash, starting a load of laundry with you nearby and wiping down the bathroom sink.',
            visuals: 'Older kid carrying a trash bag out, then measuring detergent with a parent watching.',
          },
          {
            title: 'Adjust to YOUR kid',
            text: 'Ages are a guide, not a test',
            voiceover:
              "These are rough guides, not a test. Start one step easier than you think and build up. Comment your kid's age and their chore so we can compare.",
            visuals: 'Talk to camera in the laundry room, a basket on your hip.',
          },
        ],
        why_it_works:
          'Directly answers the commenter who does not know where to start with a 7-year-old • Age-by-age lists get saved and revisited as kids grow • The "you are doing chores your kid could do" angle sparks debate in the comments • Framing ages as a guide keeps it supportive rather than judgmental',
      },
      source: {
        comment: "what chores are normal for a 7 year old?? my mom says I baby him but I don't even know where to start",
        commentAuthor: '@firsttimemom.fiona',
        commentLikes: 4055,
        videoTitle: 'Chores my kids do every week (ages 4, 7 and 10)',
        videoCreator: '@tidytribe.home',
        videoViews: 1_640_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Chores without nagging: the done-looks-like card',
      content: {
        hooks: [
          "Your kid isn't ignoring 'clean your room.' They just don't know what clean means to you.",
          'I made one photo card and stopped repeating myself fifteen times a day.',
          "What does 'done' look like? If your kid can't answer, that's the real problem.",
        ],
        sections: [
          {
            title: 'Define done',
            text: 'A photo of the finished job = the standard',
            voiceover: "Take a photo of the room or job when it's done right. That photo is the standard, not your mood that day.",
            visuals: 'Parent snapping a photo of a tidy bedroom, then printing it out.',
          },
          {
            title: 'Break it into steps',
            text: 'Clean room = books on shelf • Clothes in hamper • Toys in bins • Bed pulled up',
            voiceover:
              'Under the photo, list the steps. Clean room means books on the shelf, clothes in the hamper, toys in bins, bed pulled up.',
            visuals: 'A laminated card with the photo on top and four checkboxes underneath, taped inside the closet door.',
          },
          {
            title: 'Attach it to the routine',
            text: 'After breakfast → bed made • Before screens → room reset',
            voiceover:
              'Attach chores to something that already happens. Before screens, the room gets reset. The routine does the reminding, not you.',
            visuals: 'Kid reaching for the remote, pausing, glancing at the card and running off to tidy.',
          },
          {
            title: "Check, don't redo",
            text: 'Point to the card • Praise the effort • Resist fixing it in front of them',
            voiceover:
              "If it's not done, point to the card instead of lecturing. And resist redoing their work in front of them. It tells them their effort doesn't count.",
            visuals: 'Parent silently pointing at one unchecked box, the kid grinning and grabbing the last toy.',
          },
          {
            title: 'Your nag list',
            text: 'Which chore do you nag about most?',
            voiceover: "Comment the one chore you nag about most. I'll make a done-looks-like card for the top answer.",
            visuals: 'Talk to camera holding up the laminated card.',
          },
        ],
        why_it_works:
          'Answers the comment about asking fifteen times by removing the parent as the reminder • The photo card is a tangible tool viewers can make in five minutes • The contrarian opener ("they do not know what clean means") reframes the problem and stops the scroll • Nag-list comments are relatable and give you the next video topic',
      },
      source: {
        comment: "my kids KNOW their chores, they just don't do them until I ask 15 times. how do I stop being the reminder",
        commentAuthor: '@busy.bee.brenda',
        commentLikes: 7119,
        videoTitle: 'Our chore chart after 1 year: honest review',
        videoCreator: '@homeschool.hearth',
        videoViews: 940_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'toddler-behavior',
    A: {
      title: 'Stop being the referee in sibling fights',
      content: {
        hooks: [
          'Deciding who started it keeps you stuck as the judge forever.',
          'I used to rule on every sibling fight like a judge. It made them fight more, not less.',
          "What if you didn't pick a side, and the fights got shorter?",
        ],
        sections: [
          {
            title: 'Safety check first',
            text: 'Hitting or hurting → separate first, talk later',
            voiceover:
              "If anyone is hitting or getting hurt, separate them first. Problem-solving only works once everyone's bodies are safe.",
            visuals: 'Parent calmly stepping between two preschoolers and guiding them to opposite ends of the couch.',
          },
          {
            title: "Describe, don't judge",
            text: '“I see two kids and one truck.”',
            voiceover: "Then describe what you see without blaming anyone. I see two kids and one truck. That's a tricky problem.",
            visuals: 'Close-up of a single toy truck on the floor between two sets of little feet.',
          },
          {
            title: 'Hand them the problem',
            text: '“What could work for both of you?”',
            voiceover:
              'Hand the problem back. What could work for both of you? Even preschoolers can come up with surprisingly fair ideas with a little help.',
            visuals: 'Parent crouching between the kids, looking back and forth as they suggest ideas.',
          },
          {
            title: 'Back their solution',
            text: 'Timer • Take turns • Trade • Play together',
            voiceover:
              "If they land on something fair, back it up, even if it's not what you'd choose. If they're stuck, offer two ideas and let them pick.",
            visuals: 'A kitchen timer set on the floor, the kids trading the truck when it rings.',
          },
          {
            title: 'Fight of the week',
            text: 'What do your kids fight about most?',
            voiceover: 'Comment what your kids fight about most. Bonus points for the most ridiculous one.',
            visuals: 'Talk to camera, two kids bickering playfully in the background.',
          },
        ],
        why_it_works:
          'Answers the "who do I side with" question from the comment with a clear alternative: no side at all • The three-step script is easy to remember mid-chaos • Sibling fights are universal, so the video gets tagged and shared between parents • Asking for the most ridiculous fight brings funny, high-engagement comments',
      },
      source: {
        comment: 'my 3 and 5 year old fight over EVERYTHING. the same toy, who sits where, who got more air 😭 who do I side with',
        commentAuthor: '@houseofhalves',
        commentLikes: 9342,
        videoTitle: 'Sibling fight, but I handled it differently this time',
        videoCreator: '@brotherlylove.ish',
        videoViews: 3_210_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why we stopped forcing toddlers to share',
      content: {
        hooks: [
          'Forcing your toddler to share on the spot can backfire. Here is what we do instead.',
          "At the playground I used to pry toys out of my son's hands. Now I use a timer.",
          'Share or take turns? The difference matters more than you think.',
        ],
        sections: [
          {
            title: 'The problem with forced sharing',
            text: 'Grabbing the toy for them teaches: the biggest person decides',
            voiceover:
              'When we grab the toy and hand it over, the lesson is often that the biggest person decides. It rarely teaches generosity.',
            visuals: 'Reenactment: an adult hand pulling a shovel from a toddler in a sandbox, the toddler wailing.',
          },
          {
            title: 'Try turns instead',
            text: "“You can have it when she's done.”",
            voiceover: "Instead, the child who has it gets to finish their turn. The other child hears: you can have it when she's done.",
            visuals: 'Two toddlers at the sandbox, one waiting while the other keeps digging.',
          },
          {
            title: 'Make turns visible',
            text: 'A timer • A waiting list on paper • Count together',
            voiceover:
              'Waiting is abstract for toddlers, so make it visible. Set a timer, write names on a waiting list, or count slowly together.',
            visuals: 'Phone timer held up at the playground, then a scribbled list of names on a notepad.',
          },
          {
            title: 'Coach the wait',
            text: 'Name the feeling • Offer something to do meanwhile',
            voiceover:
              "Waiting is hard, so name it: it's so hard to wait. Then offer something to do in the meantime, like a different toy or pushing you on the swing.",
            visuals: 'Parent kneeling with the waiting toddler, handing them a bucket to fill while they wait.',
          },
          {
            title: 'Playground rules?',
            text: 'What are your rules at the park?',
            voiceover: 'Comment your park sharing rule. I want to know how other families handle it when parents do things differently.',
            visuals: 'Talk to camera on a park bench.',
          },
        ],
        why_it_works:
          'Speaks to the awkward social pressure in the comment, feeling like the bad guy at the park • The slightly contrarian title creates healthy debate in the comments • Visible turn-taking tools are concrete and easy to copy • Park footage is relatable and lets the method play out on screen',
      },
      source: {
        comment: "but at the park other parents expect my kid to share and I feel like the bad guy if I don't make him",
        commentAuthor: '@parkbench.pri',
        commentLikes: 2611,
        videoTitle: 'The sharing rule we use at home (controversial?)',
        videoCreator: '@playfirst.parenting',
        videoViews: 1_370_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'daily-routines',
    A: {
      title: 'Ending screen time without a meltdown',
      content: {
        hooks: [
          "The meltdown isn't about the screen. It's about the sudden stop.",
          'Turning off the TV used to mean twenty minutes of screaming. Three changes fixed most of it.',
          'Still giving a five-minute warning? Try this instead.',
        ],
        sections: [
          {
            title: 'Stop at a natural end',
            text: 'End of an episode or level, never mid-scene',
            voiceover:
              'Stopping mid-episode feels like someone ripping a book out of your hands. Agree on the end point before it starts: two episodes, or the end of this level.',
            visuals: 'Parent and child on the couch holding up two fingers before pressing play.',
          },
          {
            title: 'Warn with something they can see',
            text: 'A timer or a “last episode” card, not just words',
            voiceover:
              "Young kids don't feel time the way we do. Pair your warning with something visual, like a sand timer or a card that says last episode.",
            visuals: "A hand-drawn 'LAST ONE' card propped against the TV next to a sand timer.",
          },
          {
            title: 'Let them press off',
            text: 'The child turns it off • Control = less protest',
            voiceover:
              'When time is up, let your kid press the off button. Having a bit of control makes the ending feel less like something done to them.',
            visuals: 'Close-up of a small finger pressing the remote, the screen going dark.',
          },
          {
            title: 'Have a landing spot',
            text: 'Screen off → snack, outside or bath (something good next)',
            voiceover:
              "Have something ready to move to: a snack, going outside, a bath with toys. It's easier to leave something when you're going toward something.",
            visuals: 'The kid running from the couch to a snack plate waiting on the kitchen table.',
          },
          {
            title: 'Tell me your hardest time',
            text: 'When is screen-off hardest at your house?',
            voiceover:
              'Comment when screen-off is hardest at your house: mornings, after school or before bed. I will tackle the top one next.',
            visuals: 'Talk to camera holding the remote.',
          },
        ],
        why_it_works:
          'Answers the "is this normal?" worry in the comment by explaining the real trigger, the sudden stop • Three small changes feel achievable, which encourages saves and shares • The sand timer and last-episode card read clearly with the sound off • The hardest-time question segments your audience for follow-up videos',
      },
      source: {
        comment: "the second I turn off the tv my 4yo turns into a different child. is this normal?? it's like I unplugged her soul",
        commentAuthor: '@raylene.rae',
        commentLikes: 8740,
        videoTitle: 'Screen time rules in our house (ages 2 and 4)',
        videoCreator: '@unplugged.ish.family',
        videoViews: 2_060_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Our family screen plan fits on one sticky note',
      content: {
        hooks: [
          "You don't need a screen rule for every situation. You need three.",
          'We used to negotiate screen time every single day. Now there is a sticky note on the fridge.',
          'How much screen time is too much? Start with a better question: where, when and what.',
        ],
        sections: [
          {
            title: 'Where',
            text: 'Screen-free zones: dinner table • Bedrooms • Short car rides',
            voiceover: 'Rule one is where. Pick a few screen-free zones, like the dinner table, bedrooms and short car rides.',
            visuals: 'Sticky note on the fridge, the word WHERE circled, then a shot of a phone-free dinner table.',
          },
          {
            title: 'When',
            text: 'After routine jobs • Screen-free wind-down before bed',
            voiceover:
              'Rule two is when. Screens come after routine jobs are done, and many families keep the last stretch before bed screen-free.',
            visuals: 'A kid checking off homework and tidying, then picking up the tablet.',
          },
          {
            title: 'What',
            text: 'A yes list of shows and games you have already approved',
            voiceover:
              "Rule three is what. Make a yes list of shows and games you've already approved, so you're not deciding on the spot every day.",
            visuals: 'A handwritten yes list taped inside a cupboard door, the kid pointing to a show on it.',
          },
          {
            title: 'Same rules for grown-ups',
            text: 'The zones apply to parents too',
            voiceover:
              'And the zones apply to you too. Kids copy what we do more than what we say. For age-specific guidance, your pediatrician can help you tailor a plan.',
            visuals: 'Parent dropping their own phone into a basket by the door before dinner.',
          },
          {
            title: "What's on your note?",
            text: 'Share your family screen rules',
            voiceover: "Comment what's on your sticky note. I'd love to see how other families set this up.",
            visuals: 'Talk to camera, peeling the sticky note off the fridge and holding it up.',
          },
        ],
        why_it_works:
          'Gives the commenter the rules they asked for without making them a "screen-time dictator" • Three simple rules on one sticky note are memorable and easy to copy • Including parents in the rules adds a relatable, slightly uncomfortable truth that sparks comments • Sharing family rules creates a comment thread full of ideas viewers come back to',
      },
      source: {
        comment: "every day is a negotiation about 'just one more show'. I need RULES but I don't want to be a screen-time dictator",
        commentAuthor: '@neha.at.naptime',
        commentLikes: 3344,
        videoTitle: 'I tried a no-screen week with my kids (day 7 update)',
        videoCreator: '@slowdays.family',
        videoViews: 1_980_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'parent-wellbeing',
    A: {
      title: 'The invisible-load list every co-parent should make',
      content: {
        hooks: [
          "It's often not that your partner won't help. It's that nobody sees the full list.",
          'I wrote down every parenting task I handled in one week. It filled three pages.',
          "Who remembers picture day at your house? That's the mental load.",
        ],
        sections: [
          {
            title: 'Write it all down',
            text: 'One week • Every task • Including the remembering',
            voiceover:
              'For one week, both of you write down every kid-related task, including the invisible ones: noticing shoes are too small, booking checkups, replying to party invites.',
            visuals: 'Two notebooks on the kitchen counter, both parents jotting tasks down throughout the day.',
          },
          {
            title: 'Sort it',
            text: 'Daily • Weekly • Seasonal • Remembering vs doing',
            voiceover:
              'Then sort the list into daily, weekly and seasonal. Mark which parts are remembering and which are doing. The remembering is usually the hidden part.',
            visuals: 'Sticky notes in three color-coded columns on a wall, one parent highlighting the remembering tasks.',
          },
          {
            title: "Own it, don't help",
            text: 'Each task gets ONE owner: notice → plan → do',
            voiceover:
              'Instead of one parent asking for help, each task gets one owner who handles it start to finish: noticing, planning and doing. Nobody has to remind anyone.',
            visuals: "Initials written on each sticky note, the caption 'owner, not helper' on screen.",
          },
          {
            title: 'Rebalance, not score-keep',
            text: 'Trade tasks • Play to strengths • Review monthly',
            voiceover:
              "The goal isn't a perfect fifty-fifty scoreboard. Trade tasks, play to strengths, and check in once a month on how it feels.",
            visuals: 'The couple swapping two sticky notes and laughing.',
          },
          {
            title: 'Always yours?',
            text: 'Which invisible task is always yours?',
            voiceover: 'Comment the invisible task that always lands on you. I have a feeling birthday presents for other kids will win.',
            visuals: 'Talk to camera holding a wrapped birthday gift.',
          },
        ],
        why_it_works:
          'Answers the frustration in the comment ("just tell me what to do") by showing why the noticing is the job • The week-long audit is a practical challenge couples can do together • Framing it as owner, not helper gives couples shared language and invites tagging partners • Invisible-task comments are highly relatable and keep the thread growing',
      },
      source: {
        comment: "my husband says 'just tell me what to do' and I want to scream because figuring out WHAT to do is the job",
        commentAuthor: '@kelsey.carries.it',
        commentLikes: 14_720,
        videoTitle: 'Things moms do that nobody sees',
        videoCreator: '@unpaidceo.mom',
        videoViews: 5_640_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The 15-minute Sunday meeting that saves our week',
      content: {
        hooks: [
          "A lot of co-parent fights aren't about the kids. They're about surprises.",
          'My partner and I started a 15-minute Sunday meeting. We argue way less on Wednesdays.',
          'What if one short meeting replaced forty texts a week?',
        ],
        sections: [
          {
            title: 'Calendar check',
            text: 'Appointments • Late nights • Who does drop-off and pickup',
            voiceover: 'Open both calendars side by side. Appointments, late work nights, and who is doing drop-off and pickup each day.',
            visuals: 'Two phones side by side on a coffee table next to two mugs, calendars open.',
          },
          {
            title: 'Food plan',
            text: 'Dinners sketched • Who shops • One easy backup meal',
            voiceover:
              "Sketch the week's dinners, decide who's shopping, and pick one emergency backup meal for the night everything goes wrong.",
            visuals: 'A whiteboard on the fridge with five dinners written in and one marked BACKUP.',
          },
          {
            title: 'Kid updates',
            text: 'Anything worrying? • Forms • Gifts • Birthday parties',
            voiceover:
              "Then kid updates. Anything you're worried about, forms due, gifts to buy, parties to RSVP to. One list, one owner each.",
            visuals: 'Parent writing names next to each item on a notepad.',
          },
          {
            title: 'One break each',
            text: 'Each parent gets one protected break this week',
            voiceover:
              'Last item, and the most important: each of you books one protected break this week. The gym, a coffee alone, a nap.',
            visuals: "Calendar blocks titled 'Sam off duty' and 'Jordan off duty' being added.",
          },
          {
            title: 'Do you sync?',
            text: 'Do you and your partner have a weekly check-in?',
            voiceover: 'Do you and your partner have a weekly check-in? Comment what is on your agenda, I might steal it.',
            visuals: 'The couple clinking mugs on the couch, then cutting to talk to camera.',
          },
        ],
        why_it_works:
          'Turns the endless pickup texts in the comment into one predictable weekly system • A fixed agenda is easy to screenshot and try this Sunday • Protecting one break each adds a wellbeing angle that makes the video feel kind, not just efficient • Asking for agendas invites practical comments that other parents save',
      },
      source: {
        comment: "we split the tasks but we still text each other 30 times a day about who's doing pickup 😂",
        commentAuthor: '@two.tired.parents',
        commentLikes: 1905,
        videoTitle: 'How we split the mental load 50/50',
        videoCreator: '@teamwork.parenting',
        videoViews: 870_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'school-age',
    A: {
      title: 'The homework setup that ended our 5 p.m. fights',
      content: {
        hooks: [
          'The homework fight usually starts before the homework does.',
          'We used to battle for an hour over ten minutes of math. Here is what changed.',
          'Same time, same place, same kit. Could it really be that simple?',
        ],
        sections: [
          {
            title: 'Same time every day',
            text: 'After snack and a break • Before screens',
            voiceover:
              "Pick one homework time and keep it: after a snack and a short break, before screens. When it's routine, there's less to argue about.",
            visuals: 'A fridge schedule with homework time highlighted between snack and screens.',
          },
          {
            title: 'Build a homework kit',
            text: 'Pencils • Eraser • Ruler • Timer, all in one box',
            voiceover: 'Put everything in one box: sharpened pencils, an eraser, a ruler, a timer. No more ten-minute hunts for a pencil.',
            visuals: 'Overhead shot of a shoebox being packed with supplies and labelled HOMEWORK.',
          },
          {
            title: 'Chunk it',
            text: 'Work 15 minutes → move 5 minutes',
            voiceover:
              'Break it into short chunks with quick movement breaks. A lot of kids, especially younger ones, do better with short bursts than one long sit.',
            visuals: 'Kid doing jumping jacks next to the table while a timer counts down the break.',
          },
          {
            title: 'Nearby, not hovering',
            text: 'Cook, read or fold laundry at the same table',
            voiceover: "Stay nearby doing your own quiet task. You're available for questions without staring over their shoulder.",
            visuals: 'Parent folding laundry at one end of the table while the child works at the other.',
          },
          {
            title: 'Tears every night?',
            text: 'Talk to the teacher • Share your struggle below',
            voiceover:
              "If homework means tears every single night, talk to the teacher. It might be too much, or something might be worth looking into. And comment your kid's grade and your biggest homework struggle.",
            visuals: 'Talk to camera at the homework table.',
          },
        ],
        why_it_works:
          'Answers the exhausted commenter whose 20-minute homework takes two hours with a full system, not a single tip • The homework kit and schedule are easy to replicate and very saveable • Suggesting a teacher conversation adds credibility and a realistic next step • Grade-level comments help you create targeted follow-ups',
      },
      source: {
        comment: "3rd grade homework takes us 2 hours and ends with both of us crying. it's supposed to be 20 minutes",
        commentAuthor: '@homework.hostage',
        commentLikes: 6688,
        videoTitle: "A teacher's honest take on homework",
        videoCreator: '@honestteacher.tay',
        videoViews: 2_230_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Help with homework without giving the answer',
      content: {
        hooks: [
          'Giving your kid the answer is the slowest way to get through homework.',
          "I did my son's math for him for a month. His next test told on me.",
          "What do you say when your kid says 'I don't get it'? Try these instead of the answer.",
        ],
        sections: [
          {
            title: "Ask what it's asking",
            text: "“Read it to me. What's it asking you to do?”",
            voiceover:
              "Start by having them read the question out loud and tell you what it's asking. Half the time, that's where they got stuck.",
            visuals: 'Kid reading a worksheet aloud, finger under the words, parent listening.',
          },
          {
            title: 'Find what they know',
            text: '“Where have you seen something like this before?”',
            voiceover:
              'Then connect it to something they already know. Where have you seen a problem like this? What did your teacher show you?',
            visuals: 'The kid flipping back through a notebook to an earlier example.',
          },
          {
            title: 'One together, one alone',
            text: 'You model one problem • They do the next on their own',
            voiceover:
              "Don't understand the new method either? Look at the class example together, solve one side by side, then let them try the next one alone.",
            visuals: 'Split shot: parent and child solving one problem together, then the child working solo.',
          },
          {
            title: 'Praise the process',
            text: '“You kept trying different ways.”',
            voiceover: "Praise the effort and the strategies, not just the right answer. That's what keeps them trying when it gets hard.",
            visuals: 'High-five over the finished worksheet.',
          },
          {
            title: 'Your stuck moment',
            text: 'What homework topic stumps YOU?',
            voiceover: 'Be honest: what homework topic stumps you as a parent? Comment it and let the teachers in my comments help.',
            visuals: 'Talk to camera holding up a worksheet with a confused face.',
          },
        ],
        why_it_works:
          'Directly helps the commenter who hands over answers because the new math method is confusing • Scripted questions work for any subject, so the video is broadly useful and saveable • Admitting parents get stumped too is relatable and lowers shame • Inviting teachers into the comments creates an expert-rich thread that boosts engagement',
      },
      source: {
        comment: "I literally don't understand the new way they teach math so I just give him the answer 🙈",
        commentAuthor: '@notamathmom',
        commentLikes: 3570,
        videoTitle: 'Parents vs 3rd grade math homework',
        videoCreator: '@classroom.confessions',
        videoViews: 1_510_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'daily-routines',
    A: {
      title: 'Teach a toddler when morning actually starts',
      content: {
        hooks: [
          "5 a.m. is not morning. Your toddler just doesn't know that yet.",
          'My son woke at 5:15 for months. A light that changes color finally shifted it.',
          "How do you explain what time it is to a kid who can't tell time?",
        ],
        sections: [
          {
            title: 'Use a color cue',
            text: 'A light or clock that changes color at wake-up time',
            voiceover:
              "Toddlers can't read a clock, but they can read a color. A simple light or clock that changes color at wake-up time does the explaining for you.",
            visuals: 'Dark bedroom, a small nightlight switching from orange to green.',
          },
          {
            title: 'Start where they are',
            text: 'Set it near their current wake time → nudge 10-15 min later every few days',
            voiceover:
              "Don't set it for 7 if they wake at 5. Start close to their current wake time and nudge it later by ten or fifteen minutes every few days.",
            visuals: 'Phone app or clock settings being adjusted, a calendar with small time changes written in.',
          },
          {
            title: 'Practice in daylight',
            text: 'Role-play: pretend sleep → light changes → celebrate',
            voiceover:
              'Practice during the day. Pretend to sleep, wait for the light to change, then celebrate. It turns the rule into a game.',
            visuals: 'Parent and toddler lying on the bed with eyes squeezed shut, then jumping up cheering.',
          },
          {
            title: "If they're up early",
            text: 'Keep it dark, quiet and boring • Back to bed or quiet play in the room',
            voiceover:
              "If they're up before the light, keep it dark, quiet and boring. Back to bed, or quiet books in their room until it changes.",
            visuals: 'A basket of board books next to the bed, the toddler flipping pages in dim light.',
          },
          {
            title: 'Snoring or exhaustion?',
            text: 'Snoring, gasping or very tired all day → ask your pediatrician',
            voiceover:
              "If early waking comes with snoring, gasping or a kid who's exhausted all day, mention it to your pediatrician. Otherwise, comment your kid's wake time and let's compare notes.",
            visuals: 'Talk to camera, coffee in hand, at dawn.',
          },
        ],
        why_it_works:
          'Responds to the desperate "please tell me it gets better" comment with a hopeful, concrete plan • The color-changing light is visually satisfying on camera • The gradual nudge makes the method realistic, which builds trust • Wake-time comments create a relatable thread and natural follow-up questions',
      },
      source: {
        comment: "my toddler wakes up at 5am on the dot and thinks it's party time. please someone tell me it gets better",
        commentAuthor: '@sleepless.in.suburbia',
        commentLikes: 9056,
        videoTitle: 'What time my kids wake up vs what time I wish they would',
        videoCreator: '@earlybird.household',
        videoViews: 3_470_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '4 things to check when your kid wakes too early',
      content: {
        hooks: [
          'Early wake-ups often have a cause. Check these four things before you buy anything else.',
          'Our 5 a.m. wake-ups came down to one thing I never noticed: the sunrise.',
          'Is your kid an early riser, or is something waking them up?',
        ],
        sections: [
          {
            title: 'Light',
            text: 'Sunrise through curtain gaps? → darken the room',
            voiceover:
              'Check the light first. Stand in their room at sunrise. If light is leaking around the curtains, darkening the room might help.',
            visuals: 'Dawn light streaming through a curtain gap, then the same room after blackout curtains go up.',
          },
          {
            title: 'Noise',
            text: 'Garbage trucks • Birds • A parent alarm → steady white noise',
            voiceover:
              'Then noise. Early trucks, birds, or even your own alarm can wake a light sleeper. Steady white noise can mask a lot of it.',
            visuals: 'Close-up of a white noise machine being switched on, a garbage truck passing outside the window.',
          },
          {
            title: 'Bedtime and naps',
            text: 'Timing may need adjusting • Change one thing at a time',
            voiceover:
              "Sometimes bedtime or nap timing is part of it, and later isn't always better. Change one thing at a time for about a week and track what happens.",
            visuals: 'A simple sleep log on the fridge with bedtime, nap and wake time columns.',
          },
          {
            title: 'Temperature and hunger',
            text: 'Chilly room at dawn? • Long gap since dinner?',
            voiceover:
              'Rooms often get coldest right before dawn, so check the temperature and their layers. And think about how long it has been since their last meal.',
            visuals: 'A room thermometer on the dresser, then a cozy sleep sack being zipped up.',
          },
          {
            title: 'Track and ask',
            text: 'One-week sleep log → share it with your pediatrician if worried',
            voiceover:
              "Keep a simple log for a week. If you're worried, share it with your pediatrician. It makes the conversation so much easier. Which of the four was it for you? Tell me below.",
            visuals: 'Talk to camera holding up the sleep log.',
          },
        ],
        why_it_works:
          'Follows up on the commenter for whom the color clock did not work with a detective-style checklist • Numbered checks keep viewers watching to see which one fits their kid • Practical, non-medical fixes plus a pediatrician pointer keep it safe and credible • The "which one was it" question drives comments and success stories',
      },
      source: {
        comment: "we've tried the color clock for 3 weeks and she still wakes at 5. what else could it be??",
        commentAuthor: '@midnightmilk.mama',
        commentLikes: 2384,
        videoTitle: 'Our toddler sleep setup (room tour)',
        videoCreator: '@cozycorner.kids',
        videoViews: 1_120_000,
        platform: 'instagram',
      },
    },
  },
]);
