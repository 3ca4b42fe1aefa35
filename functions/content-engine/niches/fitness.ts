import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Fitness: 14 days of ideas, variants A and B (safe, evidence-based training for gym, home and running beginners). */
export const FITNESS_IDEAS: readonly ContentIdea[] = dailyIdeas('fitness', [
  {
    subNiche: 'gym-basics',
    A: {
      title: 'Your first month at the gym, planned',
      content: {
        hooks: [
          'Walking into the gym with no plan is why so many beginners quit by week three.',
          'I wasted my first six months at the gym doing random machines. Do this instead.',
          'Three days a week, five moves, about 45 minutes. That is the whole plan.',
        ],
        sections: [
          {
            title: 'Three days, not seven',
            text: 'Mon • Wed • Fri (or any 3 days with a rest day between)',
            voiceover:
              "You don't need to train every day. Three full-body sessions a week with a rest day in between is plenty to start building strength.",
            visuals: 'Phone calendar with three days highlighted, then you packing a gym bag by the door.',
          },
          {
            title: 'The five moves',
            text: 'Squat • Hinge • Push • Pull • Carry',
            voiceover:
              'Every session hits five patterns: a squat, a hip hinge, a push, a pull and a carry. On machines or dumbbells, that covers your whole body.',
            visuals: 'Quick cuts: goblet squat, dumbbell Romanian deadlift, machine chest press, seated cable row, farmer carry.',
          },
          {
            title: 'Sets, reps, effort',
            text: '2-3 sets of 8-12 reps • stop with 2-3 reps left in the tank',
            voiceover:
              'Do two to three sets of eight to twelve reps. Pick a weight where you could still do two or three more at the end of each set. Not easy, not all-out.',
            visuals: 'Close-up of a notes app logging sets, then a set ending on a slow, controlled last rep.',
          },
          {
            title: 'Write it down',
            text: 'Log every set • beat last week by 1 rep or a little weight',
            voiceover:
              'Log every set. Next week, try to beat it by one rep or a small jump in weight. That is how random workouts become a program.',
            visuals: 'Screen recording of the log: week 1 and week 4 numbers side by side, the increases highlighted.',
          },
          {
            title: 'Your turn',
            text: 'Comment what scares you most about the gym',
            voiceover: "Comment the one thing that makes the gym feel intimidating. I'll answer the top one in my next video.",
            visuals: 'Talk to camera by the dumbbell rack, then point down toward the comments.',
          },
        ],
        why_it_works:
          'Answers the exact "what do I do when I walk in?" panic from the comment with a plan viewers can screenshot • Five movement patterns are easy to remember and make the plan feel complete without overwhelming anyone • The week 1 vs week 4 log is a before/after payoff that keeps people watching • Asking what feels intimidating collects honest comments that feed the next video',
      },
      source: {
        comment: 'just got my first gym membership and i have literally no idea what to do when i walk in 😭 help',
        commentAuthor: '@notagymrat.yet',
        commentLikes: 7421,
        videoTitle: 'What I wish I knew before my first year of lifting',
        videoCreator: '@liftlab.leo',
        videoViews: 2_480_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'A first-visit game plan for gym anxiety',
      content: {
        hooks: [
          'Nobody at the gym is watching you as closely as you think.',
          'POV: you walked in, saw the busy weights area and walked straight back out. Been there.',
          'Four things that made the gym feel less scary for me, in order.',
        ],
        sections: [
          {
            title: 'Go when it is quiet',
            text: 'Ask the front desk for their quietest hours',
            voiceover:
              "For your first few visits, go when it's quiet. Ask the front desk when their slowest hours are. They get asked all the time.",
            visuals: 'Wide shot of a near-empty gym floor with the time stamped on screen.',
          },
          {
            title: 'Walk in with a list',
            text: '4-5 exercises saved on your phone, in order',
            voiceover:
              'Have your workout written on your phone before you arrive. Knowing your next move kills that lost-in-the-gym feeling.',
            visuals: 'Phone screen showing a five-exercise list, then you walking straight to the first station.',
          },
          {
            title: 'Start in your corner',
            text: 'Machines and dumbbells first • the barbell area can wait',
            voiceover:
              "Start with machines and dumbbells. They're easier to learn, and most machines have a diagram on the side showing how to use them.",
            visuals: 'Close-up of a machine instruction sticker, then adjusting the seat height.',
          },
          {
            title: 'Scripts for awkward moments',
            text: '"How many sets do you have left?" • "Mind if I work in?"',
            voiceover:
              'Someone on your machine? Ask how many sets they have left, or whether you can work in between their sets. Regulars ask this constantly.',
            visuals: 'Two friends role-play the exchange by a cable machine, the exact words captioned on screen.',
          },
          {
            title: 'Tell me yours',
            text: 'Comment your most awkward gym moment',
            voiceover:
              'Drop your most awkward gym moment below. Mine was leaving because someone was using the one machine I knew how to use.',
            visuals: 'Talk to camera in the car park, laughing.',
          },
        ],
        why_it_works:
          'Speaks directly to the commenter who walks in and straight back out, so viewers feel seen in the first second • Word-for-word scripts remove the exact fear that keeps people away • The quiet-hours and phone-list tips can be used on the very next visit • Awkward-moment stories are easy to comment and build community under the video',
      },
      source: {
        comment: 'the gym is so intimidating like i walk in, see all the guys at the racks and walk right back out lol',
        commentAuthor: '@soft.girl.squats',
        commentLikes: 5206,
        videoTitle: 'Day in my life as a gym beginner',
        videoCreator: '@firstrep.fiona',
        videoViews: 1_320_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'strength-training',
    A: {
      title: 'Yes, your knees can go past your toes',
      content: {
        hooks: [
          'Your knees going past your toes in a squat is not the problem you were told it was.',
          'I squatted like a stiff robot for years because of one outdated rule.',
          'Look at any good squat from the side. Where are the knees?',
        ],
        sections: [
          {
            title: 'Where the rule came from',
            text: 'Old advice: keep your knees behind your toes to protect them',
            voiceover:
              'The old rule said keep your knees behind your toes to protect them. It sounds sensible, but forcing it makes the squat harder on other joints.',
            visuals: "Side view of a squat with a vertical line drawn at the toes and the caption 'the old rule'.",
          },
          {
            title: 'What happens if you force it',
            text: 'Knees pinned back → hips shoot back → chest tips forward → more load on the lower back',
            voiceover:
              'Pin your knees back and your hips have to shift way back, your chest drops forward and your lower back takes more of the load. Studies of squat mechanics show exactly that trade-off.',
            visuals: 'Side-by-side: a forced knees-back squat with a tipped torso next to a natural squat with an upright chest.',
          },
          {
            title: 'What good looks like',
            text: 'Knees travel over the toes • heels stay down • chest fairly upright',
            voiceover:
              'In a good squat your knees travel forward in line with your toes, your whole foot stays planted and your torso stays fairly upright. How far forward depends on your legs and ankles.',
            visuals: 'Slow-motion side view of a goblet squat, arrows showing the knees moving forward over the toes.',
          },
          {
            title: 'The knee rules that matter',
            text: "Knees follow toes, don't cave in • heels down • add weight gradually",
            voiceover:
              'What actually matters: knees point the same way as your toes instead of caving in, heels stay down, and weight goes up gradually. If squats hurt your knees, get them checked by a physio rather than guessing.',
            visuals: 'Front view: knees caving inward with a red X, then knees tracking over the toes with a green check.',
          },
        ],
        why_it_works:
          'Myth-busting a rule nearly everyone has heard makes viewers stop to find out if they were wrong • The side-by-side squats prove the point even with the sound off • Gives a replacement checklist, so viewers know what to focus on instead • Gym-rule debates draw comments from both sides, which pushes the video further',
      },
      source: {
        comment: 'my old trainer said never let your knees go past your toes but everyone in this video does?? who is right',
        commentAuthor: '@quadgoals.kim',
        commentLikes: 3890,
        videoTitle: "Fixing my followers' squat form",
        videoCreator: '@formcheck.felix',
        videoViews: 1_740_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Find your squat stance in 60 seconds',
      content: {
        hooks: [
          "There is no perfect squat stance. There's your stance, and here's how to find it.",
          "Copying someone else's squat stance could be why yours feels so awkward.",
          'A few jumps and a bench. That is all you need to find your squat stance.',
        ],
        sections: [
          {
            title: 'The jump test',
            text: 'Jump and land 3 times • look where your feet land',
            voiceover:
              'Jump straight up a few times and land naturally. Where your feet land is usually a great starting stance for your squat.',
            visuals: 'Overhead shot of three small jumps, then tape outlines around where the feet landed.',
          },
          {
            title: 'Turn the toes out a little',
            text: 'Toes slightly out • knees follow the toes',
            voiceover:
              'Most people squat more comfortably with their toes turned out a little. Try a few angles and keep the one where your knees can follow your toes easily.',
            visuals: 'Tape lines on the floor at three toe angles, you testing each with a bodyweight squat.',
          },
          {
            title: 'Find your depth',
            text: 'Squat to a bench • as low as you can with heels down and a neutral back',
            voiceover:
              "Squat down to a bench and see how low you can go with your heels down and your back neutral. That's your working depth for now, and it usually improves with practice.",
            visuals: 'Side view squatting to a bench, then to a lower box a few weeks later.',
          },
          {
            title: 'Heels lifting?',
            text: 'Try a slightly wider stance • or thin plates under the heels while you practise',
            voiceover:
              'If your heels pop up, try a slightly wider stance, or put thin weight plates under your heels while you work on ankle mobility.',
            visuals: 'Close-up of heels rising, then the same squat with thin plates under the heels and the feet flat.',
          },
          {
            title: 'Send me your squat',
            text: 'Film a set from the side • comment what feels off',
            voiceover:
              "Film one set from the side and tell me in the comments what feels off. I'll break down the most common problem next.",
            visuals: 'Phone propped on a water bottle at hip height, side angle, you giving a thumbs up.',
          },
        ],
        why_it_works:
          'Answers the follow-up question the comment asks: if everyone says something different, how should I stand? • The jump test is a surprising, instant trick viewers try on the spot • Tape-line visuals make the angles clear without audio • Asking for side-view clips invites comments and duets that become future form-check videos',
      },
      source: {
        comment: 'how wide are you supposed to have your feet when you squat? everyone says something different and mine feels so awkward',
        commentAuthor: '@brianna.lifts.now',
        commentLikes: 2417,
        videoTitle: '5 squat mistakes I see every day at the gym',
        videoCreator: '@coach.dario.fit',
        videoViews: 980_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'home-workouts',
    A: {
      title: 'From zero push-ups to ten: the wall-to-floor ladder',
      content: {
        hooks: [
          "Can't do a single push-up? Good. Start at the wall.",
          'Two months ago I could not do one push-up. Here is exactly what I did.',
          'Knee push-ups are not your only option, and often not the easiest place to start.',
        ],
        sections: [
          {
            title: 'Level 1: the wall',
            text: 'Hands on the wall at shoulder height • body in one straight line',
            voiceover:
              'Start at a wall. Hands at shoulder height, step your feet back, and lower your chest to the wall in one straight line from head to heels.',
            visuals: 'Side view of a wall push-up with a straight-line overlay from head to heels.',
          },
          {
            title: 'Level 2: lower surfaces',
            text: 'Kitchen counter → sturdy bench → low stair (lower = harder)',
            voiceover:
              'When you can do three sets of twelve with good form, move your hands lower: a kitchen counter, then a sturdy bench, then a low stair. Each step down is harder.',
            visuals: 'Quick cuts of the same push-up on a counter, a bench and the bottom stair.',
          },
          {
            title: 'Level 3: the floor',
            text: 'Floor push-ups: even 1-3 good reps count',
            voiceover: 'Then the floor. Even one to three clean reps is a win. Do those, then finish your sets on the stair.',
            visuals: 'Your first full floor push-up in slow motion, then a celebration jump cut.',
          },
          {
            title: 'The weekly rule',
            text: '3 sessions a week • 3 sets • move down a level at 3×12',
            voiceover:
              "Three short sessions a week, three sets each. When you hit three sets of twelve, move down a level. That's the whole system.",
            visuals: 'Calendar graphic with checkmarks and a level tracker moving from wall to floor.',
          },
          {
            title: 'Pick your level',
            text: 'Comment your level: wall, counter, bench, stair or floor',
            voiceover: "Comment which level you're starting at, and I'll check in with you in a month.",
            visuals: 'Talk to camera in the kitchen, leaning on the counter.',
          },
        ],
        why_it_works:
          "Answers the commenter who can't do one push-up with a path that genuinely starts at zero • Incline levels make progress visible and measurable, so viewers save the video to follow it • Uses furniture everyone already has, so there's no equipment excuse • Comment-your-level is an easy, low-effort comment with a built-in follow-up video",
      },
      source: {
        comment: "i can't do a single push up, not even on my knees… where do i even start 🥲",
        commentAuthor: '@maddie.moves.slow',
        commentLikes: 9312,
        videoTitle: '100 push-ups a day for 30 days: results',
        videoCreator: '@dailyreps.dan',
        videoViews: 4_650_000,
        platform: 'youtube',
      },
    },
    B: {
      title: '3 push-up mistakes behind sore wrists and shoulders',
      content: {
        hooks: [
          'If push-ups hurt your shoulders, check your elbows first.',
          'I thought my wrists were just weak. It was my hand position.',
          'Three small fixes that make push-ups feel completely different.',
        ],
        sections: [
          {
            title: 'Mistake 1: elbows flared wide',
            text: 'Elbows straight out like a T → tuck to about 45°, like an arrow',
            voiceover:
              'Elbows flaring straight out to the sides puts a lot of stress on the front of the shoulder. Tuck them to about forty-five degrees, so your body makes an arrow, not a T.',
            visuals: 'Overhead shot: the body and arms making a T with a red X, then an arrow with a green check.',
          },
          {
            title: 'Mistake 2: sagging hips',
            text: 'Squeeze glutes • brace abs • straight line from head to heels',
            voiceover:
              "If your hips sag, your lower back takes over. Squeeze your glutes and brace like someone's about to poke your stomach.",
            visuals: 'Side view with a straight-line overlay, hips sagging first, then fixed.',
          },
          {
            title: 'Mistake 3: hands in the wrong spot',
            text: 'Hands under shoulders • fingers spread • fists or handles if wrists ache',
            voiceover:
              'Hands too far forward make your wrists work harder. Put them under your shoulders and spread your fingers. Still achy? Try fists on a soft mat or hold dumbbell handles to keep your wrists straight.',
            visuals: 'Close-up of hand placement, then fists on a folded towel, then hex dumbbells used as handles.',
          },
          {
            title: 'The one clean rep test',
            text: '3-second lowering • chest close to the floor • push up as one piece',
            voiceover:
              "Test it: lower for three seconds, chest close to the floor, push back up as one solid piece. If that feels better, that's your new push-up. Pain that sticks around is worth getting checked by a physio.",
            visuals: 'Slow-motion clean rep with a 3-2-1 counter on screen.',
          },
        ],
        why_it_works:
          'Answers the pain question in the comment with fixes viewers can test on their next set • Red X and green check visuals make each mistake obvious with the sound off • A numbered mistakes list keeps people watching to see if they make all three • Achy-joint content gets saved and sent to friends with the same problem',
      },
      source: {
        comment: 'why do my wrists and shoulders hurt every time i do push ups?? is it just me',
        commentAuthor: '@tyler.trains.home',
        commentLikes: 1864,
        videoTitle: 'Do this push-up challenge every day',
        videoCreator: '@homegym.hana',
        videoViews: 870_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'running',
    A: {
      title: 'Your first 5K with the run-walk method',
      content: {
        hooks: [
          'Walking breaks are not cheating. They are how most beginners actually get to a 5K.',
          'I used to be gasping after 90 seconds of running. Nine weeks later I ran a 5K.',
          'One minute running, ninety seconds walking. That is day one.',
        ],
        sections: [
          {
            title: 'Day one',
            text: '5 min brisk walk • run 60 s / walk 90 s × 8 • 5 min walk',
            voiceover:
              'Day one: five minutes of brisk walking, then run for sixty seconds and walk for ninety, eight times. Cool down with another five-minute walk.',
            visuals: 'Running along a path with an interval timer graphic in the corner.',
          },
          {
            title: 'Three runs a week',
            text: 'Run days with a rest or walk day between',
            voiceover:
              'Do it three times a week with a rest day between runs. Your heart and lungs adapt fast, but your joints and tendons need more time.',
            visuals: 'Calendar with Monday, Wednesday and Saturday circled.',
          },
          {
            title: 'Stretch the run, shrink the walk',
            text: 'Each week: a bit more running, a bit less walking • ~8-10 weeks to 30 min',
            voiceover:
              'Every week, run a little longer and walk a little less. Most beginner plans get you to about thirty minutes of continuous running in eight to ten weeks.',
            visuals: 'Animated bar chart: run bars grow and walk bars shrink week by week.',
          },
          {
            title: 'Repeat a week if needed',
            text: 'Struggled? Repeat the week. No rush.',
            voiceover: 'If a week felt too hard, repeat it. Finishing the plan in twelve weeks beats getting hurt in week four.',
            visuals: "Talk to camera mid-walk with the caption 'repeat weeks are allowed'.",
          },
          {
            title: 'Start today',
            text: "Comment 'day one' when you start",
            voiceover: "Starting this week? Comment 'day one' and come back to tell me when you finish.",
            visuals: 'Sweaty selfie-cam after a run, pointing at the comments.',
          },
        ],
        why_it_works:
          'Gives the commenter who runs out of breath after a minute a clear day-one prescription • The growing run bars are a visual progress story viewers save and follow week by week • Permission to walk and repeat weeks removes the shame that makes beginners quit • The day-one comment creates accountability threads and future check-in videos',
      },
      source: {
        comment: 'how do people just go run 5k?? i get out of breath after like one minute and want to die',
        commentAuthor: '@slowandsteady.sam',
        commentLikes: 11_284,
        videoTitle: 'I ran every day for 30 days, here is what happened',
        videoCreator: '@miles.with.mo',
        videoViews: 5_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why running feels impossible: your pace',
      content: {
        hooks: [
          "You're not bad at running. You're probably running too fast.",
          'The day I slowed down to almost walking pace, running finally clicked.',
          'Can you say a full sentence while you run? If not, watch this.',
        ],
        sections: [
          {
            title: 'The talk test',
            text: 'Easy pace = you can speak in full sentences',
            voiceover:
              "Easy running means you can talk in full sentences. If you can only get out two words at a time, you're going too hard for a beginner run.",
            visuals: 'Jogging with a friend, both chatting, the full sentence captioned on screen.',
          },
          {
            title: 'Why slow works',
            text: 'Easy runs build your aerobic base with less fatigue',
            voiceover:
              'Most of your running should feel easy. Easy running builds your aerobic base, and you recover in time to run again two days later.',
            visuals: 'Split screen: a gasping sprint finish next to a relaxed jog with a smile.',
          },
          {
            title: 'How slow is slow?',
            text: 'Slower than feels right • walking breaks count',
            voiceover:
              "It will probably feel embarrassingly slow. That's fine. If you can't hold a conversation even at a gentle jog, add walking breaks.",
            visuals: 'Side-by-side footage of a brisk walk and a slow jog at almost the same speed.',
          },
          {
            title: 'Try it tomorrow',
            text: '20 minutes • talk test the whole time • note how you feel after',
            voiceover:
              'Tomorrow, run twenty minutes at talk-test pace and notice how you feel afterwards. Then come back and tell me below.',
            visuals: 'Recording a voice memo mid-jog: full sentences, no gasping.',
          },
        ],
        why_it_works:
          'Flips the self-blame in the comment into one simple fix: slow down • The talk test needs no watch or app, so anyone can use it • The sprint-vs-easy split screen makes the difference obvious without sound • A try-it-tomorrow challenge pulls viewers back to comment their results',
      },
      source: {
        comment: "every time i try to run i'm dying after 5 min, my friends run for an hour?? what am i doing wrong",
        commentAuthor: '@jogger.jules',
        commentLikes: 4376,
        videoTitle: 'Easy mistakes new runners make',
        videoCreator: '@runclub.ronan',
        videoViews: 1_560_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'recovery-nutrition',
    A: {
      title: "Sore doesn't mean it worked",
      content: {
        hooks: [
          "Not sore after your workout? That doesn't mean it didn't work.",
          'I used to chase soreness like a trophy. My progress got worse, not better.',
          'Why your first leg day wrecked you and your tenth one barely did.',
        ],
        sections: [
          {
            title: 'What soreness is',
            text: 'DOMS: delayed onset muscle soreness • usually peaks 1-3 days after',
            voiceover:
              'That ache a day or two after training is called delayed onset muscle soreness. It shows up most after new exercises or lots of slow lowering work.',
            visuals: 'Walking down stairs stiffly, with a DOMS caption and a 24-72 hour timeline.',
          },
          {
            title: 'Why it fades',
            text: 'Your body adapts • same workout = less soreness',
            voiceover: "Repeat the same workout and you'll be much less sore. That's your body adapting, not your training getting worse.",
            visuals: 'Two clips: week 1 wincing on the stairs, week 4 jogging down them.',
          },
          {
            title: 'Better signs of progress',
            text: 'More reps • more weight • cleaner form • feeling stronger day to day',
            voiceover:
              'Progress is more reps, more weight or cleaner form than last month. Those numbers tell you far more than how much it hurts to sit down.',
            visuals: 'Training log screenshot with the rising numbers highlighted.',
          },
          {
            title: 'Chasing soreness backfires',
            text: 'Always wrecked = slower recovery and skipped sessions',
            voiceover:
              "If every workout leaves you wrecked for days, you'll train less often and with less quality. Aim to finish feeling worked, not destroyed.",
            visuals: 'Groaning on the couch, crossed out and replaced by a steady week of training checkmarks.',
          },
          {
            title: 'Your sore story',
            text: "Comment: what's the sorest you've ever been?",
            voiceover: "What's the sorest you've ever been after a workout? Tell me what caused it.",
            visuals: 'Talk to camera while slowly lowering onto a chair, laughing.',
          },
        ],
        why_it_works:
          'Corrects a belief viewers use to judge every workout, so the myth-bust feels personal • The week 1 vs week 4 stairs clip is a funny, relatable before/after • Replaces soreness with measurable progress markers viewers can track • Sore-story comments are easy and fun to write, which lifts engagement',
      },
      source: {
        comment: "i'm not sore at all the day after my workouts anymore, does that mean i'm not working hard enough??",
        commentAuthor: '@gains.and.grace',
        commentLikes: 6028,
        videoTitle: 'My first month of lifting: honest update',
        videoCreator: '@lifting.lena',
        videoViews: 2_210_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Still sore: train, rest or walk it off?',
      content: {
        hooks: [
          'Still sore from your last workout? Here is how to decide whether to train today.',
          "I skipped a whole week because I was sore. Turns out I didn't need to.",
          'Sore, very sore, or hurt: three different answers.',
        ],
        sections: [
          {
            title: 'Mildly sore',
            text: 'Stiff but moving fine → train, warm up well',
            voiceover:
              'A bit stiff but moving fine? Train. A good warm-up often eases it, and light work can actually make you feel better.',
            visuals: "Warm-up clip of bodyweight squats and arm circles, captioned 'mildly sore = go'.",
          },
          {
            title: 'Very sore',
            text: 'Painful to move → train other muscles or go for a walk',
            voiceover:
              'Painful to move that area? Train a different body part, or go for an easy walk or bike ride. Give the sore muscles another day.',
            visuals: 'Legs too sore, so switching to an upper-body session, then an easy walk outside.',
          },
          {
            title: 'Hurt, not sore',
            text: 'Sharp or one-spot pain • joint pain • swelling • pain getting worse → stop and get it checked',
            voiceover:
              'Sharp pain, pain in a joint, swelling, or pain that keeps getting worse is not normal soreness. Stop training that area and get it checked by a professional.',
            visuals: 'Red warning card over a clip of someone holding their knee.',
          },
          {
            title: 'The rare red flag',
            text: 'Extreme muscle pain + swelling + very dark urine → see a doctor right away',
            voiceover:
              "Very rarely, after an extreme workout, severe muscle pain with swelling and dark, cola-coloured urine needs a doctor straight away. That's a medical issue, not soreness.",
            visuals: 'Plain text card on a dark background, then a calm talking head.',
          },
          {
            title: 'Your rule',
            text: 'Comment your sore-day rule',
            voiceover: "What's your rule when you're sore: push through or rest? Tell me below.",
            visuals: 'Talk to camera in the gym changing room.',
          },
        ],
        why_it_works:
          'Turns the vague question in the comment into a three-level decision guide viewers can screenshot • Clear red flags make the advice responsible and trustworthy • The go, swap, stop structure is easy to follow with the sound off • Push-through-vs-rest is a debate that reliably drives comments',
      },
      source: {
        comment: 'legs are SO sore from friday i can barely walk, do i skip leg day or go anyway??',
        commentAuthor: '@jaydenlifts_',
        commentLikes: 2955,
        videoTitle: 'Brutal 20-minute leg workout (no skipping)',
        videoCreator: '@burnwith.bex',
        videoViews: 3_340_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'strength-training',
    A: {
      title: 'Double progression: when to add weight',
      content: {
        hooks: [
          "Most beginners add weight too early or never. There's a simple rule for it.",
          'I stayed on the same dumbbells for a year because nobody told me this.',
          'Hit the top of your rep range, then go up. That is the whole trick.',
        ],
        sections: [
          {
            title: 'Pick a rep range',
            text: 'Example: 3 sets of 8-12',
            voiceover: 'Pick a rep range for each exercise, for example three sets of eight to twelve.',
            visuals: "Notes app with 'Dumbbell bench press 3×8-12' being typed out.",
          },
          {
            title: 'Add reps first',
            text: 'Same weight • add a rep or two each week',
            voiceover: 'Keep the same weight and try to add a rep or two each week, with good form, until you hit twelve on every set.',
            visuals: 'Log on screen: week 1 10-9-8 → week 3 12-11-10 → week 5 12-12-12.',
          },
          {
            title: 'Then add weight',
            text: 'All sets at 12 → smallest jump up → back to ~8 reps',
            voiceover:
              'Hit twelve on all three sets? Go up by the smallest jump available and drop back to around eight reps. Then build up again.',
            visuals: 'Picking up the next dumbbells up, close-up of the numbers on the handles.',
          },
          {
            title: 'Small jumps win',
            text: 'Upper body: smallest jumps • legs: bigger jumps usually fine',
            voiceover:
              'Upper-body lifts often need the smallest jumps. Legs can usually handle bigger ones. If your form falls apart, the jump was too big.',
            visuals: 'Small change plates going on a barbell, then a pin moving down a leg press stack.',
          },
          {
            title: 'Your stuck lift',
            text: 'Comment one lift you are stuck on + your numbers',
            voiceover: "Comment the lift you're stuck on and your current numbers, and I'll plan your next four weeks in a video.",
            visuals: 'Talk to camera holding the phone log up to the lens.',
          },
        ],
        why_it_works:
          'Gives the commenter a clear rule for the exact moment they keep getting stuck • Real log numbers make the method concrete and screenshot-worthy • Works for any exercise in any gym, so it is widely shareable • Stuck-lift comments with numbers become tailored follow-up videos',
      },
      source: {
        comment: "how do you know when to go up in weight?? i've been using the same 10s for months lol",
        commentAuthor: '@danni.does.dumbbells',
        commentLikes: 3742,
        videoTitle: 'Progressive overload explained in 60 seconds',
        videoCreator: '@strongsimple.sid',
        videoViews: 1_080_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Stuck at the same weight for months? 4 reasons',
      content: {
        hooks: [
          'If your numbers have not moved in months, it is probably not your program.',
          'My squat was stuck for six months. The fix had nothing to do with squatting.',
          'Four reasons beginners stall, and the first one is the most common.',
        ],
        sections: [
          {
            title: 'Reason 1: no tracking',
            text: 'No log = no way to beat last week',
            voiceover: "If you don't write down what you lifted, you can't beat it. A lot of plateaus are really just guessing.",
            visuals: 'An empty notebook page next to a filled-out training log.',
          },
          {
            title: 'Reason 2: program hopping',
            text: 'New plan every 2 weeks = never long enough to progress',
            voiceover:
              'Switching programs every couple of weeks means you never stay on one long enough to get better at it. Give a plan at least eight to twelve weeks.',
            visuals: 'Scrolling through ten saved workout videos, then deleting nine of them.',
          },
          {
            title: 'Reason 3: sleep, food and rest',
            text: 'Short sleep • too little protein • no rest days → slower progress',
            voiceover:
              'Five-hour nights, barely any protein and zero rest days will slow your progress however hard you train. Recovery is part of the program.',
            visuals: 'Alarm clock showing 1 AM, then a plate of eggs and yogurt, then a rest day circled on a calendar.',
          },
          {
            title: 'Reason 4: form creep',
            text: 'Reps getting uglier? Drop ~10% and rebuild',
            voiceover:
              'If your reps have got messier to hit the numbers, drop the weight by about ten percent, clean up your form and build back up.',
            visuals: 'Side-by-side: a messy heavy rep and a clean rep with slightly less weight.',
          },
          {
            title: 'Which one is you?',
            text: 'Comment 1, 2, 3 or 4',
            voiceover: "Which one is you? Comment the number and I'll cover the most popular one in depth.",
            visuals: 'Four numbered cards on screen around a talking head.',
          },
        ],
        why_it_works:
          'A numbered list lets viewers diagnose themselves while watching, which holds attention • The story hook promises a surprising cause, so people stay for the reveal • Covers training, sleep, food and rest, so it feels complete rather than generic • Comment-a-number is the lowest-effort comment possible, which boosts engagement',
      },
      source: {
        comment: 'my squat has been stuck at the same weight since january and i train like 6x a week, what gives',
        commentAuthor: '@marcus.moves.iron',
        commentLikes: 2288,
        videoTitle: 'How I added 40 kg to my squat in a year',
        videoCreator: '@barpath.bella',
        videoViews: 1_910_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'gym-basics',
    A: {
      title: 'Sets and reps for beginners, decoded',
      content: {
        hooks: [
          'Heavy weights to bulk, light weights to tone? Not quite.',
          'What does 3×10 actually mean, and do you even need it?',
          'I spent my first year thinking high reps tone and low reps bulk.',
        ],
        sections: [
          {
            title: 'Sets vs reps',
            text: '3×10 = 3 sets of 10 reps, with rest between sets',
            voiceover:
              'Three by ten means three sets of ten reps, with a rest between each set. A rep is one movement, a set is a group of reps.',
            visuals: 'Ten reps with an on-screen counter, then sitting down with a rest timer, repeated three times.',
          },
          {
            title: 'Muscle grows across a wide range',
            text: 'Roughly 6-30 reps can build muscle when sets are hard enough',
            voiceover:
              "Research shows muscle can grow with fairly heavy or fairly light weights, as long as the sets get close to failure. Light weights don't tone and heavy weights don't automatically bulk.",
            visuals: 'Split screen: a heavy set of 6 and a light set of 25, both ending with a hard final rep.',
          },
          {
            title: 'Strength likes heavier',
            text: 'Want a bigger squat or bench? Include sets of ~3-8 reps',
            voiceover: "If your main goal is lifting heavier on a specific lift, you'll want some heavier sets in the lower rep range too.",
            visuals: 'A clean barbell squat set of five.',
          },
          {
            title: 'An easy default',
            text: '2-3 sets • 8-15 reps • rest 1-3 min',
            voiceover:
              "Want a default? Two to three sets of eight to fifteen reps, with one to three minutes of rest. It's a great place to start.",
            visuals: 'Caption card over gym B-roll, then a rest timer ticking down on the phone.',
          },
          {
            title: 'Your goal',
            text: 'Comment your goal: strength, muscle or fitness',
            voiceover: "Comment your main goal and I'll show you how I'd set up your sets and reps for it.",
            visuals: 'Talk to camera sitting on a bench.',
          },
        ],
        why_it_works:
          'Busts the high-reps-tone myth that most beginners still believe • A single default prescription gives viewers something to use in their next session • The heavy-vs-light split screen explains the research visually • Goal-based comments segment your audience and feed targeted follow-up videos',
      },
      source: {
        comment: 'what does 3x10 even mean and how do i know how many reps i should be doing 😅',
        commentAuthor: '@newbie.nadia',
        commentLikes: 3180,
        videoTitle: 'Full-body dumbbell workout for beginners',
        videoCreator: '@fitfirst.freddie',
        videoViews: 2_760_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How hard should a set feel? The reps-in-reserve test',
      content: {
        hooks: [
          "If your last rep felt easy, that set probably didn't do much.",
          'I did 3×10 for a year and never once got close to my limit.',
          'Rate every set from 0 to 3. It changed how I train.',
        ],
        sections: [
          {
            title: 'Reps in reserve',
            text: 'RIR = how many more good reps you could have done',
            voiceover:
              "Reps in reserve is how many more good reps you could have done when you stopped. Zero means you couldn't do another one.",
            visuals: "A set ends, the question 'how many more?' pops up, and you hold up two fingers.",
          },
          {
            title: 'The sweet spot',
            text: 'Most sets: stop with 1-3 reps in reserve',
            voiceover:
              "For most sets, stop with one to three good reps left. That's hard enough to drive progress without grinding every set to failure.",
            visuals: "A slow, effortful last rep with the caption '2 RIR'.",
          },
          {
            title: 'Test your guess',
            text: 'On a safe exercise: guess, then go to failure and compare',
            voiceover:
              'Beginners usually underestimate what they can do. On a safe exercise like a machine or a dumbbell curl, guess your reps left, then keep going and see how far off you were.',
            visuals: 'Machine set: you guess 2 left, then get 6 more, with a shocked face at the end.',
          },
          {
            title: 'Keep it safe',
            text: 'Barbell squat and bench: stay shy of failure or use safeties',
            voiceover:
              "On barbell squats and bench press, don't grind to failure alone. Stay a rep or two short, or use safety bars or a spotter.",
            visuals: 'Setting the safety bars at the right height inside a squat rack.',
          },
        ],
        why_it_works:
          'Answers the "am I working hard enough?" worry in the comment with a number viewers can use • The guessed-vs-actual reveal is a surprising moment that gets rewatched • Safety notes for barbell lifts make the advice credible • Viewers test it in their next session and come back to comment their results',
      },
      source: {
        comment: "how do you know if you're actually pushing hard enough? i finish my sets and feel like i could do way more",
        commentAuthor: '@kayla.in.the.gym',
        commentLikes: 1972,
        videoTitle: 'Why you are not seeing results from the gym',
        videoCreator: '@realreps.ray',
        videoViews: 1_430_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'home-workouts',
    A: {
      title: 'Make bodyweight squats hard again',
      content: {
        hooks: [
          'Fifty air squats are not a leg workout. These four changes are.',
          'My legs stopped progressing at home until I stopped adding reps and started doing this.',
          'No weights, no problem: how to make leg day at home actually hard.',
        ],
        sections: [
          {
            title: 'Slow the lowering',
            text: '3-second lowering • 1-second pause at the bottom',
            voiceover: 'Take three seconds to lower and pause for one at the bottom. The same squat suddenly feels much harder.',
            visuals: 'Side-view squat with a 3-2-1 count and a pause timer on screen.',
          },
          {
            title: 'Shift to one leg',
            text: 'Split squat → rear-foot-elevated split squat on the couch',
            voiceover:
              'Next, put more of your bodyweight on one leg. Split squats first, then rear-foot-elevated split squats with your back foot on the couch.',
            visuals: 'Split squat in the living room, then the back foot resting on the sofa cushion.',
          },
          {
            title: 'Add 1.5 reps',
            text: 'Down • halfway up • back down • all the way up = 1 rep',
            voiceover:
              "One-and-a-half reps: go down, come halfway up, go back down, then stand all the way up. That's one rep. Your quads will notice.",
            visuals: 'Slow-motion demo with on-screen arrows for each phase of the rep.',
          },
          {
            title: "Don't forget the back of the legs",
            text: 'Single-leg glute bridge • single-leg hip hinge (hold a wall)',
            voiceover:
              'Balance it out with single-leg glute bridges and a single-leg hip hinge, holding a wall for balance if you need to.',
            visuals: 'Floor shot of a single-leg bridge, then a supported single-leg hinge next to a wall.',
          },
          {
            title: 'Split squat challenge',
            text: 'Comment your rear-foot-elevated split squat reps per leg',
            voiceover: "Try three sets of rear-foot-elevated split squats and comment your best reps per leg. Let's see who's strongest.",
            visuals: 'Sweaty talk to camera, sitting on the living room floor.',
          },
        ],
        why_it_works:
          'Answers a common home-training frustration from the comment: bodyweight stops feeling like work • Every progression uses the same small space and furniture viewers already have • Slow-motion demos with arrows teach the technique clearly without sound • A rep-count challenge invites competitive comments and stitches',
      },
      source: {
        comment: "bodyweight squats are too easy for me now but i don't have any weights at home, what do i do??",
        commentAuthor: '@homeworkout.hailey',
        commentLikes: 4630,
        videoTitle: '15-minute leg workout you can do in your bedroom',
        videoCreator: '@fitinflat.fin',
        videoViews: 1_850_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Turn your backpack into a home gym',
      content: {
        hooks: [
          'The best home-gym weight might already be hanging in your hallway.',
          'I trained with a stuffed backpack for three months. Here is how.',
          'Books, water bottles and a sturdy backpack: a full-body workout.',
        ],
        sections: [
          {
            title: 'Load it safely',
            text: 'Sturdy bag • heavy items at the bottom • wrap bottles in a towel • zip it fully',
            voiceover:
              'Use a sturdy backpack with strong straps. Put heavy things like books or water bottles at the bottom, wrap them in a towel so nothing shifts, and zip it all the way.',
            visuals: 'Packing the backpack step by step on the floor, then weighing it on a bathroom scale.',
          },
          {
            title: 'Squats and lunges',
            text: 'Backpack goblet squat (hug it to your chest) • reverse lunges wearing it',
            voiceover:
              'Hug the bag to your chest for goblet squats, or wear it for reverse lunges. Both make bodyweight leg work far harder.',
            visuals: 'Goblet squat hugging the bag, then reverse lunges with it on the back.',
          },
          {
            title: 'Hinge and row',
            text: 'Backpack Romanian deadlift • bent-over row',
            voiceover:
              'Hold it by the top handle or the straps for Romanian deadlifts and bent-over rows. Push your hips back and keep your back flat.',
            visuals: 'Side view of a backpack Romanian deadlift and a row with a flat-back line overlay.',
          },
          {
            title: 'Push',
            text: 'Push-ups wearing the bag, straps tightened',
            voiceover: "For push-ups, wear the bag and tighten the straps first so it doesn't slide up toward your head.",
            visuals: 'Tightening the straps, then push-ups with the loaded backpack on.',
          },
          {
            title: 'Progress it',
            text: 'Top of your rep range? Add a book or a bottle',
            voiceover:
              'When you hit the top of your rep range, add another book or bottle. Same progressive overload as a gym, just lower-tech. Comment what you would load yours with.',
            visuals: 'Another book sliding into the bag, then the bathroom scale showing a higher number.',
          },
        ],
        why_it_works:
          'A surprising, zero-cost answer to the "no gym, no money" comment makes viewers stop and save • Every exercise is filmable in a small room, so it feels realistic • The safe-packing tips show the creator knows what they are doing • Viewers send it to friends who say they cannot train without equipment',
      },
      source: {
        comment: 'no gym, no dumbbells, no money lol… can i still build muscle at home??',
        commentAuthor: '@broke.but.buff',
        commentLikes: 8115,
        videoTitle: 'Can you build muscle with just bodyweight? I tried for 90 days',
        videoCreator: '@calisthenics.cal',
        videoViews: 3_980_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'recovery-nutrition',
    A: {
      title: 'How much protein do you actually need?',
      content: {
        hooks: [
          "You don't need to eat your body weight in protein. Here's a realistic number.",
          'I finally worked out my protein target and it was lower than I feared.',
          'One multiplication on your phone gives you a sensible protein target.',
        ],
        sections: [
          {
            title: 'The baseline',
            text: 'General adult minimum: about 0.8 g per kg of body weight a day',
            voiceover:
              "The general recommendation for adults is about zero point eight grams of protein per kilo of body weight a day. That's a minimum for health, not a muscle-building target.",
            visuals: 'Whiteboard with the formula written out, you tapping it with a marker.',
          },
          {
            title: 'If you lift',
            text: 'Building muscle: ~1.6 g per kg a day (≈0.7 g per lb) is a solid target',
            voiceover:
              "If you lift and want to build muscle, research suggests the benefit levels off around one point six grams per kilo a day for most people. A bit more is fine, but it isn't magic.",
            visuals: 'Phone calculator: 70 × 1.6 = 112, then 112 g written big on screen.',
          },
          {
            title: 'Spread it out',
            text: '3-4 meals • roughly 20-40 g each',
            voiceover:
              "Spread it over three or four meals of roughly twenty to forty grams each. That's far easier than cramming it all into dinner.",
            visuals: 'Four plates lined up on a counter with a rough protein estimate floating above each.',
          },
          {
            title: 'Check first if needed',
            text: 'Kidney disease or another medical condition → ask your doctor or a dietitian',
            voiceover:
              'If you have kidney disease or another medical condition, check your target with your doctor or a registered dietitian before raising your protein.',
            visuals: "Calm talking head with the caption 'medical condition? ask first'.",
          },
          {
            title: 'Your hardest meal',
            text: 'Comment your number + the meal that is hardest to fix',
            voiceover: "Work out your number, then comment which meal is hardest to get protein into. I'll make a video fixing it.",
            visuals: 'Talk to camera in the kitchen, leaning on the counter.',
          },
        ],
        why_it_works:
          'Gives the commenter a realistic, evidence-based number instead of extreme internet targets • The on-screen calculation lets viewers work out their own target before the video ends • The medical caveat makes the advice responsible and builds trust • Asking for the hardest meal sets up a practical follow-up video',
      },
      source: {
        comment: "everyone on here says eat your body weight in protein?? that's insane, how much do i actually need",
        commentAuthor: '@lean.not.mean',
        commentLikes: 12_406,
        videoTitle: 'What I eat in a day to build muscle',
        videoCreator: '@mealsandmuscle.max',
        videoViews: 4_270_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Hit your protein without a single shake',
      content: {
        hooks: [
          "Protein shakes are optional. Here's a day of normal food that gets you there.",
          'I hate protein shakes, so I built my meals around these instead.',
          'Four small changes that add protein without changing what you like to eat.',
        ],
        sections: [
          {
            title: 'Breakfast',
            text: 'Greek yogurt + oats + berries • or 3 eggs on toast (roughly 20-25 g)',
            voiceover:
              'Breakfast: a big bowl of Greek yogurt with oats and berries, or three eggs on toast. Either one gets you a solid start.',
            visuals: 'Overhead shot building a yogurt bowl, a rough protein number appearing as each item goes in.',
          },
          {
            title: 'Lunch',
            text: 'Protein first: tinned fish • chicken • tofu • lentils',
            voiceover: 'Lunch: build it around a protein first. Tinned tuna, leftover chicken, tofu or lentils, then add everything else.',
            visuals: 'Quick assembly of a tuna and bean salad, then a lentil bowl.',
          },
          {
            title: 'Snacks that count',
            text: 'Cottage cheese • edamame • a glass of milk • roasted chickpeas',
            voiceover: 'Swap one snack for something with protein in it: cottage cheese, edamame, a glass of milk or roasted chickpeas.',
            visuals: 'Snack board flat-lay, each item labelled on screen.',
          },
          {
            title: 'The dinner rule',
            text: 'Palm-sized portion of protein on the plate first',
            voiceover: 'At dinner, put a palm-sized portion of protein on the plate first, then fill the rest. No tracking app needed.',
            visuals: 'Hand held flat over a chicken thigh, then over a block of tofu, to show the portion size.',
          },
          {
            title: 'Share yours',
            text: 'Comment your go-to high-protein meal',
            voiceover: "Comment your go-to high-protein meal. I'll put the best ones in a follow-up.",
            visuals: 'Eating dinner at the table, talking to camera between bites.',
          },
        ],
        why_it_works:
          'Answers the commenter who cannot stomach shakes with real food they already know • The meal-by-meal structure is easy to screenshot and follow • Plant options like tofu, lentils and edamame keep vegetarians included • Recipe-swap comments create a crowd-sourced follow-up',
      },
      source: {
        comment: 'protein shakes make me feel sick 🤢 is there any way to hit my protein without them',
        commentAuthor: '@sasha.eats.real',
        commentLikes: 3564,
        videoTitle: 'High-protein grocery haul on a budget',
        videoCreator: '@cartcoach.carla',
        videoViews: 980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'strength-training',
    A: {
      title: 'The broomstick drill that teaches the deadlift hinge',
      content: {
        hooks: [
          'If deadlifts leave your lower back aching, learn this drill before adding weight.',
          'A broomstick taught me more about deadlifts than any tutorial.',
          'Three points of contact. That is the whole drill.',
        ],
        sections: [
          {
            title: 'Set up',
            text: 'Broomstick along your spine: back of head • upper back • tailbone',
            voiceover:
              'Hold a broomstick along your back so it touches three points: the back of your head, your upper back and your tailbone.',
            visuals: 'Side view, one hand behind the neck and one behind the lower back, holding the stick in place.',
          },
          {
            title: 'Push the hips back',
            text: 'Soft knees • hips back like closing a car door with your butt',
            voiceover:
              "Soften your knees and push your hips straight back, like you're closing a car door with your butt. Keep all three points touching the stick.",
            visuals: 'Slow-motion hinge with the three contact points circled on screen.',
          },
          {
            title: 'Stop at the stretch',
            text: 'Hamstrings stretch → stand up by squeezing your glutes',
            voiceover:
              'When you feel a strong stretch in your hamstrings, stop and stand back up by squeezing your glutes. If the stick leaves your back, you rounded.',
            visuals: 'Close-up of the stick lifting off the lower back with a red X, then a clean rep with a green check.',
          },
          {
            title: 'Take it to weights',
            text: '2-3 sets of 10 with the stick • then light dumbbells',
            voiceover:
              'Do two or three sets of ten before your deadlift day, then try the same pattern with light dumbbells. Add weight only when it still looks like this.',
            visuals: 'Transition from the stick to dumbbells to a light barbell, all from the same side angle.',
          },
          {
            title: 'Where do you feel it?',
            text: 'Comment: hamstrings, glutes or lower back?',
            voiceover:
              'Where do you feel your deadlifts: hamstrings, glutes or lower back? Comment below. And if back pain lingers for days, get it checked by a physio.',
            visuals: 'Talk to camera holding the broomstick like a walking staff.',
          },
        ],
        why_it_works:
          'Answers the lower-back worry in the comment with a drill that needs only a household broomstick • The three-contact-point rule gives instant feedback viewers can feel • Side-angle footage with circled contact points is clear without sound • The where-do-you-feel-it question generates self-check comments for follow-ups',
      },
      source: {
        comment: 'why do i feel deadlifts ONLY in my lower back?? not my legs at all',
        commentAuthor: '@hingeproblems',
        commentLikes: 5572,
        videoTitle: 'Deadlift form in 30 seconds',
        videoCreator: '@pulltheslack.pete',
        videoViews: 2_630_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Romanian vs conventional deadlift: which first?',
      content: {
        hooks: [
          "Romanian and conventional deadlifts look similar. They're not the same lift.",
          'I called every deadlift a deadlift until a coach corrected me.',
          'Which deadlift should a beginner learn first? Here is my pick.',
        ],
        sections: [
          {
            title: 'Conventional',
            text: 'Starts on the floor each rep • hips and knees both bend • full-body pull',
            voiceover:
              'A conventional deadlift starts from the floor every rep. Your hips and knees both bend, and it trains almost your whole body.',
            visuals: 'Side view of a conventional deadlift, the bar settling on the floor between reps.',
          },
          {
            title: 'Romanian (RDL)',
            text: 'Starts standing • soft knees, hips back • lower to about mid-shin • hamstrings and glutes',
            voiceover:
              'A Romanian deadlift starts standing. Knees stay softly bent, hips push back, and you lower until your hamstrings are stretched, often around mid-shin.',
            visuals: 'Side view of an RDL where the bar never touches the floor.',
          },
          {
            title: 'My pick for beginners',
            text: 'Learn the RDL with dumbbells → then the floor deadlift',
            voiceover:
              "For most beginners I'd learn the RDL with dumbbells first. It teaches the hip hinge, and the floor deadlift gets much easier afterwards.",
            visuals: 'Dumbbell RDL at home, then a cut to a first barbell deadlift weeks later.',
          },
          {
            title: 'Same rules for both',
            text: 'Neutral spine • weight close to the legs • brace before every rep',
            voiceover: 'Either way: keep a neutral back, keep the weight close to your legs and brace your core before every rep.',
            visuals: 'Close-up of the bar sliding along the thighs, then a deep breath and brace.',
          },
          {
            title: 'Your program',
            text: 'Comment RDL or conventional',
            voiceover: "Which one is in your program right now? Comment RDL or conventional, and tell me if you've been mixing them up.",
            visuals: 'Two loaded barbells on the floor, you standing between them.',
          },
        ],
        why_it_works:
          'Clears up a naming confusion the comment exposes, which beginners are often too shy to ask about • Side-by-side footage shows the differences in seconds • A clear recommendation gives viewers a decision, not just information • A two-option comment prompt makes engaging effortless',
      },
      source: {
        comment:
          "what's the difference between a romanian deadlift and a normal one?? my program says RDL and i've been doing regular ones 💀",
        commentAuthor: '@oops.wrong.lift',
        commentLikes: 2741,
        videoTitle: 'Beginner lower-body day: full workout',
        videoCreator: '@gymgirl.gemma',
        videoViews: 1_270_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'running',
    A: {
      title: 'What to do about a side stitch mid-run',
      content: {
        hooks: [
          'That stabbing pain under your ribs mid-run has a name, and a few tricks that often help.',
          'I used to stop every run at the 10-minute mark because of a side stitch.',
          'Side stitch? Try these three things before you give up on the run.',
        ],
        sections: [
          {
            title: 'What it is',
            text: 'Side stitch: sharp pain under the ribs • very common • usually harmless',
            voiceover:
              "A side stitch is that sharp pain just under your ribs. It's very common in runners, the exact cause is still debated, and it usually passes on its own.",
            visuals: 'Running, suddenly grabbing your side and slowing to a walk.',
          },
          {
            title: 'In the moment',
            text: 'Slow down • slow, deep belly breaths • press on the spot and lean forward slightly',
            voiceover:
              'When it hits, slow down or walk, take slow, deep belly breaths, and press firmly on the spot while leaning forward a little. Many runners find that helps.',
            visuals: 'Walking with a hand pressed into the side, exaggerated slow breaths.',
          },
          {
            title: 'Before your run',
            text: 'No big meal 1-2 h before • skip big gulps of sugary drinks right before',
            voiceover:
              'Big meals or gulping sugary drinks shortly before running are linked to more stitches. Keep it light for an hour or two beforehand.',
            visuals: 'A huge plate of pasta crossed out, replaced by a banana and a small sip of water.',
          },
          {
            title: 'Build slowly',
            text: 'Stitches often ease as you get fitter',
            voiceover:
              'Stitches tend to show up less as you get fitter, so keep building gradually. If the pain is severe, keeps returning or comes with other symptoms, talk to a doctor.',
            visuals: 'Running calmly at dusk with the doctor note as a text overlay.',
          },
          {
            title: 'Your weird fix',
            text: 'Comment your side-stitch fix',
            voiceover: 'Every runner has a weird side-stitch fix. Comment yours and I will test the most popular ones.',
            visuals: 'Talk to camera while stretching on a park bench.',
          },
        ],
        why_it_works:
          'Answers a painful, near-universal problem from the comment with steps viewers can use on their very next run • Honest hedging (the cause is debated) makes the creator sound credible • In-the-moment tips are short enough to remember mid-run, so viewers save them • Weird-fix comments are fun to write and fuel a tested-it follow-up',
      },
      source: {
        comment: 'the pain under my ribs starts every single time around minute 10 and i have to stop 😩 why',
        commentAuthor: '@runnerinprogress',
        commentLikes: 3927,
        videoTitle: 'Beginner running tips nobody tells you',
        videoCreator: '@strides.with.sia',
        videoViews: 1_690_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Shin pain as a new runner: what to change',
      content: {
        hooks: [
          'Shins aching after every run? You might be doing too much, too soon.',
          'Week three of running, my shins felt like they were on fire. Here is what I changed.',
          'Four changes for achy shins, plus the signs that mean you should get checked.',
        ],
        sections: [
          {
            title: 'The usual culprit',
            text: 'Too much too soon: distance, pace or run days jumped',
            voiceover:
              'For new runners, achy shins often come from doing too much, too soon: adding distance, speed or extra days faster than your legs can adapt.',
            visuals: 'Training calendar with one week suddenly packed with runs, circled in red.',
          },
          {
            title: 'Dial it back',
            text: 'Cut back for a while • use run-walk intervals • build up gradually',
            voiceover: 'Cut back your running for a while, go back to run-walk intervals, and build up gradually instead of in big jumps.',
            visuals: 'The same calendar rewritten with fewer, shorter runs.',
          },
          {
            title: 'Support your legs',
            text: 'Calf raises • toe raises • comfortable shoes • mix in softer surfaces',
            voiceover:
              'Add calf raises and toe raises with your back against a wall, run in shoes that feel comfortable, and mix in softer surfaces like trails or a track.',
            visuals: 'Calf raises on a step, toe raises leaning on a wall, then trail running B-roll.',
          },
          {
            title: 'When to get checked',
            text: 'Pain in one small spot • hurts when walking or at rest • getting worse → see a doctor or physio',
            voiceover:
              'If the pain is in one small spot, hurts when you walk or rest, or keeps getting worse, stop running and get it checked by a doctor or physio. Those signs need a proper assessment, not more miles.',
            visuals: 'A finger pointing at a single spot on the shin, with a red warning overlay.',
          },
          {
            title: 'Check your week',
            text: 'Comment your runs per week and how long each one is',
            voiceover: "Comment how many runs you're doing a week and how long each one is. I'll point out where people usually overdo it.",
            visuals: 'Talk to camera at the side of a running track.',
          },
        ],
        why_it_works:
          'Speaks directly to the frustrating early-running problem in the comment • Clear warning signs make the video responsible without pretending to diagnose • Practical changes can start on the next run • Weekly-volume comments turn into useful follow-up videos about building mileage',
      },
      source: {
        comment: 'started running 3 weeks ago and my shins are killing me after every run, is this normal??',
        commentAuthor: '@newrunner.nina',
        commentLikes: 2684,
        videoTitle: 'Zero to 10K in 12 weeks: my update',
        videoCreator: '@kilometre.kate',
        videoViews: 860_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'recovery-nutrition',
    A: {
      title: 'How many rest days do you actually need?',
      content: {
        hooks: [
          'Training every single day is not the flex you think it is.',
          'I trained seven days a week for a month and got weaker. Here is why.',
          'Rest days are when your progress actually gets built.',
        ],
        sections: [
          {
            title: 'Why rest matters',
            text: 'Training = the stress • recovery = the adaptation',
            voiceover:
              'Training is the stress. Your body gets stronger while it recovers between sessions. Skip recovery and you mostly just pile up fatigue.',
            visuals: 'Simple graph drawn on a whiteboard: fitness dips after a workout, then rises above the starting line with rest.',
          },
          {
            title: 'A beginner starting point',
            text: '3-4 strength days a week • ~48 h before training the same muscles hard again',
            voiceover:
              'Most beginners do great with three or four strength sessions a week, and about two days before training the same muscles hard again.',
            visuals: 'Weekly planner with Monday, Wednesday and Friday full-body sessions highlighted and rest days in a calmer colour.',
          },
          {
            title: 'Rest is not the couch',
            text: 'Rest days: walks • easy bike ride • stretching • play',
            voiceover:
              "Rest days don't mean doing nothing. Walking, an easy bike ride, stretching or a casual game of something all count.",
            visuals: 'Montage: a dog walk, an easy bike ride, stretching on the living room floor.',
          },
          {
            title: 'Signs you need more',
            text: 'Lifts dropping • always tired • sleeping badly • dreading workouts',
            voiceover:
              "If your lifts keep dropping, you're always tired, your sleep gets worse or you dread every session, add a rest day or take an easier week.",
            visuals: 'Checklist appearing line by line next to a tired face on a gym bench.',
          },
          {
            title: 'Your week',
            text: 'Comment your weekly training split',
            voiceover: 'Comment how many days a week you train and what you do on rest days.',
            visuals: 'Talk to camera on a rest-day walk.',
          },
        ],
        why_it_works:
          'Challenges the more-is-better guilt in the comment, which makes viewers stop and reflect • A clear weekly starting point is practical and saveable • The warning-sign checklist lets viewers check themselves right away • Split comments reveal your audience and give you future programming videos',
      },
      source: {
        comment: 'is it bad that i work out every single day? i feel guilty when i take a rest day lol',
        commentAuthor: '@everyday.ella',
        commentLikes: 4812,
        videoTitle: 'My 7-day workout split (no days off)',
        videoCreator: '@grindmode.gabe',
        videoViews: 2_090_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Sleep: the recovery tool most lifters skip',
      content: {
        hooks: [
          'You can skip every recovery gadget. You cannot skip sleep.',
          'My lifts went up the month I fixed my sleep. Nothing else changed.',
          'Five-hour nights and wondering why the gym feels so hard?',
        ],
        sections: [
          {
            title: 'The target',
            text: 'Adults: at least 7 hours a night',
            voiceover:
              'Adults generally need at least seven hours of sleep a night. Regularly getting less is linked to worse recovery, mood and performance.',
            visuals: 'A sleep app screen showing 5 h 12 min, then 7 h 40 min.',
          },
          {
            title: 'Same wake-up time',
            text: 'Same wake time every day, weekends too',
            voiceover: 'The biggest lever is a consistent wake-up time, even at weekends. Your body clock loves routine.',
            visuals: 'The same alarm going off on a Tuesday and on a Saturday.',
          },
          {
            title: 'Caffeine cut-off',
            text: 'Last coffee or pre-workout at least 6 hours before bed',
            voiceover:
              'Caffeine can disrupt your sleep even six hours before bed. Move your last coffee or pre-workout earlier in the day.',
            visuals: 'A coffee cup next to a clock showing 2 PM, then a pre-workout tub pushed away in the evening.',
          },
          {
            title: 'Set up the room',
            text: 'Dark • cool • quiet • phone out of reach',
            voiceover:
              'Keep your room dark, cool and quiet, and charge your phone across the room. If you still struggle to sleep for weeks, talk to a doctor.',
            visuals: 'Blackout curtains closing, the thermostat turned down, the phone charging on a shelf.',
          },
          {
            title: 'Be honest',
            text: 'Comment your average hours of sleep',
            voiceover: 'Be honest: how many hours are you averaging? Comment it below.',
            visuals: 'Talk to camera sitting on the edge of the bed.',
          },
        ],
        why_it_works:
          "Reframes sleep as part of training, which answers the commenter's question about feeling weak • The before/after sleep numbers are relatable and easy to follow muted • Every tip is free and starts tonight, so viewers save the video • Honest sleep-hour comments create a low-effort engagement loop",
      },
      source: {
        comment: 'i only sleep like 5 hours because of work, is that why i feel so weak at the gym??',
        commentAuthor: '@nightowl.naomi',
        commentLikes: 3455,
        videoTitle: '5 things that doubled my strength gains',
        videoCreator: '@gainsguide.gio',
        videoViews: 1_520_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'strength-training',
    A: {
      title: 'Your first pull-up: a 4-stage plan',
      content: {
        hooks: [
          "Can't do a single pull-up? Most beginners can't. Here's the plan.",
          'It took me four months to get my first pull-up. This is what finally worked.',
          'Four stages from a dead hang to your first full pull-up.',
        ],
        sections: [
          {
            title: 'Stage 1: hang',
            text: 'Dead hang: build up to 30 seconds',
            voiceover:
              'Start by just hanging from the bar. Build up to a thirty-second hang. It trains your grip and gets your shoulders used to the position.',
            visuals: 'Dead hang with a timer counting up to 30.',
          },
          {
            title: 'Stage 2: scapular pulls',
            text: 'From a hang: pull shoulder blades down without bending your elbows',
            voiceover:
              "Next, scapular pulls: from a hang, pull your shoulder blades down and back without bending your elbows. It's the first inch of every pull-up.",
            visuals: 'Close-up from behind showing the shoulder blades moving down.',
          },
          {
            title: 'Stage 3: rows and negatives',
            text: 'Inverted rows • step to the top, lower for 3-5 seconds',
            voiceover:
              'Add inverted rows under a bar set low in a rack, plus negatives: step up so your chin is over the bar and lower yourself slowly for three to five seconds.',
            visuals: 'Inverted row under a low bar in a squat rack, then a slow negative with a 5-second counter.',
          },
          {
            title: 'Stage 4: test it',
            text: '2-3 sessions a week • test a full rep every 2 weeks',
            voiceover:
              'Train this two or three times a week and test a full pull-up every couple of weeks. Negatives can make your arms very sore at first, so start with just a few.',
            visuals: 'The first full pull-up in slow motion, then a celebration.',
          },
          {
            title: 'Your stage',
            text: 'Comment your stage: 1, 2, 3 or 4',
            voiceover: "Comment which stage you're on. I'll check back in with you in a month.",
            visuals: 'Talk to camera standing under the pull-up bar.',
          },
        ],
        why_it_works:
          'Answers the commenter who cannot move at all with a staged plan that starts from zero • Each stage has a clear pass mark, which makes progress feel achievable • The first-rep payoff at the end keeps people watching • Comment-your-stage builds community and sets up a check-in video',
      },
      source: {
        comment: "i've been trying to do a pull up for months and i literally can't move at all, is something wrong with me 😭",
        commentAuthor: '@hang.in.there.hope',
        commentLikes: 7790,
        videoTitle: 'How many pull-ups can strangers do?',
        videoCreator: '@streetstrength.sol',
        videoViews: 5_430_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Pull-up negatives: the mistakes that slow you down',
      content: {
        hooks: [
          'Dropping off the bar in one second is not a negative.',
          'I did negatives for weeks with zero progress. I was rushing them.',
          'Three fixes that make pull-up negatives actually work.',
        ],
        sections: [
          {
            title: 'Start at the top properly',
            text: 'Chin over the bar • chest up • shoulders down',
            voiceover:
              'Use a box or bench to get your chin over the bar with your chest up and your shoulders down, not shrugged up by your ears.',
            visuals: 'Stepping up from a box into the top position, close-up of relaxed shoulders.',
          },
          {
            title: 'Lower slowly, all the way',
            text: '3-5 second lowering • down to straight arms',
            voiceover:
              "Lower for three to five seconds, all the way to straight arms. If you drop the second half, you're skipping the part you need most.",
            visuals: 'A slow negative with a visible countdown, then a fast drop for comparison.',
          },
          {
            title: 'Quality over volume',
            text: '3-4 sets of 2-4 reps • stop when you lose control',
            voiceover:
              "Do three or four sets of just a few reps. The moment you can't control the lowering, stop. Sloppy reps mostly just make you sore.",
            visuals: 'Notebook log with sets of three and the seconds for each rep written next to them.',
          },
          {
            title: 'Ease into it',
            text: 'Sore arms at first is common • elbows aching for days → cut back',
            voiceover:
              'Negatives are tough on your arms at first, so start low and build. If your elbows ache for days, cut the volume back.',
            visuals: 'Rubbing forearms after a session, then a calendar with rest days marked.',
          },
          {
            title: 'Time yours',
            text: 'Comment your slowest controlled negative',
            voiceover: 'Time your slowest controlled negative and comment it. Watching that number climb is a great sign of progress.',
            visuals: 'Phone stopwatch overlaid on a negative in progress.',
          },
        ],
        why_it_works:
          'Fixes the "I do negatives but nothing happens" frustration in the comment • A visible countdown makes the right speed obvious without sound • Low-volume guidance prevents the soreness that makes people quit • A timed challenge gives viewers a measurable number to comment',
      },
      source: {
        comment: "i've been doing negatives for a month and still can't do one pull up, am i doing them wrong?",
        commentAuthor: '@pullupproject.pia',
        commentLikes: 1643,
        videoTitle: 'I learned pull-ups in 30 days',
        videoCreator: '@barbrothers.beck',
        videoViews: 1_170_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'gym-basics',
    A: {
      title: "Crunches won't burn belly fat. Here's what does.",
      content: {
        hooks: [
          "Doing 100 crunches a day won't burn your belly fat. Sorry.",
          'I did ab workouts every night for a year and my stomach looked exactly the same.',
          'Why the place you most want to lose fat is often the last place it goes.',
        ],
        sections: [
          {
            title: 'You cannot spot-reduce',
            text: 'Training a muscle ≠ burning the fat on top of it',
            voiceover:
              "Working a muscle doesn't burn the fat sitting on top of it. Studies that trained just one area found fat came off across the whole body, not from the spot being trained.",
            visuals: 'Crunch montage, then a body outline with fat loss shaded everywhere, not just the belly.',
          },
          {
            title: 'What actually helps',
            text: 'Modest calorie deficit • strength training • daily steps • sleep',
            voiceover:
              'Fat loss comes from a modest calorie deficit over time, strength training to keep your muscle, more daily movement and decent sleep. No crash diets needed.',
            visuals: 'Four icons appearing one by one: a plate, a dumbbell, a pair of trainers, a moon.',
          },
          {
            title: 'Where it comes off',
            text: 'Genetics largely decide the order • be patient',
            voiceover:
              'Your genetics largely decide where fat comes off first. For many people the belly is one of the last places, which is why patience matters.',
            visuals: 'Calendar pages flipping, then a relaxed talking head.',
          },
          {
            title: 'Still train your abs',
            text: 'Planks • dead bugs • cable crunches = a stronger core, not fat loss',
            voiceover:
              "Still train your abs: a strong core helps with lifting and everyday life. Just don't treat crunches as a fat-loss tool.",
            visuals: 'Dead bug and plank demo on a mat.',
          },
          {
            title: 'Your myth',
            text: 'Comment the fitness myth you believed the longest',
            voiceover: "Which fitness myth did you believe the longest? Comment it and I'll bust the top one next.",
            visuals: 'Talk to camera sitting on a yoga mat.',
          },
        ],
        why_it_works:
          'Busts one of the most widely believed fitness myths, which triggers a strong stop-scrolling reaction • Offers safe, sustainable fat-loss basics instead of extreme dieting • The shaded body graphic explains the science visually • Myth-confession comments are fun to write and feed a myth-busting series',
      },
      source: {
        comment: "i do 100 crunches every night and my lower belly hasn't changed at ALL… what am i doing wrong",
        commentAuthor: '@core.curious.cass',
        commentLikes: 9864,
        videoTitle: '30-day ab challenge: day 30 results',
        videoCreator: '@abschallenge.ari',
        videoViews: 4_870_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Lifting weights won't make you bulky by accident",
      content: {
        hooks: [
          "You won't wake up bulky from lifting weights. Muscle is far harder to build than that.",
          'I avoided heavier weights for years because I thought I would get bulky.',
          'Toned is not a special kind of muscle. It is muscle plus a bit less fat.',
        ],
        sections: [
          {
            title: 'Muscle is slow',
            text: 'Noticeable muscle takes months to years of consistent work',
            voiceover:
              'Building noticeable muscle takes months and years of consistent training and eating enough. Nobody gets bulky by accident from a few sessions a week.',
            visuals: 'Time-lapse of a training diary filling up, pages flipping month after month.',
          },
          {
            title: 'What toned really means',
            text: 'Toned = some muscle + lower body fat',
            voiceover:
              "The toned look most people want is some muscle with a bit less fat over it. Tiny dumbbells for fifty reps don't create a different kind of muscle.",
            visuals: 'Split screen: tiny dumbbells for 50 easy reps next to a challenging goblet squat.',
          },
          {
            title: 'Feeling puffy early on?',
            text: 'Early swelling and water in worked muscles usually settles',
            voiceover:
              "If you feel a bit puffy in your first weeks, that's often short-term swelling and water in the muscles you worked. It tends to settle as you adapt.",
            visuals: "Measuring tape around the thigh with captions 'week 1' and 'week 6'.",
          },
          {
            title: 'What to do instead',
            text: 'Challenging weights • 2-4 days a week • enough protein',
            voiceover:
              'So pick weights that challenge you, train two to four days a week and eat enough protein. You will look stronger, not accidentally huge.',
            visuals: 'A confident set of Romanian deadlifts with a solid load.',
          },
          {
            title: 'What held you back?',
            text: 'Comment what stopped you from lifting heavier',
            voiceover: "What's held you back from lifting heavier? Tell me below and I'll answer the biggest worry.",
            visuals: 'Talk to camera next to the dumbbell rack.',
          },
        ],
        why_it_works:
          'Addresses the fear in the comment that keeps many people away from strength training • The tiny-dumbbells split screen is a relatable, slightly funny visual • Explains early puffiness, the exact moment many people quit • Held-back comments reveal objections to answer in future videos',
      },
      source: {
        comment: 'i want to look toned not bulky so i only use the light weights, is that right?',
        commentAuthor: '@pilatesprincess.pri',
        commentLikes: 6347,
        videoTitle: 'Why I stopped doing cardio only',
        videoCreator: '@liftedlately.lu',
        videoViews: 3_010_000,
        platform: 'instagram',
      },
    },
  },
]);
