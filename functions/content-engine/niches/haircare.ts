import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Haircare: 14 days of ideas, variants A and B (washing, curls, scalp, heat styling and repairing damage). */
export const HAIRCARE_IDEAS: readonly ContentIdea[] = dailyIdeas('haircare', [
  {
    subNiche: 'wash-routines',
    A: {
      title: 'How often you should actually wash your hair',
      content: {
        hooks: [
          "There's no magic number of wash days. Here's how to find yours.",
          'I washed my hair every day for ten years because a shampoo bottle told me to.',
          'Fine, oily, thick or coily: your hair type decides your wash schedule, not a trend.',
        ],
        sections: [
          {
            title: 'Forget the one rule',
            text: 'Wash when your scalp needs it, not on a schedule someone else picked',
            voiceover:
              "Every few months the internet picks a new 'correct' number of wash days. The truth: your scalp's oil and your hair's texture decide it.",
            visuals: 'Quick cuts of three contradicting comment screenshots, then a big red X across them.',
          },
          {
            title: 'Fine or oily hair',
            text: 'Flat and greasy by day 2 → every day or every other day is fine',
            voiceover:
              "Fine hair shows oil fast because there's less hair to spread it across. If yours is flat by day two, washing daily with a gentle shampoo is completely fine.",
            visuals: 'Close-up of limp roots on day two, then the same roots fluffy after a wash.',
          },
          {
            title: 'Thick or wavy hair',
            text: 'Usually every 2-3 days',
            voiceover:
              'Thicker and wavy hair usually feels best every two or three days. Oil takes longer to travel down the strand, so lengths stay softer between washes.',
            visuals: 'Fingers running through thick hair with a day-counter graphic: day 1, day 2, day 3.',
          },
          {
            title: 'Curly and coily hair',
            text: 'Often once a week or every 5-10 days',
            voiceover:
              'Curly and coily hair tends to be drier, so many people wash once a week or even less, and refresh in between. Your scalp should still feel clean and comfortable.',
            visuals: 'Coily hair being misted and refreshed mid-week, caption "refresh ≠ wash".',
          },
          {
            title: 'Your turn',
            text: 'Comment your hair type + how often you wash',
            voiceover: "Tell me your hair type and how often you wash right now, and I'll tell you if I'd change anything.",
            visuals: 'Talk to camera, then point down at the comments.',
          },
        ],
        why_it_works:
          'Answers the exact question in the comment with a clear answer per hair type instead of "it depends" • Viewers find their own category and stay for the rest of the list • Easy to screenshot as a reference • The closing prompt collects hair types and habits, ready-made material for follow-up replies',
      },
      source: {
        comment: 'my mom says wash every day, my friend says once a week, tiktok says never… WHO DO I LISTEN TO 😭',
        commentAuthor: '@mayaa.rosee',
        commentLikes: 5840,
        videoTitle: 'Hair habits that changed my hair completely',
        videoCreator: '@strand.theory',
        videoViews: 2_460_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Can you 'train' your hair to be less greasy?",
      content: {
        hooks: [
          'Skipping wash days to "train" your scalp might just be giving you greasy hair.',
          "I suffered through three weeks of greasy hair to train it. Here's what actually changed.",
          "Does your scalp make less oil if you wash less? Let's look at what's really happening.",
        ],
        sections: [
          {
            title: 'The claim',
            text: '"Wash less and your scalp will make less oil"',
            voiceover:
              "The claim is that if you stop washing so often, your scalp adjusts and makes less oil. It's one of the most repeated hair tips online.",
            visuals: 'Phone screen scrolling through "train your hair" posts, then you raising an eyebrow at camera.',
          },
          {
            title: "What's actually going on",
            text: 'Oil production is mostly set by genes, hormones and age',
            voiceover:
              "There's little good evidence that wash frequency reprograms your oil glands. Oil production is driven mostly by genetics, hormones and age.",
            visuals: 'Simple on-screen diagram: a hair follicle with labels for genes, hormones, age.',
          },
          {
            title: 'Why it feels like it works',
            text: 'You get used to it • You change products • Dry shampoo hides it',
            voiceover:
              'People swear it works because they get used to the feeling, switch to gentler shampoo at the same time, or lean on dry shampoo. The oil is often still there.',
            visuals: 'Three quick cutaways: a new gentle shampoo, dry shampoo spray, a shrug.',
          },
          {
            title: 'What does help',
            text: 'Gentle shampoo • Condition lengths only • Clean your brush',
            voiceover:
              "What helps: a gentle shampoo so you're not over-stripping, conditioner only from mid-lengths down, and a clean brush so you're not spreading old oil back on.",
            visuals: 'Shampoo on roots, conditioner on ends, then a dirty brush getting cleaned in a sink.',
          },
          {
            title: 'Be honest',
            text: 'Did training your hair work for you? Yes or no',
            voiceover: "Did 'training' your hair work for you? Yes or no in the comments. I want to see the split.",
            visuals: 'Talk to camera with a two-option poll graphic.',
          },
        ],
        why_it_works:
          'Challenges a popular belief, which stops the scroll and sparks friendly debate • Explains why people think it works, so viewers who tried it feel understood, not mocked • Gives practical swaps instead of just saying "wrong" • A yes/no question is the easiest comment to leave, which boosts reach',
      },
      source: {
        comment: 'i tried training my hair for a month and it was just… greasy for a month. is this a myth??',
        commentAuthor: '@tessinthecity',
        commentLikes: 3127,
        videoTitle: 'I stopped washing my hair for 30 days',
        videoCreator: '@noshampoo.nadia',
        videoViews: 1_730_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'curly-hair',
    A: {
      title: 'Skip the float test: find your hair porosity',
      content: {
        hooks: [
          "The glass-of-water porosity test isn't telling you what you think.",
          "I built my whole routine around the float test. Then I learned why it's unreliable.",
          'Three ways to read your hair porosity on wash day, no glass required.',
        ],
        sections: [
          {
            title: 'Why the float test fails',
            text: 'Product, oil and surface tension all change whether a strand sinks',
            voiceover:
              "Leftover product, your scalp's oil and plain surface tension all change whether a hair floats. So the glass test gives different answers on different days.",
            visuals: 'Two glasses of water, two strands from the same head: one floats, one sinks. Caption "same hair?!"',
          },
          {
            title: 'Check 1: how fast it gets wet',
            text: 'Water beads and runs off = lower porosity • Soaks in instantly = higher porosity',
            voiceover:
              'In the shower, watch the water. If it beads and takes a while to soak in, you likely lean low porosity. If your hair is soaked in seconds, you likely lean high.',
            visuals: 'Slow-motion shot of water beading on a section of hair, then another section soaking through fast.',
          },
          {
            title: 'Check 2: how fast it dries',
            text: 'Takes forever to dry = lower • Dry in an hour, frizzy = higher',
            voiceover:
              'Next, drying time. Low porosity hair holds water and takes ages to dry. High porosity hair dries fast and often gets frizzy on the way.',
            visuals: 'Clock graphic and a time-lapse of hair air-drying on a towel-wrapped shoulder.',
          },
          {
            title: 'Check 3: how products sit',
            text: 'Products sit on top = lower • Products vanish, hair still thirsty = higher',
            voiceover:
              'Last one: if creams sit on top and feel greasy, think lighter products. If your hair drinks everything and still feels dry, richer creams and sealing oils tend to help.',
            visuals: 'Cream rubbed between fingers on a strand, then a close-up of the residue or absorbed finish.',
          },
          {
            title: 'What did you get?',
            text: 'Comment low, medium or high + your hair type',
            voiceover: "Tell me what you got and your curl type. I'll do a product breakdown for the most common combo.",
            visuals: 'Talk to camera, then text bubbles "low", "medium", "high" popping up.',
          },
        ],
        why_it_works:
          'Myth-busting a test the viewer already tried makes them stop and watch • Three checks they can do on their next wash day give a reason to save • Visual water and drying shots work with the sound off • Asking for porosity plus curl type produces specific comments that feed the next product video',
      },
      source: {
        comment: 'did the float test 3 times and got 3 different answers lmao what is my porosity actually',
        commentAuthor: '@curlsbyjas',
        commentLikes: 4410,
        videoTitle: 'Low porosity hair changed my whole routine',
        videoCreator: '@coil.lab',
        videoViews: 1_920_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why your curl type chart is only half the story',
      content: {
        hooks: [
          "Knowing you're a 3A won't tell you which products to buy.",
          "Two people with the exact same curl type, and their routines couldn't be more different.",
          'Here are the two things that matter more than your curl number.',
        ],
        sections: [
          {
            title: 'What the chart measures',
            text: 'Curl type = the shape of the curl, nothing more',
            voiceover:
              'The 2A to 4C chart only describes the shape of your curl. It says nothing about how thick each strand is or how much hair you have.',
            visuals: 'Close-up of the classic curl chart on screen, then you circling "shape only".',
          },
          {
            title: 'Strand width',
            text: 'Fine strands → light products • Coarse strands → richer products',
            voiceover:
              'Roll one strand between your fingers. Can barely feel it? Fine. Feels like thread? Coarse. Fine strands get weighed down by the same cream coarse strands love.',
            visuals: 'Macro shot of a single strand rolled between thumb and finger.',
          },
          {
            title: 'Density',
            text: 'Scalp easy to see = lower density • Hard to find your part = higher',
            voiceover:
              "Then density: how many strands you have. If you can easily see your scalp when hair is dry, you're lower density and volume-boosting products help. High density can handle heavier stylers.",
            visuals: 'Top-down shot of a parting in two different heads of hair, side by side.',
          },
          {
            title: 'Put it together',
            text: 'Curl type + strand width + density = your product match',
            voiceover:
              'So instead of "3A routine", think "3A, fine, low density": light foam or mousse, less cream. That combination tells you far more.',
            visuals: 'Three stacked text cards combining into one profile card.',
          },
          {
            title: 'Your profile',
            text: 'Comment your curl type, strand width and density',
            voiceover: "Drop your three-part profile in the comments and I'll reply with a starting product lineup.",
            visuals: 'Talk to camera holding a foam, a cream and a gel.',
          },
        ],
        why_it_works:
          'Challenges a chart almost every curly viewer has used, which grabs attention • Two simple self-checks make the video interactive • The three-part profile gives viewers a new vocabulary they will repeat in comments • Personalised reply promise drives comments that become follow-up videos',
      },
      source: {
        comment: 'im a 3a and bought everything she recommended for 3a hair and my curls are flat and greasy 🥲',
        commentAuthor: '@riley.wavez',
        commentLikes: 2785,
        videoTitle: 'The ultimate 3A curly routine',
        videoCreator: '@ringlet.room',
        videoViews: 1_140_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'heat-styling',
    A: {
      title: 'The right flat iron temperature for your hair',
      content: {
        hooks: [
          "Your flat iron doesn't need to be on the highest setting. Ever.",
          'I fried my ends on max heat for years before I learned this chart.',
          "Fine, medium or coarse hair? Here's the temperature range to start with.",
        ],
        sections: [
          {
            title: 'Why max heat backfires',
            text: 'More heat ≠ faster results • It means more damage per pass',
            voiceover:
              'Cranking the iron up feels faster, but every pass at very high heat weakens the hair more. The goal is the lowest temperature that still works in one or two passes.',
            visuals: 'Close-up of an iron dial being turned to max, then a red warning caption.',
          },
          {
            title: 'Fine or damaged hair',
            text: 'Start around 150-175°C (300-350°F)',
            voiceover:
              "Fine, bleached or already damaged hair: start low, around 150 to 175 Celsius. Go up only if the section won't hold after a slow pass.",
            visuals: 'Iron dial set low, a thin section of hair passing through slowly.',
          },
          {
            title: 'Medium hair',
            text: 'Around 175-190°C (350-375°F)',
            voiceover: 'Medium, healthy hair usually works well somewhere around 175 to 190 degrees Celsius.',
            visuals: 'The dial clicks up a notch, a medium section glides through once.',
          },
          {
            title: 'Thick or coarse hair',
            text: 'Up to about 200°C (around 400°F) • Protectant every time',
            voiceover:
              "Thick or coarse hair may need up to about 200 degrees, but that's a ceiling, not a starting point. Heat protectant goes on first, every single time.",
            visuals: 'Heat protectant sprayed on a coarse section, then one smooth pass.',
          },
          {
            title: 'Check your iron',
            text: 'Comment your hair type + the temp you use now',
            voiceover: 'Go check your dial and tell me your hair type and the temperature you use. Be honest.',
            visuals: 'Talk to camera holding the iron, pointing at the dial.',
          },
        ],
        why_it_works:
          'Gives viewers a concrete number, which is exactly what the comment asked for • The dial close-ups make the chart readable with sound off • Highly saveable reference for anyone with a hot tool • Asking for their current setting invites honest, debate-style comments',
      },
      source: {
        comment: 'wait what temp should i even use?? mine has been on 230 since i bought it 😬',
        commentAuthor: '@ellie.k.styles',
        commentLikes: 6320,
        videoTitle: 'Straightening my hair after 6 months of no heat',
        videoCreator: '@silkpress.sage',
        videoViews: 3_150_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '4 flat iron habits that quietly damage your hair',
      content: {
        hooks: [
          'If your hair sizzles when you straighten it, stop right now.',
          'I did all four of these every morning and blamed my shampoo for the damage.',
          'Four flat iron mistakes, and the one that surprises everyone is number two.',
        ],
        sections: [
          {
            title: 'Mistake 1: damp hair',
            text: 'Hiss or steam = hair not fully dry',
            voiceover:
              'If you hear a hiss or see steam, your hair is still damp. Water heating up inside the strand can damage it from the inside. Dry completely first.',
            visuals: 'Close-up of steam rising from an iron, red X, then a blow-dryer finishing the section.',
          },
          {
            title: 'Mistake 2: lots of fast passes',
            text: 'One or two slow passes beat five quick ones',
            voiceover:
              'Zipping the iron down five times does more damage than one or two slower passes on a smaller section. Slow and steady, with even tension.',
            visuals: 'Side by side: rapid repeated passes vs one slow pass with a comb guiding the iron.',
          },
          {
            title: 'Mistake 3: sections too big',
            text: 'Sections about 2-3 cm wide',
            voiceover:
              'Huge sections mean the middle never gets hot enough, so you go over it again and again. Smaller sections, fewer passes.',
            visuals: 'Clipping hair into neat small sections with on-screen width guide.',
          },
          {
            title: 'Mistake 4: skipping protectant',
            text: 'Protectant on, then let it dry before ironing',
            voiceover: "Heat protectant reduces damage, it doesn't make you invincible. Spray or smooth it on, let it dry, then iron.",
            visuals: 'Protectant applied through lengths, a short wait, then the iron.',
          },
          {
            title: 'Confess',
            text: 'Which one were you doing? 1, 2, 3 or 4',
            voiceover: 'Which number were you guilty of? Comment it. I was all four.',
            visuals: 'Talk to camera, holding up four fingers, laughing.',
          },
        ],
        why_it_works:
          'Mistake lists make viewers audit their own routine in real time • The sizzle-and-steam opener is instantly recognizable • Each mistake has a simple fix, so the video feels useful rather than judgmental • The number-only reply is a low-effort comment that lifts engagement',
      },
      source: {
        comment: 'is it bad that my hair makes a little sizzle sound when i straighten it? 👀 asking for me',
        commentAuthor: '@zoe.n.bangs',
        commentLikes: 3980,
        videoTitle: 'Sleek straight hair in 10 minutes',
        videoCreator: '@gloss.and.go',
        videoViews: 2_080_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'scalp-care',
    A: {
      title: 'Dandruff or dry scalp? How to tell the difference',
      content: {
        hooks: [
          "If you're oiling your scalp to fix flakes, you might be making them worse.",
          'I treated my "dry scalp" for a year. It was never dry.',
          'White flakes or yellow flakes? That one detail changes the fix.',
        ],
        sections: [
          {
            title: 'Two different problems',
            text: 'Dry scalp = not enough oil • Dandruff = often too much oil + yeast',
            voiceover:
              'Dry scalp and dandruff look alike but often have opposite causes. Dry scalp lacks oil. Dandruff is commonly linked to an overgrowth of a yeast that feeds on scalp oil.',
            visuals: 'Split screen with two labels, "DRY" and "DANDRUFF", over close-ups of flakes on a dark shirt.',
          },
          {
            title: 'Dry scalp signs',
            text: 'Small, white, powdery flakes • Tight, itchy • Worse in winter',
            voiceover:
              'Dry scalp flakes tend to be small, white and powdery. Your scalp feels tight, and it usually gets worse in cold weather or after hot showers.',
            visuals: 'Fine white flakes brushed off a black sweater, then a frosty window shot.',
          },
          {
            title: 'Dandruff signs',
            text: 'Bigger, yellowish, oily flakes • Itch • Oily roots',
            voiceover:
              'Dandruff flakes are usually bigger, slightly yellow or oily, and stick to the scalp. Your roots often look greasy at the same time.',
            visuals: 'Macro shot of a parting showing larger flakes near oily roots.',
          },
          {
            title: 'Where to start',
            text: 'Dandruff: anti-dandruff shampoo, leave on 3-5 min • Dry: gentler shampoo, cooler water',
            voiceover:
              'For dandruff, try an anti-dandruff shampoo with zinc pyrithione, ketoconazole or selenium sulfide, and leave it on a few minutes. For dry scalp, go gentler and cooler.',
            visuals: 'Shampoo massaged into scalp with a timer on screen, then the shower turned cooler.',
          },
          {
            title: 'When to see a doctor',
            text: 'Red, painful, spreading, or no better after a few weeks → dermatologist',
            voiceover:
              'If your scalp is red, sore, bleeding, spreading past the hairline, or not improving after a few weeks, see a dermatologist. It could be something else that needs proper treatment.',
            visuals: 'Talk to camera, serious tone, caption "not medical advice: get it checked".',
          },
        ],
        why_it_works:
          'Solves a common mix-up that leads people to use the wrong fix • Visual flake comparisons work even with sound off • The doctor checkpoint builds trust and keeps the advice responsible • Viewers tag friends who "always have flakes", which boosts shares',
      },
      source: {
        comment: 'ive been putting oil on my scalp every night for my dandruff and it keeps getting worse?? 😩',
        commentAuthor: '@itsmarcusd',
        commentLikes: 7215,
        videoTitle: 'Scalp oiling routine for hair growth',
        videoCreator: '@rootritual',
        videoViews: 4_280_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Scalp buildup: the flakes that are not dandruff',
      content: {
        hooks: [
          'Those flakes might not be dandruff. They might be your dry shampoo.',
          'I scratched my scalp with a comb and what came off was 100% product.',
          'Three days of dry shampoo, a stack of stylers, and this is what your scalp looks like.',
        ],
        sections: [
          {
            title: 'The comb test',
            text: 'Gently run a fine comb along your part',
            voiceover:
              "Take a fine-tooth comb and gently run it along your part. If you get a waxy, chalky or gunky residue, that's likely product buildup, not flakes from your skin.",
            visuals: 'Macro shot of a comb along a parting, then the residue on the comb teeth.',
          },
          {
            title: 'The usual suspects',
            text: 'Dry shampoo • Heavy oils • Silicone-rich stylers • Hard water',
            voiceover:
              'The usual suspects: dry shampoo on repeat, heavy oils and butters, rich stylers, and hard water minerals. They layer up when your shampoo is too gentle to lift them.',
            visuals: 'Flat-lay of dry shampoo, oil, cream styler, and a shower head, each with a label.',
          },
          {
            title: 'The reset',
            text: 'Clarifying shampoo once • Massage with fingertips, not nails',
            voiceover:
              'Use a clarifying shampoo once and massage with your fingertips, not your nails. Shampoo twice if the first one barely lathers.',
            visuals: 'Fingertips massaging shampoo into the scalp in a circular motion, then a second lather.',
          },
          {
            title: 'Keep it from coming back',
            text: 'Clarify every 2-4 weeks • Dry shampoo max 1-2 days in a row',
            voiceover:
              'To keep it away, clarify every few weeks and give dry shampoo a limit: a day or two, then a real wash. Follow clarifying with conditioner on your lengths.',
            visuals: 'Calendar graphic with clarifying days circled.',
          },
          {
            title: 'Still flaky?',
            text: 'Flakes after a clarifying wash = ask about dandruff or a dermatologist',
            voiceover:
              "If the flakes come back a day after a proper clarifying wash, it's probably not buildup. Tell me in the comments and I'll cover the next step.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          'The comb reveal is gross-satisfying, which drives rewatches and shares • Reframes "dandruff" for viewers who rely on dry shampoo • A simple reset and a maintenance rule make it easy to act on today • The open question at the end sorts viewers into follow-up topics',
      },
      source: {
        comment: 'ok but how do i know if its dandruff or just dry shampoo buildup bc i use it like 4 days a week',
        commentAuthor: '@hannah.on.repeat',
        commentLikes: 2240,
        videoTitle: 'Dry shampoo hacks for lazy hair days',
        videoCreator: '@day4hair',
        videoViews: 980_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'damage-repair',
    A: {
      title: 'No product can repair split ends (here is what works)',
      content: {
        hooks: [
          'No serum on earth can glue a split end back together for good.',
          'I spent a small fortune on "split end repair" before a stylist told me the truth.',
          "Split end products do one thing. Here's what that is, and what actually fixes them.",
        ],
        sections: [
          {
            title: 'What a split end is',
            text: 'The outer layer wears away → the strand frays in two',
            voiceover:
              "A split end happens when the protective outer layer of the hair wears down and the inside frays apart. Hair isn't living tissue, so it can't heal itself.",
            visuals: 'Macro phone shot (clip-on lens) of a split end, the fork circled on screen.',
          },
          {
            title: 'What "repair" products do',
            text: 'Temporary seal • Smoother look • Washes out',
            voiceover:
              'Repair serums and creams coat the strand so the split lies flat and looks smoother. It helps, but it washes out, and the split is still there underneath.',
            visuals: 'Serum smoothed over frayed ends; ends look neater; caption "until your next wash".',
          },
          {
            title: 'The only real fix',
            text: 'Trim above the split',
            voiceover:
              'The only permanent fix is cutting the split off, ideally a little above it. Splits can travel up the strand, so leaving them means a bigger chop later.',
            visuals: 'Sharp hair scissors trimming a small section, the ends falling onto a dark towel.',
          },
          {
            title: 'Slow the next ones',
            text: 'Gentle detangling • Lower heat • Silky pillowcase • Regular trims',
            voiceover:
              'To slow new splits: detangle gently from the ends up, lower your heat, sleep on something smooth, and trim every couple of months or when you notice splits.',
            visuals: 'Quick montage of each habit with a small green check for each.',
          },
          {
            title: 'Your split-end confession',
            text: 'When was your last trim? Comment it',
            voiceover: "When was your last trim? Be honest in the comments. The longest one wins nothing, but I'll see you.",
            visuals: 'Talk to camera, holding up the scissors.',
          },
        ],
        why_it_works:
          'A blunt myth-bust in the first line stops people who have bought these products • The macro shot of a split end is oddly satisfying and rewatchable • Explains what products really do, so viewers feel informed rather than told off • The "last trim" question is easy, funny and relatable to comment on',
      },
      source: {
        comment: 'so all those split end mending serums are lying?? i have like 3 of them 💀',
        commentAuthor: '@nadia.bakes.hair',
        commentLikes: 4650,
        videoTitle: 'Stylist reacts to viral hair hacks',
        videoCreator: '@chair.talk.tina',
        videoViews: 3_420_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Trim split ends without losing length',
      content: {
        hooks: [
          "Want to get rid of split ends without losing an inch? Here's the technique.",
          'My hairdresser took three inches. This method took almost nothing.',
          'Twist, look, snip: the at-home split end check that saves your length.',
        ],
        sections: [
          {
            title: 'What you need',
            text: 'Sharp hair-only scissors • Good light • Dark background',
            voiceover:
              'You need proper hair scissors, not kitchen ones, which can chew the ends and make more splits. Sit by a window with something dark behind your hair.',
            visuals: 'Flat-lay: hair scissors, clips, a dark towel, daylight from a window.',
          },
          {
            title: 'Twist a small section',
            text: 'Twist tightly → split ends pop out',
            voiceover: 'Take a small section of dry hair and twist it tightly. Damaged ends will poke out along the sides of the twist.',
            visuals: 'Close-up of a twisted section against the dark towel, tiny frayed ends sticking out.',
          },
          {
            title: 'Snip just above the split',
            text: 'Cut each poking end a few mm above the fork',
            voiceover:
              'Snip each end that pokes out, just above where it splits. Work slowly, section by section, and never cut into the twist itself.',
            visuals: 'Scissors snipping individual strands along the twist, slowed down.',
          },
          {
            title: 'Know the limits',
            text: 'Great between trims • Not a replacement for a real cut',
            voiceover:
              "This is called search and destroy. It's great for stretching time between salon trims, but if most of your ends are splitting, a proper trim is kinder.",
            visuals: 'Talk to camera with the twist still in hand.',
          },
          {
            title: 'Try it',
            text: 'Do one section and comment how many you found',
            voiceover: "Try one section tonight and comment how many split ends you found. I bet it's more than ten.",
            visuals: 'Finger pointing down at the comments with a counter graphic.',
          },
        ],
        why_it_works:
          'Answers the fear in the comment directly: getting rid of splits without losing length • The twist reveal is very visual and works with sound off • A small, free technique viewers can try tonight makes the video save-worthy • The "how many did you find" challenge drives numbers-based comments',
      },
      source: {
        comment: 'is there a way to get rid of split ends without cutting off all my length?? i grew it for 2 years',
        commentAuthor: '@longhair.lou',
        commentLikes: 2930,
        videoTitle: 'My 2-year hair growth journey in 60 seconds',
        videoCreator: '@mane.diaries',
        videoViews: 1_610_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'wash-routines',
    A: {
      title: "You're probably putting conditioner in the wrong place",
      content: {
        hooks: [
          'Conditioner on your roots could be why your hair is flat by lunch.',
          'My hairdresser watched me wash my hair once and fixed two things in ten seconds.',
          'Shampoo goes here, conditioner goes there. Most people swap them.',
        ],
        sections: [
          {
            title: 'Shampoo = scalp',
            text: 'Focus shampoo on the scalp, let the suds rinse the lengths',
            voiceover:
              'Shampoo is for your scalp, where the oil and buildup are. Massage it into the roots, and let the suds run through the lengths when you rinse.',
            visuals: 'Overhead shower shot: fingertips massaging the scalp, suds running down the lengths.',
          },
          {
            title: 'Conditioner = lengths',
            text: 'Mid-lengths to ends only',
            voiceover:
              "Conditioner goes from the middle of your hair down to the ends. That's the oldest, driest part. Your roots usually don't need it.",
            visuals: 'Conditioner squeezed into palms and worked from the ears down, with an on-screen line marking "start here".',
          },
          {
            title: 'Give it a minute',
            text: 'Leave on 2-3 minutes • Comb through while it is in',
            voiceover:
              "Leave it on for a couple of minutes, and detangle with a wide-tooth comb while it's in. That's when hair has the most slip.",
            visuals: 'Wide-tooth comb gliding through conditioner-coated ends.',
          },
          {
            title: 'Rinse smart',
            text: 'Rinse well, but not necessarily squeaky',
            voiceover:
              'Rinse until your hair no longer feels slimy, but it should still feel soft. Squeaky usually means you have rinsed most of it away, which is fine for fine hair, less so for dry ends.',
            visuals: 'Hands running through rinsed hair, then a close-up of soft ends.',
          },
          {
            title: 'Where do you put yours?',
            text: 'Roots, lengths, or everywhere? Tell me',
            voiceover: 'Tell me where you have been putting conditioner. No judgement, I did roots for years.',
            visuals: 'Talk to camera with three emoji options on screen.',
          },
        ],
        why_it_works:
          'Corrects a habit nearly everyone has, so viewers immediately picture their own shower routine • The on-screen "start here" line makes the rule obvious with sound off • Quick, free fix gives instant payoff on the next wash • Three-option question makes commenting effortless',
      },
      source: {
        comment: 'wait am i NOT supposed to put conditioner on my scalp?? no wonder my roots are greasy by 2pm',
        commentAuthor: '@bree.in.bloom',
        commentLikes: 5560,
        videoTitle: 'Why your hair is greasy by the afternoon',
        videoCreator: '@the.wash.edit',
        videoViews: 2_710_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Reverse washing: conditioner first for fine hair',
      content: {
        hooks: [
          'Conditioner before shampoo sounds wrong. For fine hair, it might be the fix.',
          'I flipped the order of my wash routine and my hair finally had volume.',
          'If conditioner makes your hair flat but skipping it makes it tangle, try this.',
        ],
        sections: [
          {
            title: 'The problem it solves',
            text: 'Fine hair: conditioner = flat • No conditioner = tangles',
            voiceover:
              'Fine hair is stuck in a loop: with conditioner it goes flat and limp, without it the ends tangle and feel rough. Reverse washing is one way out.',
            visuals: 'Split screen: flat hair on one side, tangled ends on the other.',
          },
          {
            title: 'Step 1: condition first',
            text: 'Conditioner on the ends → leave 2 minutes',
            voiceover:
              'Start with conditioner on your mid-lengths and ends on wet hair. Leave it for a couple of minutes while it softens and protects them.',
            visuals: 'Conditioner applied to the ends in the shower with a timer graphic.',
          },
          {
            title: 'Step 2: shampoo the scalp',
            text: 'Shampoo on the roots, rinse everything together',
            voiceover:
              'Then shampoo your scalp as usual and rinse everything out together. The shampoo lifts some of the conditioner, leaving a light layer on the ends, not a heavy one.',
            visuals: 'Shampoo massaged into the roots while conditioner is still on the ends, then a full rinse.',
          },
          {
            title: "Who it's for",
            text: 'Great: fine, oily, flat hair • Skip: very dry, thick or curly hair',
            voiceover:
              "It works best for fine, flat or oily hair. If your hair is very dry, thick or curly, you'll probably miss the moisture of conditioning last.",
            visuals: 'A green check over fine straight hair, a yellow card over thick curls.',
          },
          {
            title: 'Would you try it?',
            text: 'Comment "flipping it" if you are trying this wash day',
            voiceover: 'If you are trying this on your next wash day, comment "flipping it" and report back with results.',
            visuals: 'Talk to camera, flipping a shampoo bottle upside down.',
          },
        ],
        why_it_works:
          'A counter-intuitive method creates curiosity in the first second • Clear who-it-is-for guidance keeps the advice honest and avoids disappointing curly viewers • Step-by-step shower shots are easy to follow • The keyword comment and "report back" promise produce a results thread for a follow-up',
      },
      source: {
        comment: 'conditioner makes my fine hair so flat but without it i get knots everywhere. is there an in between??',
        commentAuthor: '@finehair.fiona',
        commentLikes: 1870,
        videoTitle: 'Volume tips for fine, thin hair',
        videoCreator: '@lift.at.the.root',
        videoViews: 760_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'curly-hair',
    A: {
      title: 'Wash-day styling for defined curls, step by step',
      content: {
        hooks: [
          'Styling curls on damp hair is why your definition disappears by noon.',
          'Same products, new technique, and my curls finally clumped.',
          'Four steps between the shower and defined curls. Number three is where most people go wrong.',
        ],
        sections: [
          {
            title: 'Style soaking wet',
            text: 'Apply products in the shower or on dripping-wet hair',
            voiceover:
              'Put your leave-in and styler on while your hair is still dripping wet. Water helps products spread evenly and helps curls clump together.',
            visuals: 'Side shot in the shower: water dripping, leave-in raked through in sections.',
          },
          {
            title: 'Layer light to hold',
            text: 'Leave-in → cream or foam → gel',
            voiceover:
              'Layer from light to hold: leave-in for softness, cream or foam for shape, then gel to lock it in. Fine hair can skip the cream.',
            visuals: 'Three products lined up, each applied in order with a label.',
          },
          {
            title: 'Scrunch upward',
            text: 'Cup curls in your palms and squeeze up toward the scalp',
            voiceover:
              'Now scrunch: cup your curls in your palms and gently squeeze upward toward the scalp. If you hear a squish sound, you have enough water.',
            visuals: 'Close-up of hands scrunching, with the squish sound turned up.',
          },
          {
            title: "Don't touch until dry",
            text: 'Plop or diffuse • Hands off until 100% dry • Then scrunch out the crunch',
            voiceover:
              "Plop in a cotton T-shirt or diffuse, then don't touch until it's completely dry. The gel forms a cast; once dry, scrunch gently to break it and your curls stay soft.",
            visuals: 'Time-lapse of drying, then a satisfying scrunch-out-the-crunch close-up.',
          },
          {
            title: 'Show me',
            text: 'Comment which step you were skipping',
            voiceover: "Which step were you skipping? Tell me, and I'll troubleshoot your curls in the next one.",
            visuals: 'Talk to camera with fully dry, defined curls, bouncing them.',
          },
        ],
        why_it_works:
          'A step-by-step tutorial with a satisfying payoff keeps viewers watching to the end • The squish sound and crunch-breaking shot are sensory moments people rewatch • Explains why each step matters, so viewers trust it • "Which step were you skipping" invites troubleshooting comments for follow-ups',
      },
      source: {
        comment: 'my curls look amazing when wet and then by the time they dry its just a frizzy triangle 😭 what am i doing wrong',
        commentAuthor: '@soph.spirals',
        commentLikes: 8940,
        videoTitle: 'Curly wash day routine (real time)',
        videoCreator: '@twistandshout.curls',
        videoViews: 4_870_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '5 drying habits that cause curly frizz',
      content: {
        hooks: [
          'Your curl routine might be fine. Your towel might be the problem.',
          'I touched my curls while they dried every single day and wondered why they frizzed.',
          'Five tiny habits between the shower and dry that undo all your products.',
        ],
        sections: [
          {
            title: '1. Rubbing with a regular towel',
            text: 'Swap for a cotton T-shirt or microfiber towel • Squeeze, do not rub',
            voiceover:
              'Rough towels and rubbing rough up the hair surface and break up curl clumps. Gently squeeze with a cotton T-shirt or microfiber towel instead.',
            visuals: 'Red X over a towel rub, green check over a T-shirt scrunch.',
          },
          {
            title: '2. Touching while it dries',
            text: 'Hands off until 100% dry',
            voiceover: 'Every touch while your curls are drying breaks the clumps apart. Keep your hands busy elsewhere.',
            visuals: 'You sitting on your hands on the couch, time-lapse of hair drying.',
          },
          {
            title: '3. Brushing dry curls',
            text: 'Detangle wet with conditioner, not dry',
            voiceover: 'Brushing dry curls turns them into a frizz cloud. Detangle in the shower with conditioner instead.',
            visuals: 'Quick cut of a brush through dry curls creating volume and frizz, then a red X.',
          },
          {
            title: '4. Diffusing on high heat and speed',
            text: 'Low speed, medium heat, hover then cup',
            voiceover: 'High airflow blows curls apart. Use low speed and medium heat, hover the diffuser first, then cup sections gently.',
            visuals: 'Diffuser settings close-up, then the hover-and-cup motion.',
          },
          {
            title: '5. Not enough hold',
            text: 'Humid day? Add a gel',
            voiceover: 'And if you skip gel on a humid day, the air will win. Which of these five was yours? Comment the number.',
            visuals: 'Gel applied, then talk to camera holding up five fingers.',
          },
        ],
        why_it_works:
          'Shifts the blame from products to habits, which surprises viewers who keep buying new stylers • Numbered habits make people count how many they do • Each fix is free and immediate • Number-only comments are easy to leave and signal which follow-up to make',
      },
      source: {
        comment: 'i use all the right products and still get frizz every time?? its literally the same routine as hers',
        commentAuthor: '@kenzie.curlss',
        commentLikes: 3310,
        videoTitle: 'My frizz-free curl routine',
        videoCreator: '@coilcraft',
        videoViews: 1_390_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'heat-styling',
    A: {
      title: 'Salon-smooth blowout at home with a round brush',
      content: {
        hooks: [
          "The secret to a salon blowout isn't the brush. It's where you point the nozzle.",
          'I could never get my blowout to look like the salon. Then my stylist showed me this.',
          'Frizzy at-home blow-dry? Fix these three angles.',
        ],
        sections: [
          {
            title: 'Rough dry first',
            text: 'Dry to about 80% with fingers, no brush',
            voiceover:
              'Start by rough drying with your fingers until your hair is about 80 percent dry. Using a brush on soaking wet hair takes forever and pulls on fragile strands.',
            visuals: 'Fast hand movements rough drying, caption "80% dry".',
          },
          {
            title: 'Section it',
            text: 'Clip into 4-6 sections • Start at the nape',
            voiceover:
              'Clip your hair into sections and start at the back at the nape of your neck. Small sections dry smoother and faster.',
            visuals: 'Mirror shot of clipping hair into sections.',
          },
          {
            title: 'Nozzle pointing down',
            text: 'Nozzle on • Airflow down the hair, root to tip',
            voiceover:
              'Put the nozzle on and point it down the hair, from root to tip, following the brush. Blowing up against the hair roughs up the surface and creates frizz.',
            visuals: 'Side-angle close-up: nozzle angled downwards following a round brush.',
          },
          {
            title: 'Cool shot to set',
            text: 'Hold the brush, hit cool air for a few seconds',
            voiceover: 'When a section is dry, keep the brush in place and hit the cool shot for a few seconds. That helps set the shape.',
            visuals: 'Finger pressing the cool button, brush rolled at the root.',
          },
          {
            title: 'The result',
            text: 'Comment "part 2" for the volume version',
            voiceover: 'Smooth, shiny, no flat iron. Comment "part 2" if you want the bouncy volume version.',
            visuals: 'Hair flip reveal with natural light.',
          },
        ],
        why_it_works:
          'The nozzle-direction tip is simple but often overlooked, which makes it feel like an insider secret • Close-up angles make the technique copyable • The before/after reveal delivers a satisfying payoff • "Part 2" comments signal demand and seed a series',
      },
      source: {
        comment: 'how do they get it so smooth?? when i blow dry mine it looks like ive been electrocuted',
        commentAuthor: '@gabbyy.g',
        commentLikes: 6870,
        videoTitle: 'Salon blowout transformation',
        videoCreator: '@blowdry.bar.bea',
        videoViews: 5_240_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Air-dry vs blow-dry: which is gentler?',
      content: {
        hooks: [
          "Air-drying isn't always the gentlest option for your hair.",
          "I air-dried for a year to protect my hair. Here's what I wish I'd known.",
          'Air-dry or blow-dry? The answer is somewhere in the middle.',
        ],
        sections: [
          {
            title: 'The air-dry catch',
            text: 'Hair swells when wet • Hours of wet = hours of stretching',
            voiceover:
              "Hair is at its weakest when wet, because it swells and stretches. Some research suggests leaving it soaking wet for hours isn't free of damage either.",
            visuals: 'Wet hair being gently stretched between fingers, a clock graphic ticking.',
          },
          {
            title: 'The blow-dry catch',
            text: 'Very hot and very close = damage',
            voiceover:
              "Blow-drying damages hair when the air is very hot and the dryer is very close. That's where the dry, frizzy ends come from.",
            visuals: 'Dryer held right against the hair with a red X.',
          },
          {
            title: 'The middle ground',
            text: 'Towel blot • Air-dry partway • Finish on medium heat, 15 cm away',
            voiceover:
              'The gentler middle: blot with a soft towel, let it air-dry partway, then finish on medium heat, keeping the dryer moving and about a hand-span away.',
            visuals: 'Towel blot, quick time-lapse of partial air-drying, then a moving dryer at a distance.',
          },
          {
            title: 'Protect either way',
            text: 'Heat protectant for the dryer • Leave-in for air-drying',
            voiceover: 'Use heat protectant when you blow-dry. If you air-dry, a light leave-in helps reduce frizz and tangles.',
            visuals: 'Two bottles held up, one in each hand.',
          },
          {
            title: 'Team air or team dryer?',
            text: 'Comment your team',
            voiceover: 'Are you team air-dry or team blow-dry? Tell me, and your hair type.',
            visuals: 'Talk to camera with two team badges on screen.',
          },
        ],
        why_it_works:
          'Challenges the assumption that air-drying is always the safer choice • A balanced comparison builds credibility • The middle-ground method is easy to try tomorrow • "Team" questions spark friendly debate, which boosts comment counts',
      },
      source: {
        comment: 'so is it better to just air dry then? i always thought blow drying was what ruined my hair',
        commentAuthor: '@quinn.okay',
        commentLikes: 2150,
        videoTitle: 'How I got my hair healthy again',
        videoCreator: '@healthyhair.hana',
        videoViews: 1_050_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'scalp-care',
    A: {
      title: 'How much hair shedding is normal every day?',
      content: {
        hooks: [
          "Losing hair in the shower every day is normal. Here's how much is too much.",
          'I used to count the hairs in my drain and panic. Then I learned the actual numbers.',
          "That clump on your brush might look scary, but here's the context.",
        ],
        sections: [
          {
            title: 'The normal range',
            text: 'Roughly 50-100 hairs a day is commonly considered normal',
            voiceover:
              'Most dermatology sources say losing roughly 50 to 100 hairs a day is normal. Hair grows in cycles, and old hairs fall out to make room for new ones.',
            visuals: 'A small pile of hair on a white towel next to a "50-100" on-screen caption.',
          },
          {
            title: 'Why wash day looks worse',
            text: 'Skip 3 days of washing → 3 days of shedding in one go',
            voiceover:
              "If you wash every few days, the hairs that loosened in between all come out at once. It looks dramatic, but it's several days of shedding together.",
            visuals: 'Calendar graphic stacking three days into one wash day, then a shower drain shot.',
          },
          {
            title: 'Shed hair vs broken hair',
            text: 'Tiny white bulb at the end = shed • No bulb, short pieces = breakage',
            voiceover:
              'Look at one hair closely. A tiny white bulb at the end means it shed from the root. Short pieces with no bulb are breakage, which is a styling and care issue.',
            visuals: 'Macro shot of a single hair with the root bulb circled, next to short broken pieces.',
          },
          {
            title: 'When to get checked',
            text: 'Patches • Widening part • Sudden big increase • Itchy or sore scalp',
            voiceover:
              'See a doctor or dermatologist if you notice bald patches, a widening part, a sudden big jump in shedding, or a sore scalp. Not medical advice, just a good rule.',
            visuals: 'Talk to camera, calm tone, with the checklist appearing beside you.',
          },
          {
            title: 'Feel better?',
            text: 'Comment "normal" if this calmed you down',
            voiceover: 'If this just calmed you down, comment "normal". If you have a specific worry, tell me and I will cover it.',
            visuals: 'Smiling to camera, brush in hand.',
          },
        ],
        why_it_works:
          'Addresses a common anxiety with a clear number, which earns trust and shares • The bulb-vs-breakage check gives viewers something practical to do right now • A responsible "when to get checked" list keeps the advice credible and safe • The one-word comment prompt is effortless and boosts engagement',
      },
      source: {
        comment: 'i lose SO much hair every time i wash it, like a whole clump in the drain. is that normal or should i be worried',
        commentAuthor: '@ava.marie.xo',
        commentLikes: 9120,
        videoTitle: 'My hair loss story and what helped',
        videoCreator: '@regrowth.rae',
        videoViews: 5_680_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why hair sheds months after stress or illness',
      content: {
        hooks: [
          'The stressful thing happened in spring. The hair started falling out in summer.',
          'After a rough few months, my hair started shedding like crazy, and the timing confused me.',
          "Why does stress-related shedding show up months later? Here's the timeline.",
        ],
        sections: [
          {
            title: 'The delay',
            text: 'Big stress, illness, surgery or giving birth → shedding often 2-3 months later',
            voiceover:
              'After a big shock to the body, like illness, surgery, major stress or giving birth, more hairs can switch into the resting phase at once. They tend to fall out two to three months later.',
            visuals: 'Simple timeline graphic: event, then a gap, then a shedding spike.',
          },
          {
            title: 'It has a name',
            text: 'Telogen effluvium: usually temporary',
            voiceover:
              "Doctors call this telogen effluvium. In many cases it's temporary and settles down on its own over several months once the trigger has passed.",
            visuals: 'On-screen text of the term with a phonetic pronunciation.',
          },
          {
            title: 'What you can do',
            text: 'Be gentle • Eat well • Avoid tight styles • Be patient',
            voiceover:
              'While you wait, be gentle: loose styles, less heat, and a balanced diet. Regrowth shows up as short baby hairs around your hairline.',
            visuals: 'Close-up of short regrowth hairs along the hairline.',
          },
          {
            title: 'See a doctor if',
            text: 'Lasts over ~6 months • Patches • Other symptoms',
            voiceover:
              'If it lasts more than about six months, you see patches, or you have other symptoms like tiredness, see a doctor. They can check things like iron or thyroid levels.',
            visuals: 'Talk to camera, caption "not medical advice".',
          },
          {
            title: 'You are not alone',
            text: 'Comment your timeline if this happened to you',
            voiceover: 'If this happened to you, share your timeline in the comments. It helps people who are in the scary part right now.',
            visuals: 'Hands holding a mug, warm light, talk to camera.',
          },
        ],
        why_it_works:
          'Explains the confusing delay directly, which is exactly what the comment asks • The timeline graphic makes a complex idea easy to grasp at a glance • Responsible medical hedging builds trust on a sensitive topic • Shared-timeline comments create community and material for follow-ups',
      },
      source: {
        comment: 'my hair started falling out like 3 months after i had covid and i thought i was going crazy. is this a thing??',
        commentAuthor: '@lena.writes',
        commentLikes: 6480,
        videoTitle: 'Things nobody tells you about hair shedding',
        videoCreator: '@scalpscience.sam',
        videoViews: 2_930_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'damage-repair',
    A: {
      title: 'Protein or moisture? The wet stretch test',
      content: {
        hooks: [
          "If your hair feels gummy when wet, more moisture won't fix it.",
          'I was deep conditioning every day and my hair only got worse. It needed the opposite.',
          'One wet strand tells you whether your hair needs protein or moisture.',
        ],
        sections: [
          {
            title: 'Why balance matters',
            text: 'Protein = strength • Moisture = flexibility',
            voiceover:
              'Think of protein as the structure that keeps hair strong, and moisture as what keeps it flexible. Too much of either can cause problems.',
            visuals: 'Split screen with two labels, "STRENGTH" and "BOUNCE", over two strands of hair.',
          },
          {
            title: 'Do the test',
            text: 'Take one wet strand, gently stretch it',
            voiceover: 'Take one shed strand while your hair is wet, hold both ends and stretch it gently.',
            visuals: 'Close-up of fingers stretching a single wet strand against a dark background.',
          },
          {
            title: 'Read the result',
            text: 'Stretchy, no bounce-back = protein? • Snaps right away = moisture? • Small stretch, bounces back = balanced',
            voiceover:
              "If it stretches a lot, feels mushy and doesn't bounce back, it may need protein. If it snaps almost immediately, it may need moisture. A little stretch and a bounce back means balanced.",
            visuals: 'Three quick cards with a strand behaving each way.',
          },
          {
            title: 'What to use',
            text: 'Protein: bond or protein treatment • Moisture: a rich mask',
            voiceover:
              "For protein, look for treatments with hydrolyzed proteins or bond-building formulas. For moisture, a rich mask with glycerin, oils or butters. It's a rough guide, not a lab test.",
            visuals: 'Two products placed on either side of the counter.',
          },
          {
            title: 'Your result',
            text: 'Comment protein, moisture or balanced',
            voiceover: "Try it on your next wash day and comment your result. I'll share routines for each.",
            visuals: 'Talk to camera holding a strand up to the light.',
          },
        ],
        why_it_works:
          'Solves the "more conditioner made it worse" puzzle from the comment • A free, fast test viewers can try in their own shower • The three result cards are easy to screenshot • One-word result comments tell you which follow-up routine to film next',
      },
      source: {
        comment: 'my hair feels like wet noodles when its wet and i keep deep conditioning but it just gets worse 😩',
        commentAuthor: '@bleachedbeth',
        commentLikes: 3760,
        videoTitle: 'Saving my fried bleached hair',
        videoCreator: '@rescue.roots',
        videoViews: 2_210_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Just bleached? Your first two weeks checklist',
      content: {
        hooks: [
          'What you do in the two weeks after bleaching matters almost as much as the bleach.',
          "I went platinum and nearly ruined it in week one. Here's what I should have done.",
          'Five rules for freshly bleached hair, from someone who learned the hard way.',
        ],
        sections: [
          {
            title: 'Wait to wash',
            text: 'Give it a couple of days if your stylist agrees',
            voiceover:
              'Many stylists suggest waiting a day or two before your first wash, so your hair and scalp can settle. Ask yours what they recommend for your service.',
            visuals: 'A calendar with the first two days crossed out and a "no wash yet" caption.',
          },
          {
            title: 'Gentle wash, cool water',
            text: 'Gentle shampoo • Lukewarm or cool water • Fewer washes',
            voiceover:
              'When you do wash, use a gentle shampoo and cooler water, and wash less often than you used to. Bleached hair loses moisture fast.',
            visuals: 'Hand testing water temperature in the shower.',
          },
          {
            title: 'Handle it like silk',
            text: 'Detangle from the ends • No rough towel • No tight ponytails',
            voiceover:
              'Detangle gently from the ends up, blot with a soft towel and avoid tight ponytails. Bleached hair stretches and snaps more easily, especially wet.',
            visuals: 'Wide-tooth comb working up from the ends, then a soft towel blot.',
          },
          {
            title: 'Go easy on heat',
            text: 'Skip hot tools if you can • If not: lowest temp + protectant',
            voiceover:
              "If you can, skip hot tools for the first couple of weeks. If you can't, use the lowest setting that works and always use heat protectant.",
            visuals: 'Flat iron unplugged and put away in a drawer.',
          },
          {
            title: 'Treat, do not overload',
            text: 'Bond treatment or mask once a week',
            voiceover:
              'A bond treatment or a mask once a week is a good start. Then tell me your bleach disaster or success story in the comments.',
            visuals: 'Applying a mask, then talk to camera.',
          },
        ],
        why_it_works:
          'A checklist format is highly saveable for anyone booking a bleach appointment • Deferring to the stylist keeps advice responsible • The personal story hook makes the advice relatable • Disaster or success stories generate long, engaging comments',
      },
      source: {
        comment: 'just went blonde yesterday and im so scared to wash it. what do i do the first week??',
        commentAuthor: '@blondebynow',
        commentLikes: 2540,
        videoTitle: 'Brunette to platinum in one day',
        videoCreator: '@toner.tori',
        videoViews: 3_760_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'wash-routines',
    A: {
      title: 'Is hard water ruining your hair? 4 signs',
      content: {
        hooks: [
          'If your hair feels straw-like right after washing, check your water, not your shampoo.',
          'I moved apartments and my hair changed overnight. The culprit was the tap.',
          'Four signs your water might be the reason your hair feels dull.',
        ],
        sections: [
          {
            title: 'What hard water is',
            text: 'Water with lots of calcium and magnesium',
            voiceover:
              'Hard water carries a lot of minerals like calcium and magnesium. They can build up on hair over time, leaving a coating that makes it feel rough.',
            visuals: 'Close-up of white limescale on a shower head and a kettle.',
          },
          {
            title: 'The signs',
            text: 'Shampoo barely lathers • Dull, rough feel • Tangles • Color fades or turns brassy',
            voiceover:
              'The signs: shampoo struggles to lather, hair feels rough or coated even when clean, it tangles more, and dyed hair fades or turns brassy faster.',
            visuals: 'Shampoo failing to lather in one hand, then rough-looking ends.',
          },
          {
            title: 'Check your water',
            text: 'Limescale on taps • Check your local water report',
            voiceover:
              'If your taps and kettle get white crusty buildup, your water is probably hard. Many water suppliers also publish hardness levels for your area.',
            visuals: 'Scrolling a local water report on a phone.',
          },
          {
            title: 'What helps',
            text: 'Chelating shampoo every few weeks • Shower filter may help',
            voiceover:
              'A chelating shampoo is made to lift mineral buildup. Use it every few weeks, follow with conditioner, and consider a shower filter.',
            visuals: 'Chelating shampoo massaged into hair, then a shower filter being screwed on.',
          },
          {
            title: 'Tell me your city',
            text: 'Comment where you live + how your hair feels',
            voiceover: 'Comment your area and how your hair feels after a wash. I want to see how common this is.',
            visuals: 'Talk to camera with a map graphic.',
          },
        ],
        why_it_works:
          "Shifts blame from products to an overlooked cause, which feels like a reveal • The limescale shot gives an instantly recognizable at-home check • The moving-house story mirrors many viewers' experience • Location-based comments create a natural conversation thread",
      },
      source: {
        comment: 'ever since i moved to this new place my hair feels like straw no matter what i use. could it be the water???',
        commentAuthor: '@jordan.nomad',
        commentLikes: 4190,
        videoTitle: 'Why your hair feels different after moving',
        videoCreator: '@tapwater.tess',
        videoViews: 1_480_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Clarifying vs chelating shampoo: what is the difference?',
      content: {
        hooks: [
          "Clarifying and chelating shampoo aren't the same thing, and using the wrong one wastes a wash day.",
          'I clarified every week for hard water and nothing changed. I was using the wrong one.',
          'Buildup from products or buildup from water? The shampoo you need is different.',
        ],
        sections: [
          {
            title: 'Clarifying shampoo',
            text: 'Removes product buildup: oils, stylers, dry shampoo',
            voiceover:
              'Clarifying shampoo is a deep clean for product buildup: oils, stylers, dry shampoo and silicones that a regular wash leaves behind.',
            visuals: 'Clarifying shampoo next to a pile of styling products.',
          },
          {
            title: 'Chelating shampoo',
            text: 'Removes mineral buildup from hard water',
            voiceover:
              'Chelating shampoo contains ingredients that bind to minerals from hard water so they rinse away. Look for words like EDTA or citric acid on the label.',
            visuals: 'Ingredient list close-up with chelating ingredients highlighted.',
          },
          {
            title: 'Which one do you need?',
            text: 'Heavy products → clarifying • Hard water → chelating • Both → chelating usually covers both',
            voiceover:
              "Heavy product user? Clarifying. Hard water? Chelating. Many chelating shampoos also clarify, so if you have both problems, that's usually the one.",
            visuals: 'A simple flow chart with arrows on screen.',
          },
          {
            title: 'How often',
            text: 'Every 2-4 weeks • Always condition after',
            voiceover:
              'Both are strong, so once every two to four weeks is plenty for most people. Always condition afterwards, especially if your hair is dry or colored.',
            visuals: 'Calendar with a shampoo icon every third week.',
          },
          {
            title: 'What are you using?',
            text: 'Comment clarifying, chelating or neither',
            voiceover: 'Which one have you been using? Comment clarifying, chelating or neither.',
            visuals: 'Talk to camera holding both bottles.',
          },
        ],
        why_it_works:
          'Clears up two terms that are often used interchangeably • The flow chart is screenshot-friendly • A "wrong product" confession hook matches the frustration in the comment • Simple three-option comment makes it easy to engage',
      },
      source: {
        comment: 'i use a clarifying shampoo every week but my hair still feels coated. what am i missing?',
        commentAuthor: '@rae.and.rinse',
        commentLikes: 1680,
        videoTitle: 'Clarifying wash day: the gross truth',
        videoCreator: '@buildup.breakdown',
        videoViews: 890_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'curly-hair',
    A: {
      title: 'How to protect your curls while you sleep',
      content: {
        hooks: [
          'Great curls on day one and a flat mess on day two? Your pillow is the problem.',
          'I used to wake up with one side of my curls completely flat.',
          'Three things to do before bed so your curls survive the night.',
        ],
        sections: [
          {
            title: 'Why curls get crushed',
            text: 'Cotton pillowcases cause friction • Pressure flattens curls',
            voiceover:
              "A regular cotton pillowcase grips your hair and creates friction, and your head flattens the curls you sleep on. That's where morning frizz comes from.",
            visuals: 'Close-up of curls rubbing against a cotton pillowcase.',
          },
          {
            title: 'The pineapple',
            text: 'Loose high ponytail on top of your head',
            voiceover:
              'Gather your curls into a very loose, high ponytail right on top of your head, with a soft scrunchie. The curls stay up and off the pillow.',
            visuals: 'Step-by-step mirror shot of the pineapple technique.',
          },
          {
            title: 'Satin or silk',
            text: 'Satin pillowcase, bonnet or scarf',
            voiceover:
              'Sleep on a satin or silk pillowcase, or wear a satin bonnet or scarf. Smooth fabric means less friction and less frizz.',
            visuals: 'A satin bonnet being put on over the pineapple.',
          },
          {
            title: 'The morning',
            text: 'Release, shake gently at the roots, done',
            voiceover: 'In the morning, take the scrunchie out and gently shake your roots. Most of your day-one shape is still there.',
            visuals: 'Morning reveal, shaking out the curls in natural light.',
          },
          {
            title: 'Your night routine',
            text: 'Pineapple, bonnet, or nothing? Comment it',
            voiceover: 'What do you do at night? Pineapple, bonnet, or nothing at all? Tell me.',
            visuals: 'Talk to camera in bed.',
          },
        ],
        why_it_works:
          'Pinpoints a frustrating problem many curly viewers have every morning • A simple before-bed routine is easy to copy tonight • The morning reveal is a satisfying before/after • The three-option question is an easy comment prompt',
      },
      source: {
        comment: 'how do you sleep with curly hair?? mine look amazing on wash day then i wake up and its a disaster',
        commentAuthor: '@curly.caro',
        commentLikes: 5370,
        videoTitle: 'Day 1 vs day 4 curls',
        videoCreator: '@spiral.sisters',
        videoViews: 2_640_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Refresh day-3 curls in 5 minutes',
      content: {
        hooks: [
          "You don't need a full wash day to bring your curls back.",
          'I used to rewash every other day until I learned this five-minute refresh.',
          'Day three curls, five minutes, a spray bottle. Watch.',
        ],
        sections: [
          {
            title: 'Mist, do not soak',
            text: 'Fine mist of water, section by section',
            voiceover:
              "Fill a fine mist spray bottle with water and mist each section until it's damp, not dripping. Water is what reactivates the products already in your hair.",
            visuals: 'Close-up of a continuous mist spray bottle creating a fine cloud.',
          },
          {
            title: 'A little product',
            text: 'Pea-sized leave-in or a bit of gel on frizzy areas',
            voiceover: 'Rub a pea-sized bit of leave-in or gel between your palms and glaze it over the top and any frizzy spots.',
            visuals: 'Palms glazing over the top layer of curls.',
          },
          {
            title: 'Reshape',
            text: 'Scrunch up • Finger-coil a few curls around the face',
            voiceover: 'Scrunch upward to bring back the shape, and finger-coil the curls around your face if they have fallen.',
            visuals: 'Finger-coiling a curl around a finger, slowed down.',
          },
          {
            title: 'Let it set',
            text: 'Air-dry or diffuse on low for a few minutes',
            voiceover: "Let it air-dry, or diffuse on low for a few minutes if you're in a rush. Hands off while it sets.",
            visuals: 'Side-by-side before and after of day-three curls.',
          },
          {
            title: 'Your refresh trick',
            text: 'Comment your best refresh trick',
            voiceover: "What's your best refresh trick? Share it and I'll test the top answers.",
            visuals: 'Talk to camera with refreshed curls.',
          },
        ],
        why_it_works:
          'A quick routine with a visible before/after payoff keeps viewers to the end • Saves viewers time and effort compared with rewashing, which they value • The spray bottle cloud and finger-coil shots are visually satisfying • Asking for their own tricks crowdsources content for a test video',
      },
      source: {
        comment: 'what do you do on day 2 and 3? i feel like i have to rewash every other day to get them back',
        commentAuthor: '@wavy.winnie',
        commentLikes: 3220,
        videoTitle: 'My curls on wash day',
        videoCreator: '@ringlet.rebel',
        videoViews: 1_270_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'heat-styling',
    A: {
      title: 'Heatless curls with a robe belt overnight',
      content: {
        hooks: [
          'Bouncy curls with zero heat and a robe belt from your closet.',
          'I stopped using a curling wand for a month and my hair has never looked better.',
          "Five minutes before bed, and you wake up with curls. Here's how.",
        ],
        sections: [
          {
            title: 'Start slightly damp',
            text: 'Hair about 80-90% dry, not soaking wet',
            voiceover: "Start with hair that's almost dry. Soaking wet hair won't dry overnight, and dry hair won't hold the curl as well.",
            visuals: 'Hand checking hair dampness, caption "almost dry".',
          },
          {
            title: 'Set the belt',
            text: 'Place the robe belt over the top of your head, ends hanging down each side',
            voiceover: 'Place the middle of the belt on the top of your head, so both ends hang down on either side of your face.',
            visuals: 'Mirror shot of placing the belt.',
          },
          {
            title: 'Wrap the sections',
            text: 'Take small sections, wrap around the belt away from your face',
            voiceover:
              'Take a small section from the front and wrap it around the belt, away from your face. Add a new section each time you wrap, like a French braid.',
            visuals: 'Close-up of wrapping hair around the belt.',
          },
          {
            title: 'Secure and sleep',
            text: 'Scrunchie at the bottom • Satin pillowcase or bonnet',
            voiceover: 'Tie each end with a scrunchie, and sleep on a satin pillowcase or wear a bonnet.',
            visuals: 'Finished wrap, then lying down on a satin pillowcase.',
          },
          {
            title: 'The reveal',
            text: 'Unwrap gently • Separate with fingers',
            voiceover: 'In the morning, unwrap gently and separate with your fingers. Comment "tried it" when you do.',
            visuals: 'Morning unwrap reveal in natural light.',
          },
        ],
        why_it_works:
          'Uses something everyone already owns, so viewers can try it the same night • The unwrap reveal is a highly shareable before/after moment • Zero-heat appeal matches the concern about damage in the comment • "Tried it" comments build social proof and a results thread',
      },
      source: {
        comment: 'i want curls but my hair is so damaged from curling wands. is there any way to do it without heat?',
        commentAuthor: '@sienna.sleeps',
        commentLikes: 7640,
        videoTitle: 'Glam curls for a night out',
        videoCreator: '@wand.wizard',
        videoViews: 4_150_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why your heatless curls fall flat by noon',
      content: {
        hooks: [
          'Your heatless curls are falling flat because of one thing you do before bed.',
          'I tried heatless curls five times before I got them to last past lunch.',
          'Four heatless curl mistakes and how to fix each one.',
        ],
        sections: [
          {
            title: 'Mistake 1: hair too wet',
            text: 'Soaking wet = still damp in the morning = flat',
            voiceover:
              'If your hair is soaking wet when you wrap it, it will still be damp in the morning, and damp curls drop fast. Aim for almost dry.',
            visuals: 'Morning unwrap showing damp sections.',
          },
          {
            title: 'Mistake 2: sections too big',
            text: 'Smaller sections = tighter, longer-lasting curls',
            voiceover: 'Big sections give loose waves that fall out quickly. Smaller sections give more defined curls.',
            visuals: 'Side-by-side: big sections vs small sections.',
          },
          {
            title: 'Mistake 3: no hold product',
            text: 'Light mousse or setting spray before wrapping',
            voiceover:
              "Without any product, most straight hair won't hold a curl. A light mousse or setting spray before wrapping makes a big difference.",
            visuals: 'Mousse applied through lengths before wrapping.',
          },
          {
            title: 'Mistake 4: brushing them out',
            text: 'Separate with fingers • Finish with light hairspray',
            voiceover: 'Brushing out heatless curls turns them into frizz. Separate with your fingers and finish with a light hairspray.',
            visuals: 'Fingers gently separating curls, then a mist of hairspray.',
          },
          {
            title: 'Which one got you?',
            text: 'Comment 1, 2, 3 or 4',
            voiceover: 'Which mistake were you making? Comment the number.',
            visuals: 'Talk to camera holding up fingers.',
          },
        ],
        why_it_works:
          'Answers the follow-up frustration of viewers who already tried heatless curls • Mistake lists keep people watching to find their own error • Visual side-by-sides make the difference obvious without sound • Number-only replies are quick comments that boost engagement',
      },
      source: {
        comment: 'tried the heatless curls and they lasted like 2 hours 😭 my hair is super straight and fine, is it hopeless?',
        commentAuthor: '@straight.steph',
        commentLikes: 2870,
        videoTitle: 'Heatless curls that actually work',
        videoCreator: '@noheat.nora',
        videoViews: 3_340_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'damage-repair',
    A: {
      title: 'How to detangle without snapping your hair',
      content: {
        hooks: [
          "If you brush your hair from the roots down, you're breaking it.",
          'My hair was not thin. I was snapping it every time I detangled.',
          'Those short broken pieces all over your bathroom floor? Blame the direction you brush.',
        ],
        sections: [
          {
            title: 'Start at the ends',
            text: 'Ends first, then mid-lengths, then roots',
            voiceover:
              'Always start at the ends and work your way up. Brushing from the roots pushes every knot down into one big tangle at the bottom.',
            visuals: 'Side-by-side: brushing from the roots creating a knot vs from the ends gliding through.',
          },
          {
            title: 'Use slip',
            text: 'Detangle with conditioner or leave-in, not dry',
            voiceover:
              'For most hair types, detangle with conditioner or leave-in on, so the tool slides rather than pulls. Curly and coily hair especially.',
            visuals: 'Conditioner coating a tangled section, then a comb gliding through.',
          },
          {
            title: 'The right tool',
            text: 'Wide-tooth comb or a flexible detangling brush',
            voiceover: 'Use a wide-tooth comb or a flexible detangling brush on wet hair. Save fine combs for styling dry hair.',
            visuals: 'Flat-lay of tools with green checks and red Xs.',
          },
          {
            title: 'Hold above the knot',
            text: 'Hold the section above the tangle so the pull stays off your scalp',
            voiceover:
              'Hold the section above the knot with your other hand. The pull stops at your hand, not at your scalp or the weak middle of the strand.',
            visuals: 'Close-up of one hand holding a section while the other detangles below it.',
          },
          {
            title: 'Tell me',
            text: 'Roots first or ends first? Be honest',
            voiceover: 'Roots first or ends first, which one have you been doing? Comment and be honest.',
            visuals: 'Talk to camera holding a brush.',
          },
        ],
        why_it_works:
          'A bold first line challenges a habit most people have • Side-by-side shots make the difference instantly visible • Practical tips apply to every hair type, widening reach • A simple A/B question drives comments',
      },
      source: {
        comment: 'why does my hair break so much when i brush it?? there are always short little pieces everywhere',
        commentAuthor: '@mira.lately',
        commentLikes: 4580,
        videoTitle: 'Hair care mistakes I made for 10 years',
        videoCreator: '@gentle.strands',
        videoViews: 2_380_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Tight ponytails and hair ties: the hidden breakage',
      content: {
        hooks: [
          'Your everyday ponytail might be thinning your edges.',
          'I wore the same tight bun every day for work and my hairline changed.',
          "Tight styles, thin elastics, and the same spot every day: here's why that matters.",
        ],
        sections: [
          {
            title: 'Constant pulling',
            text: 'Tight styles every day can stress the hairline',
            voiceover:
              'Pulling hair tightly in the same way every day puts constant tension on the follicles, especially around the hairline and temples.',
            visuals: 'Close-up of a tight ponytail pulling at the temples.',
          },
          {
            title: 'It has a name',
            text: 'Traction alopecia • Usually reversible if caught early',
            voiceover:
              'Doctors call this traction alopecia. Caught early, loosening up often lets hair recover, but long-term tension can cause lasting loss.',
            visuals: 'On-screen text of the term, then a calm talk-to-camera shot.',
          },
          {
            title: 'Easy swaps',
            text: 'Looser styles • Scrunchies or spiral ties • Change the position',
            voiceover:
              "Wear it looser, swap thin elastics for scrunchies or spiral ties, and change where you put your ponytail so the tension isn't always in the same spot.",
            visuals: 'A thin elastic swapped for a silk scrunchie, then ponytail positions changing.',
          },
          {
            title: 'When to get checked',
            text: 'Thinning edges • Tender bumps • Patches → see a dermatologist',
            voiceover:
              'If your edges are thinning, you get tender bumps along the hairline, or you see patches, see a dermatologist early. Not medical advice.',
            visuals: 'Talk to camera, caption "see a professional".',
          },
          {
            title: 'Your go-to style',
            text: 'Comment your everyday hairstyle',
            voiceover: "What style do you wear most days? Comment it, and I'll show gentler versions.",
            visuals: 'Loose low bun, talk to camera.',
          },
        ],
        why_it_works:
          'Raises an overlooked risk in a familiar daily habit, which grabs attention • Easy swaps make it actionable without giving up favorite styles • Responsible medical guidance builds trust on a sensitive topic • Style comments give you material for a follow-up gentler-styles series',
      },
      source: {
        comment: 'i wear a slicked back bun every day for work and my edges are getting thinner… should i be worried?',
        commentAuthor: '@nurse.nia',
        commentLikes: 3890,
        videoTitle: 'Slick back bun tutorial for work',
        videoCreator: '@sleek.sloane',
        videoViews: 2_760_000,
        platform: 'instagram',
      },
    },
  },
]);
