import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Fashion: 14 days of ideas, variants A and B (capsule wardrobes, styling basics, fit and tailoring, thrifting, clothing care). */
export const FASHION_IDEAS: readonly ContentIdea[] = dailyIdeas('fashion', [
  {
    subNiche: 'capsule-wardrobe',
    A: {
      title: 'The 3-color formula for a closet that matches',
      content: {
        hooks: [
          "A full closet and nothing to wear isn't a clothes problem. It's a color problem.",
          'I stopped buying random pieces and used one formula instead: two neutrals and one accent.',
          'Why does every outfit feel like it needs one more thing? Look at the colors.',
        ],
        sections: [
          {
            title: 'Pull your most-worn pieces',
            text: 'Lay out the 10 things you actually wear every week',
            voiceover:
              "Don't start with the whole closet. Pull the ten pieces you actually reach for every week and lay them on the bed. They already know your palette.",
            visuals: 'Overhead shot of ten pieces landing on the bed one by one, then a slow pan across them.',
          },
          {
            title: 'Pick two neutrals',
            text: 'Base neutral (black, navy, brown, grey) + light neutral (white, cream, beige)',
            voiceover:
              'Pick one dark base neutral, like black, navy, brown or grey, and one light neutral, like white, cream or beige. Most of your bottoms, shoes and outerwear live here.',
            visuals: 'Hands sorting the pile into a dark stack and a light stack, with color swatch labels on screen.',
          },
          {
            title: 'Add one accent',
            text: 'One color you love that works with both neutrals',
            voiceover:
              'Now one accent color you love and that works with both neutrals: olive, burgundy, cobalt, whatever makes you happy. Tops and accessories carry it.',
            visuals: 'A third small stack in the accent color slides in between the two neutral stacks.',
          },
          {
            title: 'The match test',
            text: 'Every new piece must work with at least 3 things in the palette',
            voiceover:
              'From now on, a new piece only comes home if it works with at least three things already in these stacks. That one rule is why everything starts matching.',
            visuals: 'Holding a new top against three different bottoms in quick cuts, each one getting a tick on screen.',
          },
          {
            title: 'Your palette?',
            text: 'Comment your 2 neutrals + 1 accent',
            voiceover: 'Comment your two neutrals and your accent. I will build outfits for the most common combination.',
            visuals: 'Talk to camera holding the three stacks, then pointing down to the comments.',
          },
        ],
        why_it_works:
          'Answers the "nothing to wear" frustration with a cause viewers can see on their own bed • A simple formula is easy to remember and screenshot • The match test gives viewers a rule for their next shopping trip • Comments with palettes become ready-made outfit videos',
      },
      source: {
        comment: 'my closet is literally overflowing and i still have NOTHING to wear every single morning. how 😭',
        commentAuthor: '@clo.sets.and.regrets',
        commentLikes: 7312,
        videoTitle: 'Closet tour: everything I own after a big declutter',
        videoCreator: '@tidy.threads',
        videoViews: 2_480_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The backwards-hanger closet audit',
      content: {
        hooks: [
          'Turn every hanger in your closet backwards tonight. In 60 days you will know what to let go.',
          'I thought I wore most of my clothes. The hangers said otherwise.',
          'The laziest closet clean-out there is: you just keep getting dressed.',
        ],
        sections: [
          {
            title: 'Flip every hanger',
            text: 'All hooks facing you, the wrong way round',
            voiceover:
              'Tonight, turn every hanger so the hook faces you. It takes five minutes and you never have to think about it again.',
            visuals: 'Fast-forward shot of hands flipping a full rail of hangers, the hooks all turning the same way.',
          },
          {
            title: 'Wear, then flip back',
            text: 'After you wear something, hang it the normal way',
            voiceover:
              "When you wear something and put it back, hang it the normal way. That's the whole system. Folded things? A sticky note on the shelf works too.",
            visuals: 'Close-up of a worn shirt going back on the rail with the hook facing the correct way.',
          },
          {
            title: 'Read it after 60 days',
            text: 'Still backwards = not part of your real wardrobe',
            voiceover:
              "After about two months, or one full season, look at the rail. Everything still backwards is what you don't actually wear.",
            visuals: 'Same rail two months later, the backwards hangers highlighted with an on-screen circle.',
          },
          {
            title: 'Ask why before you toss',
            text: "Doesn't fit • Wrong occasion • Nothing to wear it with • Just don't like it",
            voiceover:
              "Before you donate, ask why you skipped it. Doesn't fit? Tailor or let go. Nothing to wear it with? That's a shopping lesson. Just don't like it? Let it go.",
            visuals: 'Four labelled bags on the floor; pieces get sorted into them one at a time.',
          },
          {
            title: 'Tell me your number',
            text: 'How many hangers are still backwards?',
            voiceover: 'Try it and come back to comment how many hangers were still backwards. I am guessing it is more than half.',
            visuals: 'Talk to camera next to the rail, counting backwards hangers on your fingers.',
          },
        ],
        why_it_works:
          'Gives viewers proof about their own habits instead of a generic declutter rule • The 60-day wait makes people save the video and return • The "why" sort teaches a shopping lesson, not just a purge • Asking for the count pulls in comments and follow-up stories',
      },
      source: {
        comment: "how do you decide what to get rid of?? i always think 'i might wear it one day' and keep everything lol",
        commentAuthor: '@just.one.more.top',
        commentLikes: 4105,
        videoTitle: 'Decluttering 70% of my closet in one weekend',
        videoCreator: '@less.but.loved',
        videoViews: 1_760_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'The rule of thirds for outfits that look put together',
      content: {
        hooks: [
          'Same top, same jeans. One tuck made this outfit look intentional.',
          'Your outfit looks "off" because it is split in half. Here is the fix.',
          'The proportion rule stylists use and nobody explains.',
        ],
        sections: [
          {
            title: 'The half-and-half problem',
            text: 'Top ends at the hip = body split 50/50',
            voiceover:
              'When your top ends right at the middle of your body, the outfit splits you into two equal halves. The eye reads that as flat and a bit unfinished.',
            visuals: 'Full-length mirror shot in an untucked long top, with a line drawn on screen across the middle.',
          },
          {
            title: 'Aim for one third, two thirds',
            text: '1/3 top + 2/3 bottom, or 2/3 top + 1/3 bottom',
            voiceover:
              'Instead, aim for about one third and two thirds. A shorter top over a higher-rise bottom, or a long top over a short skirt or shorts.',
            visuals: 'Split screen: the untucked version next to a tucked version, with thirds lines drawn on both.',
          },
          {
            title: 'Three ways to get there',
            text: 'Tuck • Belt at the natural waist • Cropped top + high rise',
            voiceover:
              'You can get there three ways: tuck the top, add a belt at your natural waist, or pair a cropped top with a high-rise bottom.',
            visuals: 'Three quick outfit changes, each labelled with its method.',
          },
          {
            title: 'It works with long layers too',
            text: 'Long coat open = a vertical line that reads as one piece',
            voiceover:
              'Wearing a long coat or cardigan? Leave it open. The open line runs top to bottom, and the thirds still show underneath.',
            visuals: 'Throwing an open long coat over the tucked outfit and walking toward the camera.',
          },
          {
            title: 'Try it',
            text: 'Comment the outfit that always feels "off"',
            voiceover: "Comment the outfit that always feels off on you and I'll fix the proportions in a follow-up.",
            visuals: 'Talk to camera in the final outfit, pointing down.',
          },
        ],
        why_it_works:
          'The before/after with lines drawn on screen shows the rule without sound • Uses clothes viewers already own, so it is a free upgrade • Three methods cover different bodies and comfort levels • Asking for the "off" outfit generates follow-up requests',
      },
      source: {
        comment: 'why do my outfits always look kind of frumpy even when the pieces are nice?? i can never tell what is wrong',
        commentAuthor: '@mae.in.the.mirror',
        commentLikes: 5640,
        videoTitle: 'Styling 5 outfits from one pair of jeans',
        videoCreator: '@denim.diaries.co',
        videoViews: 3_150_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Front tuck, full tuck or untucked: when each works',
      content: {
        hooks: [
          "The front tuck isn't for every top. Here is when it works.",
          "I front-tucked everything for two years. Here's what I should have done.",
          'Three ways to wear the same shirt, and the one rule for picking.',
        ],
        sections: [
          {
            title: 'Front tuck',
            text: 'Best for: relaxed tees, knits, loose shirts with high-rise bottoms',
            voiceover:
              'The front tuck is for relaxed pieces: tees, loose knits, soft shirts. It shows your waistline but keeps the ease. Just tuck the front few centimeters, then loosen it.',
            visuals: 'Close-up of hands tucking the front of a tee into high-rise jeans, then tugging it loose.',
          },
          {
            title: 'Full tuck',
            text: 'Best for: fitted or thin tops, tailored trousers, skirts',
            voiceover:
              'The full tuck is cleaner and dressier. Use it with thin or fitted tops and tailored trousers or skirts, ideally with a belt.',
            visuals: 'Same person in a fitted top fully tucked into trousers, belt going on.',
          },
          {
            title: 'Untucked',
            text: 'Best for: cropped tops, boxy tops that end at the hip bone',
            voiceover:
              'Untucked works when the hem already sits at a good point, like a cropped or boxy top ending at your hip bone or higher. Long tops untucked need a slim bottom.',
            visuals: 'A boxy cropped top worn untucked with wide-leg trousers, a spin to camera.',
          },
          {
            title: 'The bulk check',
            text: 'Thick knit? Tuck only the front, or swap for a thinner layer',
            voiceover:
              'If a tuck makes a lump at your waist, the fabric is too thick for a full tuck. Front tuck it, or choose a thinner top.',
            visuals: 'Side profile in a chunky sweater fully tucked, a bump circled on screen, then the front-tuck version.',
          },
        ],
        why_it_works:
          'Turns a trend into a decision rule viewers can use every morning • Side-by-side tucks are instantly readable with the sound off • The confession hook makes it relatable rather than preachy • The bulk check solves the exact problem people complain about in comments',
      },
      source: {
        comment: 'the french tuck never looks right on me it just bunches up weird?? am i doing it wrong',
        commentAuthor: '@tuckedandtired',
        commentLikes: 2380,
        videoTitle: 'Tiny styling tricks that make outfits look expensive',
        videoCreator: '@quiet.closet',
        videoViews: 1_920_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'fit-tailoring',
    A: {
      title: 'What a tailor can fix (and what they cannot)',
      content: {
        hooks: [
          'Before you return those trousers, check if a tailor can fix them. Most fixes are small.',
          'A tailor made my cheapest blazer look like my most expensive one.',
          'Five easy alterations and the one fit problem you should never buy.',
        ],
        sections: [
          {
            title: 'Easy fixes',
            text: 'Hem length • Taper a leg • Take in a waist • Shorten sleeves • Take in a shirt',
            voiceover:
              'These are usually quick and affordable: hemming trousers, tapering a leg, taking in a waist a little, shortening sleeves and taking in the sides of a shirt.',
            visuals: 'Pinned trouser hem, chalk lines on a shirt side seam, each with a green tick on screen.',
          },
          {
            title: 'Harder fixes',
            text: 'Letting out = limited by leftover fabric inside the seam',
            voiceover:
              "Making something bigger depends on how much spare fabric is hidden in the seam. Sometimes there's a little, often there's almost none. Check inside before you count on it.",
            visuals: 'Turning a pair of trousers inside out to show the seam allowance, a finger measuring it.',
          },
          {
            title: "Don't buy: wrong shoulders",
            text: 'Shoulder seam too wide or too narrow = walk away',
            voiceover:
              "The one to avoid: jackets and coats that don't fit in the shoulders. Reworking shoulders is complex and expensive, and often it still looks off.",
            visuals: 'A jacket with the shoulder seam hanging past the shoulder bone, a red X on screen.',
          },
          {
            title: 'Buy for the biggest part',
            text: 'Fit your widest point, tailor the rest',
            voiceover:
              'So buy for the part of you that is hardest to fit, like shoulders, hips or thighs, and let the tailor handle the rest.',
            visuals: 'Trying trousers that fit the hips but gape at the waist, then pinching the extra fabric at the back.',
          },
          {
            title: 'Your fit problem?',
            text: 'Comment the fit issue you always have',
            voiceover: "Comment the fit problem you run into every time you shop and I'll tell you if a tailor can fix it.",
            visuals: 'Talk to camera holding the pinned trousers.',
          },
        ],
        why_it_works:
          'Saves viewers from returning or giving up on pieces they like • The easy/hard/never structure is a checklist people screenshot before shopping • The seam-allowance reveal is a detail most viewers have never seen • Fit problems in the comments become personal follow-up videos',
      },
      source: {
        comment: "is it even worth taking stuff to a tailor? i'm short and NOTHING fits off the rack but i feel like it's only for suits",
        commentAuthor: '@five.foot.nothing',
        commentLikes: 6020,
        videoTitle: 'Why expensive clothes look expensive',
        videoCreator: '@seams.and.stories',
        videoViews: 4_210_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The 5 fit checks to do in every fitting room',
      content: {
        hooks: [
          "Standing still in the mirror is why you buy clothes that don't fit.",
          'Five moves in the fitting room that saved me from so many returns.',
          'Do you sit, reach and squat before you buy? You should.',
        ],
        sections: [
          {
            title: 'Check 1: the shoulder seam',
            text: 'Seam should sit at the edge of your shoulder bone',
            voiceover:
              'First, find the shoulder seam. On most structured tops and jackets it should sit right where your shoulder bone ends.',
            visuals: 'Close-up of a finger tracing the shoulder seam to the shoulder bone.',
          },
          {
            title: 'Check 2: reach up',
            text: 'Arms overhead: does the hem ride up or the back pull?',
            voiceover:
              'Reach both arms up like you are grabbing something from a shelf. If the whole top rides up or the back pulls tight, it is too small through the arms.',
            visuals: 'Fitting room mirror shot, arms up, the hem lifting to show skin.',
          },
          {
            title: 'Check 3: sit and squat',
            text: 'Waistband digs or gapes? Fabric pulls across the thighs?',
            voiceover:
              'Sit on the bench, then do a small squat. Trousers that dig in, gape at the back or pull across the thighs will bother you all day.',
            visuals: 'Sitting on the fitting room bench, side view of the waistband gaping at the back.',
          },
          {
            title: 'Check 4: buttons and zips',
            text: 'Gaping between buttons or pulling lines = size up or skip',
            voiceover: 'Look at the buttons. Gaps between them or lines pulling sideways mean the fit is tight there, even if it closes.',
            visuals: 'Close-up of a shirt front with gaps between buttons, lines pulling sideways.',
          },
          {
            title: 'Check 5: the back view',
            text: 'Phone camera on a timer = your 3-way mirror',
            voiceover:
              'Finally, check the back. Set your phone on a timer and take a photo. Most of us never see the back of what we buy. Which check do you always skip? Tell me.',
            visuals: 'Phone propped on the bench, a timer countdown, then the back-view photo on screen.',
          },
        ],
        why_it_works:
          'A numbered list viewers can follow in the next fitting room, so it gets saved • The movement checks are visual and work muted • Saves money and returns, which people love to share • The closing question invites personal stories in the comments',
      },
      source: {
        comment: 'i swear everything fits in the fitting room and then i get home and hate it. what am i missing',
        commentAuthor: '@returns.queen',
        commentLikes: 3870,
        videoTitle: 'Come shopping with me: honest try-on haul',
        videoCreator: '@trylabel',
        videoViews: 1_340_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'thrifting',
    A: {
      title: 'Spot quality at the thrift store in 10 seconds',
      content: {
        hooks: [
          'I check these four things before I even look at the size.',
          'Thrifting takes forever if you read every label. Do this instead.',
          'This thrifted coat passed all four quality checks. Watch.',
        ],
        sections: [
          {
            title: 'Feel the fabric first',
            text: 'Run your hand along the rack: stop at wool, linen, cotton, silk',
            voiceover:
              'Walk the rack with your hand out. Natural fibers like wool, linen, heavy cotton and silk feel different from thin synthetics, and you can find them without reading a single label.',
            visuals: 'Hand brushing along a thrift rack in slow motion, stopping on a wool coat.',
          },
          {
            title: 'Read the fabric tag',
            text: 'Fiber content is usually on a small tag in the side seam',
            voiceover:
              'Then check the fiber tag, usually tucked in the side seam. It tells you more about quality than the brand tag at the neck.',
            visuals: 'Close-up of fingers pulling out a side-seam tag that reads mostly wool.',
          },
          {
            title: 'Flip it inside out',
            text: 'Neat, finished seams • lining • spare buttons',
            voiceover:
              'Turn it inside out. Neat, finished seams, a full lining, or a spare button sewn inside are signs someone took care making it.',
            visuals: 'Coat turned inside out, camera moving over the lining and a spare button.',
          },
          {
            title: 'Check the details',
            text: 'Stripes match at seams • sturdy zipper • no holes at stress points',
            voiceover:
              'Last: do the stripes or checks line up at the seams? Does the zipper run smoothly? Check the underarms, the crotch and the cuffs for holes and thinning.',
            visuals: 'Close-up of a plaid pattern lining up at the seam, then a zipper pulled up and down.',
          },
          {
            title: 'Your best find?',
            text: 'Comment your best thrift find',
            voiceover: 'Comment the best thing you ever found thrifting. I want to know what passed the test.',
            visuals: 'Wearing the thrifted coat, doing a spin in the store aisle.',
          },
        ],
        why_it_works:
          'Turns a slow treasure hunt into a fast method, which is what the comment asked for • Tactile close-ups make the checks easy to learn without sound • Viewers can use it on their next trip, so they save it • Best-find stories fill the comments and feed future videos',
      },
      source: {
        comment: "how do y'all find good stuff thrifting?? i go and it's all fast fashion and pilled sweaters",
        commentAuthor: '@secondhand.sad',
        commentLikes: 9210,
        videoTitle: 'I found a designer wool coat at the thrift store',
        videoCreator: '@rack.raider',
        videoViews: 3_640_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Thrift finds worth it vs ones to skip',
      content: {
        hooks: [
          'Not everything is a bargain just because it is secondhand.',
          'I used to buy everything that was cheap at the thrift store. My closet paid for it.',
          'Three things I always grab thrifting and three I leave on the rack.',
        ],
        sections: [
          {
            title: 'Grab: wool and leather',
            text: 'Coats, blazers, knitwear, belts, bags',
            voiceover:
              'Always worth a look: wool coats, blazers, knitwear and real leather belts and bags. They last for years and cost a lot new.',
            visuals: 'Arm filling a basket with a wool blazer, a knit and a leather belt.',
          },
          {
            title: 'Grab: denim',
            text: 'Sturdy, already broken in, easy to hem or taper',
            voiceover: 'Denim is a thrift classic. It is already broken in, it is sturdy, and jeans are easy to hem or taper.',
            visuals: 'Flipping through a denim rack, holding a pair up to the light.',
          },
          {
            title: 'Skip: stretched or pilled knits',
            text: 'Saggy cuffs and heavy pilling rarely recover',
            voiceover:
              'Skip knits that are badly pilled or stretched at the cuffs and hem. You can shave some pilling, but stretched-out knit rarely bounces back.',
            visuals: 'Close-up of a stretched sweater cuff being tugged, no recovery, a red X on screen.',
          },
          {
            title: 'Skip: "I will fix it someday"',
            text: 'Broken zips, big stains, major alterations',
            voiceover:
              "Skip anything that needs a big fix you won't actually do: a broken zipper, a set-in stain, or an alteration that costs more than the piece is worth to you.",
            visuals: 'A stained shirt held up, a timer graphic saying "someday" spinning forever.',
          },
          {
            title: 'Your rule?',
            text: 'What do you always skip?',
            voiceover: 'What is your thrift rule? Comment what you always skip and I will add the best ones to part two.',
            visuals: 'Talk to camera at the checkout with a small, edited basket.',
          },
        ],
        why_it_works:
          "A grab/skip comparison is quick to scan and easy to save • The confession hook speaks to impulse thrifters • Practical limits (what can and cannot be fixed) build trust • Asking for viewers' rules sets up a crowd-sourced part two",
      },
      source: {
        comment: 'my problem is i buy everything because its cheap and then never wear it 🫠 what should i actually be looking for',
        commentAuthor: '@bargainbrain.bex',
        commentLikes: 3150,
        videoTitle: 'Thrift haul: everything under 10 dollars',
        videoCreator: '@thrift.hunting.fits',
        videoViews: 980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'clothing-care',
    A: {
      title: 'Wash wool sweaters without shrinking them',
      content: {
        hooks: [
          "Your sweater didn't shrink because you washed it. It shrank because of heat and rubbing.",
          'I shrank my favourite sweater to child size. Here is how to never do that.',
          'Hand-washing wool takes 10 minutes. Here is the whole routine.',
        ],
        sections: [
          {
            title: 'Why wool shrinks',
            text: 'Heat + agitation = fibers lock together (felting)',
            voiceover:
              'Wool shrinks when heat and rubbing make the fibers tangle and lock together. That is called felting, and it cannot really be undone. So the fix is cool water and no scrubbing.',
            visuals: 'Two sweaters side by side: a normal one and a shrunken, felted one, with a close-up of the dense texture.',
          },
          {
            title: 'Cool water, gentle soap',
            text: 'Cool or lukewarm water • a wool or gentle detergent • soak 10 min',
            voiceover:
              'Fill a basin with cool or lukewarm water and a little wool or gentle detergent. Press the sweater under and let it soak for about ten minutes.',
            visuals: 'Sink filling, detergent pour, sweater gently pressed under the water.',
          },
          {
            title: "Squeeze, don't wring",
            text: 'Press the water out • roll in a towel',
            voiceover:
              "Drain, refill with clean cool water to rinse, then press the water out. Don't wring it. Roll it up in a towel and press to soak up the rest.",
            visuals: 'Hands pressing the sweater against the sink, then rolling it into a towel like a burrito.',
          },
          {
            title: 'Dry flat, no dryer',
            text: 'Reshape on a towel or rack • away from direct heat',
            voiceover:
              'Lay it flat on a dry towel or a drying rack, reshape it to its original size, and keep it away from the dryer and radiators.',
            visuals: 'Sweater laid flat on a rack, hands patting the sleeves and hem into shape.',
          },
          {
            title: 'Check your label',
            text: 'Some labels say dry clean only: follow it when in doubt',
            voiceover:
              'Always check the care label first, and follow it when in doubt. What is the one item you are scared to wash? Comment it.',
            visuals: 'Close-up of a care label, then talk to camera holding the dried sweater.',
          },
        ],
        why_it_works:
          'Explains the why (felting), so viewers trust the method • The shrunken sweater is a painful, relatable visual • Step-by-step with a soak timer is easy to follow and save • Asking for "scary to wash" items fills the comments with future topics',
      },
      source: {
        comment: 'i have shrunk SO many sweaters in the wash. is there a way to wash wool at home or do i have to dry clean everything',
        commentAuthor: '@knit.picky',
        commentLikes: 4480,
        videoTitle: 'My fall knitwear collection',
        videoCreator: '@cosy.layers',
        videoViews: 1_270_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Why your sweaters look old after one season',
      content: {
        hooks: [
          'Three habits are making your new sweaters look old.',
          'This sweater is five years old. Here is why it still looks new.',
          'Are you hanging your knits? Stop.',
        ],
        sections: [
          {
            title: 'Habit 1: hanging knits',
            text: 'Hangers stretch shoulders and leave bumps',
            voiceover:
              'Hanging heavy knits stretches them down and leaves those pointy shoulder bumps. Fold them and keep them on a shelf or in a drawer.',
            visuals: 'A sweater on a hanger with visible shoulder bumps, then being folded neatly.',
          },
          {
            title: 'Habit 2: ignoring pilling',
            text: 'Remove pills gently with a fabric shaver or sweater comb',
            voiceover:
              'Pilling happens with friction. Lay the sweater flat and go over it gently with a fabric shaver or a sweater comb. Go easy on thin knits.',
            visuals: 'Satisfying close-up of a fabric shaver removing pills from a sleeve.',
          },
          {
            title: 'Habit 3: washing after every wear',
            text: 'Air it out between wears • wash when it actually needs it',
            voiceover:
              'Knits rarely need washing after one wear. Air them out overnight, wear a layer underneath, and wash when they actually need it.',
            visuals: 'Sweater draped over a chair by an open window, then a tee being put on underneath.',
          },
          {
            title: 'Bonus: wash inside out',
            text: 'Inside out + mesh bag = less friction',
            voiceover:
              'When you do wash, turn it inside out and use a mesh bag on the gentlest setting your label allows. Less friction, less pilling.',
            visuals: 'Sweater turned inside out and zipped into a mesh bag.',
          },
        ],
        why_it_works:
          'Habit-based list lets viewers check their own routine while watching • The de-pilling close-up is satisfying and rewatchable • "Stop hanging your knits" is a surprising claim that gets shared • Gives an easy fix for each problem, so the video feels useful, not judgmental',
      },
      source: {
        comment: 'why do all my sweaters get pilly and weird after like 3 wears?? even the ones that werent cheap',
        commentAuthor: '@fuzzballfiona',
        commentLikes: 2760,
        videoTitle: 'Sweater weather outfit ideas',
        videoCreator: '@layer.by.layla',
        videoViews: 860_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Color combos that always work',
      content: {
        hooks: [
          "You don't need to be good with color. You need four combinations.",
          'I used to wear only black because color scared me. These four combos fixed that.',
          'Which of these four color combos are you wearing today?',
        ],
        sections: [
          {
            title: 'Combo 1: tonal',
            text: 'Different shades of one color (cream + beige + camel)',
            voiceover:
              'One: tonal. Different shades of the same color, like cream, beige and camel. It looks polished with almost no effort.',
            visuals: 'Flat lay of a cream knit, beige trousers and a camel coat, then the outfit on.',
          },
          {
            title: 'Combo 2: neutrals + one accent',
            text: 'Neutral base + one pop of color',
            voiceover: 'Two: neutrals plus one accent. Black, white or denim, and one colorful piece, like a red bag or a green sweater.',
            visuals: 'Neutral outfit, then a bright accessory is added with a quick zoom.',
          },
          {
            title: 'Combo 3: the 60-30-10 split',
            text: '60% main color • 30% second • 10% accent',
            voiceover:
              'Three: sixty, thirty, ten. Most of the outfit in one color, about a third in a second, and a small accent in shoes, bag or jewellery.',
            visuals: 'Outfit on a rail with a pie chart graphic showing the split.',
          },
          {
            title: 'Combo 4: neighbours on the color wheel',
            text: 'Blue + green • red + orange • pink + purple',
            voiceover:
              'Four: colors that sit next to each other on the color wheel, like blue and green or pink and purple. They blend rather than clash.',
            visuals: 'A color wheel graphic, then two outfits using neighbouring colors.',
          },
          {
            title: 'Your color rut?',
            text: 'Comment the color you never know how to wear',
            voiceover: 'Comment the one color you own but never know how to wear. I will style the top answer.',
            visuals: 'Holding up a brightly colored top to camera.',
          },
        ],
        why_it_works:
          'Four named formulas are easy to remember and screenshot • Flat lays and on-body shots make the combos clear without sound • Lowers the fear of color for viewers who wear only neutrals • The "color you never wear" question generates styling requests',
      },
      source: {
        comment: 'how do people just KNOW what colors go together?? i literally only wear black and grey bc im scared',
        commentAuthor: '@monochrome.mo',
        commentLikes: 8120,
        videoTitle: 'Colorful outfits for people who only wear neutrals',
        videoCreator: '@hue.and.you',
        videoViews: 2_730_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Can you wear navy and black together?',
      content: {
        hooks: [
          "Navy and black together isn't a mistake. Here's how to make it look intentional.",
          'My grandma said never wear navy with black. She was wrong, with one condition.',
          'Brown and black, navy and black, cream and white. Which neutrals actually mix?',
        ],
        sections: [
          {
            title: 'The rule is outdated',
            text: 'Neutrals can mix if the outfit looks on purpose',
            voiceover:
              'The old rule says never mix navy and black, or brown and black. Today they mix all the time. The trick is to make it look on purpose, not like you got dressed in the dark.',
            visuals: 'Navy blazer and black trousers on a hanger, a red X crossed out on screen.',
          },
          {
            title: 'Add contrast',
            text: 'Clearly different shades, not almost-matching',
            voiceover:
              'The mix looks accidental when the colors are almost the same. Make the difference clear, like a bright navy with a deep black.',
            visuals: 'Side by side: a near-black navy with black (looks off) and a clear navy with black (looks chosen).',
          },
          {
            title: 'Change the texture',
            text: 'Knit + leather • denim + wool • satin + cotton',
            voiceover:
              'Different textures help a lot: a navy knit with black leather, brown suede with black denim. Texture tells the eye it was a choice.',
            visuals: 'Close-up panning across a navy cable knit and black leather trousers.',
          },
          {
            title: 'Repeat it once',
            text: 'Echo each color in a second piece',
            voiceover:
              'Finally, repeat each color at least once. Navy sweater and navy socks, black trousers and black shoes. Repetition makes it look styled.',
            visuals: 'Full outfit, with arrows on screen linking the repeated colors.',
          },
        ],
        why_it_works:
          'Busts a rule many viewers grew up with, which sparks debate in comments • Side-by-side shots show the difference between accidental and intentional • Three concrete techniques make the advice actionable • Viewers tag the friend or parent who still follows the old rule',
      },
      source: {
        comment: "wait is navy and black together allowed now?? my mom always said it's a fashion crime lol",
        commentAuthor: '@dressedinthedark',
        commentLikes: 1940,
        videoTitle: 'Outfit rules I stopped following',
        videoCreator: '@rulebreaker.rae',
        videoViews: 740_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'capsule-wardrobe',
    A: {
      title: 'Pack a week in a carry-on with the 5-4-3-2-1 rule',
      content: {
        hooks: [
          'Seven days, one carry-on, and I still had outfits left over.',
          'Overpacking happens because you pack outfits. Pack a formula instead.',
          '5-4-3-2-1: the packing list I use for every trip.',
        ],
        sections: [
          {
            title: 'The formula',
            text: '5 tops • 4 bottoms • 3 accessories • 2 pairs of shoes • 1 jacket',
            voiceover:
              'Five tops, four bottoms, three accessories, two pairs of shoes and one jacket. Adjust for the weather, but keep the numbers.',
            visuals: 'Overhead shot of each group being laid out on the bed in order, with a counter on screen.',
          },
          {
            title: 'One palette only',
            text: 'Every top must work with every bottom',
            voiceover:
              'The secret is one color palette. If every top works with every bottom, five tops and four bottoms give you twenty combinations.',
            visuals: 'A grid graphic showing tops across and bottoms down, all squares filled in.',
          },
          {
            title: 'Shoes do the heavy lifting',
            text: 'One pair for walking • one pair that dresses it up',
            voiceover:
              'Shoes take up the most space, so only two: one comfortable pair you can walk all day in and one that dresses things up.',
            visuals: 'Two pairs of shoes packed heel to toe in shower caps along the edge of the case.',
          },
          {
            title: 'Roll, then wear the bulkiest',
            text: 'Roll soft pieces • wear the jacket and heaviest shoes on travel day',
            voiceover: 'Roll the soft pieces, fold the structured ones, and wear your bulkiest jacket and shoes on the travel day.',
            visuals: 'Time-lapse of the carry-on being packed, then zipped shut with no struggle.',
          },
          {
            title: 'Where are you going?',
            text: 'Comment your next trip',
            voiceover: 'Comment where you are going next and I will build a 5-4-3-2-1 list for the most requested destination.',
            visuals: 'Walking out the door pulling the carry-on.',
          },
        ],
        why_it_works:
          'A numeric formula is memorable and highly saveable before trips • The tops-by-bottoms grid shows the "twenty outfits" payoff visually • Packing time-lapses are satisfying and get rewatched • Destination comments give you a series of follow-up videos',
      },
      source: {
        comment: 'i ALWAYS overpack and end up wearing the same 3 things 😩 how do you pack light without being bored',
        commentAuthor: '@suitcase.sofia',
        commentLikes: 5280,
        videoTitle: 'Everything I packed for 2 weeks in Europe',
        videoCreator: '@carryon.only',
        videoViews: 2_190_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Outfit formulas: get dressed in two minutes',
      content: {
        hooks: [
          'I stopped planning outfits and started using formulas. Mornings got so much easier.',
          "Stylists don't invent a new outfit every day. They repeat formulas.",
          'What if getting dressed took two minutes?',
        ],
        sections: [
          {
            title: 'What a formula is',
            text: 'A repeatable shape, not a fixed outfit',
            voiceover:
              'An outfit formula is a shape you repeat with different pieces. Same structure, different colors and fabrics, so it never looks like the same outfit.',
            visuals: 'Three outfits side by side that share the same structure, with the formula written above them.',
          },
          {
            title: 'Formula 1',
            text: 'Straight jeans + knit + loafers or sneakers',
            voiceover:
              'Formula one: straight jeans, a knit and loafers or clean sneakers. Works for most casual days and plenty of offices.',
            visuals: 'Quick try-on of the formula in two color versions.',
          },
          {
            title: 'Formula 2',
            text: 'Wide trousers + fitted top + one statement piece',
            voiceover: 'Formula two: wide trousers, a fitted top, and one statement piece, like a bold earring, bag or shoe.',
            visuals: 'Try-on of the formula, with a zoom on the statement piece.',
          },
          {
            title: 'Find your own',
            text: 'Look at your 5 favourite outfit photos: what repeats?',
            voiceover:
              'To find yours, scroll to your five favourite outfit photos and look for the pattern. What do they have in common? That is your formula.',
            visuals: 'Scrolling through a phone camera roll, then five photos in a grid with the repeats circled.',
          },
          {
            title: 'Share yours',
            text: 'Comment your go-to formula',
            voiceover: 'Comment your go-to formula, and I will make a video styling the most common ones.',
            visuals: 'Talk to camera, fully dressed, holding a coffee.',
          },
        ],
        why_it_works:
          'Answers decision fatigue, a daily pain viewers feel every morning • Concrete formulas can be copied tomorrow • The camera-roll exercise makes it personal and easy to act on • Viewers share formulas in comments, which become future videos',
      },
      source: {
        comment: 'i spend like 40 min every morning trying on stuff and end up late. how do you decide what to wear so fast',
        commentAuthor: '@late.again.lena',
        commentLikes: 3620,
        videoTitle: 'Get ready with me in 10 minutes',
        videoCreator: '@fastgrwm',
        videoViews: 1_480_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'fit-tailoring',
    A: {
      title: 'Find your jean fit: rise, leg and length',
      content: {
        hooks: [
          "Your size isn't the problem with jeans. The rise is.",
          'I tried on 30 pairs of jeans so you can skip to the three numbers that matter.',
          "Why do jeans fit at the hips but gape at the waist? Let's measure.",
        ],
        sections: [
          {
            title: 'Measure your best pair',
            text: 'Front rise: crotch seam to top of waistband',
            voiceover:
              'Grab the jeans that fit you best and lay them flat. Measure the front rise, from the crotch seam to the top of the waistband. That number matters more than the size tag.',
            visuals: 'Jeans flat on the floor, a tape measure running from crotch seam to waistband, the number written on screen.',
          },
          {
            title: 'Rise = where it sits',
            text: 'Low: below the belly button • Mid: just under it • High: at or above it',
            voiceover:
              'Rise decides where the waistband lands. Low sits below the belly button, mid just under it, high at or above it. If waistbands always dig in or slip down, try a different rise.',
            visuals: 'Three pairs on the body with a line showing where each waistband lands.',
          },
          {
            title: 'Leg shape',
            text: 'Skinny • Straight • Bootcut • Wide: balance with your top',
            voiceover:
              'Then leg shape. No shape is off limits for any body. Just balance volume: wider legs look great with a fitted or tucked top, slimmer legs with a looser top.',
            visuals: 'Four quick try-ons, each leg shape labelled, paired with the matching top.',
          },
          {
            title: 'Waist gap? Tailor it',
            text: 'Fits hips and thighs but gapes at the back = easy alteration',
            voiceover:
              'If a pair fits your hips and thighs but gapes at the back of the waist, buy it. Taking in the back waist is a common alteration.',
            visuals: 'Pinching the gap at the back waistband in the mirror, a tick on screen.',
          },
          {
            title: 'Your jean struggle?',
            text: 'Comment your rise number',
            voiceover: 'Measure your best pair and comment the rise. I will group the answers and recommend leg shapes for each range.',
            visuals: 'Holding the tape measure up to camera.',
          },
        ],
        why_it_works:
          'Replaces frustrating trial and error with one measurement viewers can take right now • The measuring shot is practical and saveable for online shopping • Body-neutral framing keeps the comments kind and shareable • Rise numbers in the comments give you data for a follow-up',
      },
      source: {
        comment: 'why is finding jeans SO hard. if they fit my thighs theres a huge gap at the back of my waist every time',
        commentAuthor: '@curvy.and.confused',
        commentLikes: 11_400,
        videoTitle: "Trying on every jean style so you don't have to",
        videoCreator: '@denim.detective',
        videoViews: 5_320_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Which shoes go with which jean length',
      content: {
        hooks: [
          'Your jeans are fine. Your shoes are fighting the hem.',
          'Wide-leg jeans with sneakers always looked wrong on me until I learned this.',
          'The hem length decides the shoe. Four pairings to remember.',
        ],
        sections: [
          {
            title: 'Wide-leg, long',
            text: 'Hem just above the floor • platforms, heeled boots, chunky sneakers',
            voiceover:
              'Long wide-leg jeans look best skimming just above the floor. Wear them with shoes that have some height or bulk, like platforms, heeled boots or chunky sneakers, and hem them to those shoes.',
            visuals: 'Walking toward the camera in long wide-leg jeans, a close-up of the hem grazing chunky sneakers.',
          },
          {
            title: 'Straight leg',
            text: 'Hem at the ankle bone • loafers, flats, low sneakers',
            voiceover:
              'Straight-leg jeans that end around the ankle bone work with loafers, ballet flats and low sneakers. Showing a little ankle keeps it light.',
            visuals: 'Side view of the ankle-length hem with loafers, then a swap to low sneakers.',
          },
          {
            title: 'Skinny or slim',
            text: 'Tuck into boots or cuff above the ankle',
            voiceover:
              'Skinny and slim jeans go into tall boots or end right at the ankle with low shoes. Extra fabric bunching at the ankle is what makes them look dated.',
            visuals: 'Skinny jeans tucked into knee boots, then a quick version with bunched hems crossed out.',
          },
          {
            title: 'Cropped flare or kick',
            text: 'Show the ankle • heeled boots or a low block heel',
            voiceover:
              'Cropped flares are meant to show some ankle. Ankle boots with a heel or a low block heel keep the flare in proportion.',
            visuals: 'Cropped flares with heeled ankle boots, walking shot.',
          },
          {
            title: 'Hem for the shoe',
            text: 'Take your usual shoes to the tailor',
            voiceover:
              'Getting jeans hemmed? Bring the shoes you will wear most with them. Which pairing do you struggle with? Comment below.',
            visuals: 'Handing jeans and sneakers across a tailor counter.',
          },
        ],
        why_it_works:
          'Solves a specific, very common styling fail the comment describes • Four pairings form a reference chart viewers save • Close-up hem shots make each rule clear without sound • The tailor tip adds practical value that generic styling videos miss',
      },
      source: {
        comment: 'what shoes am i supposed to wear with wide leg jeans?? sneakers make me look like i have duck feet lmao',
        commentAuthor: '@duckfeet.diaries',
        commentLikes: 4730,
        videoTitle: 'Styling wide leg jeans 5 ways',
        videoCreator: '@wideleg.wendy',
        videoViews: 1_610_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'thrifting',
    A: {
      title: 'Bring a tape measure: thrift size tags lie',
      content: {
        hooks: [
          'The size tag in secondhand clothes is the least useful thing on it.',
          'I skipped this jacket for years because of the tag. It fits perfectly.',
          'One item in my bag makes thrifting so much faster.',
        ],
        sections: [
          {
            title: 'Why tags lie',
            text: 'Sizing changes by decade, brand and country • clothes shrink or stretch',
            voiceover:
              'Sizing has changed a lot over the decades and varies by brand and country. Older pieces often run smaller than the number suggests, and clothes shrink or stretch with wear.',
            visuals: 'Three jackets labelled with the same size, held up side by side, visibly different sizes.',
          },
          {
            title: 'Know your numbers',
            text: 'Measure a piece you love: pit to pit • waist flat • inseam • length',
            voiceover:
              'At home, measure pieces that fit you well: armpit to armpit on a top, waist laid flat on trousers, inseam and length. Save them in your phone notes.',
            visuals: 'Tape measure across a favourite tee, then a phone note with the numbers.',
          },
          {
            title: 'Measure in the store',
            text: 'Lay it flat • compare to your notes • allow a little ease',
            voiceover:
              'In the store, lay the piece flat and measure the same spots. Compare with your notes and allow a little room for movement.',
            visuals: 'Measuring a blazer flat on a thrift store table, then checking the phone note.',
          },
          {
            title: 'No fitting room?',
            text: 'Wrap the waistband around your neck • hold trousers to your hips',
            voiceover:
              "No fitting room? An old trick: wrap the waistband around your neck. If the ends just meet, it's often close to your waist size. It's rough, but it helps you decide what to try.",
            visuals: 'Wrapping a pair of trousers around the neck in an aisle, the ends meeting.',
          },
          {
            title: 'Your measuring fails',
            text: 'Comment the worst size surprise you got',
            voiceover: 'Comment the biggest size surprise you ever had thrifting. I know everyone has one.',
            visuals: 'Talk to camera holding up a tiny vintage skirt labelled as a large.',
          },
        ],
        why_it_works:
          'Explains why tags fail, which matches the frustration in the comment • Gives viewers numbers they can measure tonight and reuse forever • The neck-wrap trick is a surprising, shareable hack • Size-surprise stories are fun to read and drive comments',
      },
      source: {
        comment: 'vintage sizing makes zero sense to me. i am a medium and the vintage large didnt even go over my hips??',
        commentAuthor: '@vintage.victim',
        commentLikes: 2980,
        videoTitle: 'Vintage try-on haul (everything fit!)',
        videoCreator: '@oldthreads.olive',
        videoViews: 1_050_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Secondhand online: search smarter and ask better',
      content: {
        hooks: [
          'You are searching resale apps like a store. That is why you only see junk.',
          'I got a wool coat online secondhand that looks brand new. Here is how I searched.',
          'Three questions to ask every seller before you pay.',
        ],
        sections: [
          {
            title: 'Search by fabric',
            text: '"wool coat" • "linen shirt" • "silk blouse" + your measurements',
            voiceover:
              'Search by fabric, not trend words. "Wool coat", "linen shirt", "silk blouse". Then filter by your size and sort by newest.',
            visuals: 'Screen recording of typing "100% wool coat" into a generic resale app search bar.',
          },
          {
            title: 'Read photos like a detective',
            text: 'Zoom on cuffs, collar, underarms • look for a close-up of the label',
            voiceover:
              'Zoom into the photos. Check cuffs, collars and underarms for wear, and look for a photo of the fiber label. No clear photos? Ask.',
            visuals: 'Pinch-zooming on a listing photo, circling a worn cuff.',
          },
          {
            title: 'Ask three questions',
            text: 'Measurements? • Any flaws, smells or pilling? • Fiber content?',
            voiceover:
              'Before paying, ask three things: exact measurements, any flaws, smells or pilling, and the fiber content. Good sellers answer quickly.',
            visuals: 'A typed message to a seller with the three questions, then a friendly reply.',
          },
          {
            title: 'Check the return policy',
            text: 'Know if returns are allowed before you buy',
            voiceover:
              "Many secondhand sales are final, so check the platform protection and the seller's return policy before you buy, and keep messages in the app.",
            visuals: 'Scrolling through a listing to the returns section, highlighted.',
          },
          {
            title: 'Your search trick?',
            text: 'Comment the search term that found your best piece',
            voiceover: 'Comment the search term that found your best piece. Let us build the ultimate list together.',
            visuals: 'Unboxing the wool coat, then a try-on spin.',
          },
        ],
        why_it_works:
          'Turns endless scrolling into a method, answering the comment directly • Screen recordings are easy to follow and copy • The three seller questions are a ready-to-use script • Crowd-sourcing search terms fills the comments with useful tips',
      },
      source: {
        comment: 'every time i buy secondhand online it shows up pilled or smelling weird. how do you not get scammed 😤',
        commentAuthor: '@resale.regret',
        commentLikes: 1870,
        videoTitle: 'My entire wardrobe is secondhand, here is how',
        videoCreator: '@preloved.petra',
        videoViews: 690_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'clothing-care',
    A: {
      title: 'Yellow underarm stains: why they happen and what helps',
      content: {
        hooks: [
          'Bleaching yellow armpit stains can make them worse. Here is why.',
          'I almost threw out this white shirt. Look at it now.',
          "Those yellow marks aren't just sweat. Sweat needs a partner.",
        ],
        sections: [
          {
            title: 'What causes them',
            text: 'Sweat + antiperspirant residue build up in the fabric',
            voiceover:
              'Those yellow marks are usually sweat mixing with antiperspirant residue and building up over many washes. That is why they get worse over time.',
            visuals: 'Close-up of a white shirt underarm with a yellow patch, inside out.',
          },
          {
            title: 'Skip chlorine bleach',
            text: 'Chlorine bleach can deepen the yellow',
            voiceover:
              "Don't reach for chlorine bleach. On these stains it can actually make the yellow darker. Try an oxygen-based stain remover instead, if your label allows it.",
            visuals: 'A chlorine bleach bottle pushed aside, a tub of oxygen-based stain remover pulled forward.',
          },
          {
            title: 'Soak and scrub',
            text: 'Enzyme detergent or oxygen bleach soak • soft brush • repeat if needed',
            voiceover:
              'Rub in a little enzyme detergent, or soak in warm water with oxygen bleach for a few hours, then gently brush. Old stains can take two or three rounds.',
            visuals: 'Shirt soaking in a basin, then a soft toothbrush scrubbing the underarm.',
          },
          {
            title: 'No dryer until it is gone',
            text: 'Heat can set stains: air dry and check first',
            voiceover: 'Air dry and check before you use the dryer. Heat can set a stain and make it much harder to remove.',
            visuals: 'Shirt hanging to dry by a window, then a close-up of the clean underarm.',
          },
          {
            title: 'Prevent it',
            text: 'Let antiperspirant dry • wash sooner • wash inside out',
            voiceover:
              'To prevent them, let your antiperspirant dry fully before dressing and wash sweaty shirts sooner. What stain should I tackle next? Comment it.',
            visuals: 'Waving arms to dry, then tossing the shirt into the laundry basket.',
          },
        ],
        why_it_works:
          'The "bleach makes it worse" hook corrects a common, costly mistake • Before/after on a stained shirt is strong visual proof • Explains the cause, so viewers trust the method and the prevention tips • Stain requests in the comments give you an endless series',
      },
      source: {
        comment: 'why do ALL my white tees get yellow armpits?? i bleach them and it gets worse 😭',
        commentAuthor: '@whitetee.wendell',
        commentLikes: 6870,
        videoTitle: 'Laundry hacks I wish I knew sooner',
        videoCreator: '@spin.cycle.sage',
        videoViews: 3_420_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why your white tees turn grey (and how to stop it)',
      content: {
        hooks: [
          "More detergent doesn't mean cleaner whites. Often it means greyer ones.",
          'My whites were going grey and I was the reason.',
          'Four laundry habits that turn white tees dingy.',
        ],
        sections: [
          {
            title: 'Habit 1: mixed loads',
            text: 'Dark and colored items shed dye in the wash',
            voiceover:
              'Washing whites with darks and colors lets small amounts of dye move around every wash. Over time that dulls your whites. Keep a whites-only load.',
            visuals: 'Two laundry baskets being sorted, whites in one, everything else in the other.',
          },
          {
            title: 'Habit 2: too much detergent',
            text: 'Extra detergent can leave residue that traps dirt',
            voiceover:
              "Too much detergent doesn't rinse out fully, and the residue can hold on to dirt. Use the dose on the label for your load size.",
            visuals: 'Detergent being poured into a cap, stopping at the fill line.',
          },
          {
            title: 'Habit 3: overloading',
            text: 'Clothes need room to move to get clean',
            voiceover:
              "Stuffing the drum means clothes cannot move through the water, so dirt stays put. Leave about a hand's width of space at the top.",
            visuals: 'A hand sliding into the top of a loaded drum to show the space left.',
          },
          {
            title: 'The reset soak',
            text: 'Oxygen bleach soak for already-grey whites (check the label)',
            voiceover:
              'Already grey? A soak in warm water with an oxygen-based whitener can brighten them. Check the care label first, then wash as normal.',
            visuals: 'Grey tees soaking in a tub, then a side-by-side of before and after on a line.',
          },
        ],
        why_it_works:
          'A counterintuitive hook ("more detergent, greyer whites") stops the scroll • The habit list makes viewers audit their own laundry routine • The reset soak gives a fix for clothes they already own • Broadly relatable: almost everyone owns a dingy white tee',
      },
      source: {
        comment: 'ok but how do you keep white tees actually white? mine look grey after like a month even washing them alone',
        commentAuthor: '@dingy.danny',
        commentLikes: 2240,
        videoTitle: "The perfect white tee doesn't exist (I tested 8)",
        videoCreator: '@basics.bureau',
        videoViews: 1_150_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Layer for cold weather without looking bulky',
      content: {
        hooks: [
          "Bulky layering isn't about how many layers. It is about the order.",
          'I wore four layers today and nobody could tell. Here is the order.',
          'Thin to thick: the layering rule that keeps you warm and streamlined.',
        ],
        sections: [
          {
            title: 'Thin to thick',
            text: 'Base: thin, close-fitting • Middle: knit • Outer: coat',
            voiceover:
              'Start thin and close to the body, like a fitted tee or thermal. Then a knit. Then your coat. Each layer a little looser than the one under it.',
            visuals: 'Getting dressed layer by layer in the mirror, each one labelled on screen.',
          },
          {
            title: 'Warm fabrics do more',
            text: 'One wool layer can replace two cotton ones',
            voiceover:
              'Fabric matters more than the number of layers. A fine wool or thermal base can keep you warmer than two bulky cotton sweaters.',
            visuals: 'Close-up of a fine merino-style knit next to a thick cotton sweatshirt.',
          },
          {
            title: 'Stagger the lengths',
            text: 'Let each layer show a little at the hem or collar',
            voiceover:
              'Let layers peek out at the collar or hem, a shirt collar over a knit, a knit just under the coat hem. It looks styled instead of stuffed.',
            visuals: 'Close-up of a collar over a sweater neckline, then the hems stacked at the hip.',
          },
          {
            title: 'Open the outer layer',
            text: 'Open coat = vertical line = slimmer silhouette',
            voiceover:
              'When you can, wear the outer layer open. That long vertical line through the middle keeps the outfit from looking boxy.',
            visuals: 'Coat buttoned, then unbuttoned, side by side in the mirror.',
          },
          {
            title: 'Your climate?',
            text: 'Comment how cold it gets where you live',
            voiceover: 'Comment how cold it gets where you live and I will make a layering guide for the coldest answers.',
            visuals: 'Walking outside in the layered outfit, breath visible in the cold.',
          },
        ],
        why_it_works:
          'Seasonal and practical, so it gets saved before cold weeks • The layer-by-layer mirror sequence is clear with the sound off • Explains why fabric beats bulk, which feels expert • Climate comments create a natural series of follow-ups',
      },
      source: {
        comment: 'how do people layer in winter and still look cute?? i put on a sweater and coat and look like a marshmallow',
        commentAuthor: '@marshmallow.mode',
        commentLikes: 7650,
        videoTitle: 'Winter outfits that are actually warm',
        videoCreator: '@frost.fits',
        videoViews: 2_860_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The third piece rule',
      content: {
        hooks: [
          'Jeans and a tee is an outfit. Add one piece and it looks styled.',
          'The most common styling tip I give, and it takes five seconds.',
          'Why do your basic outfits look boring? They are missing a third piece.',
        ],
        sections: [
          {
            title: 'The rule',
            text: 'Top + bottom + one more layer or accessory',
            voiceover:
              'Top and bottom get you dressed. A third piece makes it an outfit. It is anything that adds a layer, shape or texture.',
            visuals: 'Plain jeans and tee in the mirror, then a hand reaching for a blazer off camera.',
          },
          {
            title: 'Third piece ideas',
            text: 'Blazer • cardigan • overshirt • vest • scarf • belt',
            voiceover: 'A blazer, a cardigan, an overshirt, a knit vest, a scarf, even a statement belt. Pick one that fits the occasion.',
            visuals: 'Fast cuts: the same base outfit with six different third pieces, one per beat.',
          },
          {
            title: 'Match the mood',
            text: 'Blazer = sharper • overshirt = relaxed • scarf = color',
            voiceover: 'Each piece changes the mood. A blazer sharpens it, an overshirt relaxes it, a scarf adds color near your face.',
            visuals: 'Three side-by-side photos with mood labels.',
          },
          {
            title: 'Your basic outfit',
            text: 'Comment your go-to basic outfit',
            voiceover: 'Comment your most basic go-to outfit and I will pick a third piece for it in the next video.',
            visuals: 'Talk to camera in the blazer version, pointing to the comments.',
          },
        ],
        why_it_works:
          'A simple, named rule is easy to remember and repeat to friends • The fast-cut transformations are highly rewatchable • Uses pieces most viewers already own, so it feels achievable • Outfit requests in the comments feed the next video',
      },
      source: {
        comment: 'i wear jeans and a tshirt every day and feel so boring but i dont want to try hard either. any tips?',
        commentAuthor: '@basic.bri',
        commentLikes: 3340,
        videoTitle: 'Effortless outfits for everyday',
        videoCreator: '@easy.chic.emi',
        videoViews: 1_390_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'capsule-wardrobe',
    A: {
      title: 'Cost per wear: which purchase is actually cheaper',
      content: {
        hooks: [
          'The cheaper top might be the most expensive thing in your closet.',
          'I did the math on my closet and my cheap buys lost.',
          'Divide the price by the times you will wear it. Then decide.',
        ],
        sections: [
          {
            title: 'The formula',
            text: 'Price ÷ number of wears = cost per wear',
            voiceover: 'Cost per wear is the price divided by the number of times you wear it. It shows what a piece really costs you.',
            visuals: 'Handwritten formula on a notepad, big and clear.',
          },
          {
            title: 'An example',
            text: 'Coat: 200 ÷ 100 wears = 2 • Trend top: 30 ÷ 3 wears = 10',
            voiceover:
              'A coat for 200 worn 100 times costs 2 per wear. A trend top for 30 worn three times costs 10 per wear. Same currency, very different value.',
            visuals: 'Coat and top held up side by side, their numbers appearing above each.',
          },
          {
            title: 'Estimate honestly',
            text: 'How often will I really wear it, in which season?',
            voiceover:
              'The trick is to be honest about the wears. How many weeks a year is the right weather? What will you wear it with? Guess low, not high.',
            visuals: 'Calendar graphic highlighting only the cold months for a heavy coat.',
          },
          {
            title: "It's not an excuse to overspend",
            text: 'Expensive ≠ durable • check fabric and construction',
            voiceover:
              "This isn't permission to buy anything pricey. Expensive doesn't always mean durable, so check fabric and construction first. And only spend what fits your budget.",
            visuals: 'Flipping a pricey garment inside out to look at the seams.',
          },
          {
            title: 'Your best value piece',
            text: 'Comment your lowest cost-per-wear item',
            voiceover: 'Comment the item in your closet with the lowest cost per wear. Mine is this coat.',
            visuals: 'Wearing the coat, talk to camera.',
          },
        ],
        why_it_works:
          'A simple formula reframes shopping decisions in a way viewers remember • Generic numbers keep the example clear without naming brands or prices • The "not an excuse to overspend" note keeps it honest and trustworthy • Viewers love sharing their best-value pieces in the comments',
      },
      source: {
        comment: 'is it actually worth paying more for clothes? i feel like im wasting money either way',
        commentAuthor: '@budget.but.make.it.cute',
        commentLikes: 5120,
        videoTitle: 'Why I stopped buying fast fashion',
        videoCreator: '@slow.closet.sam',
        videoViews: 2_080_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'The rule of three before you buy anything',
      content: {
        hooks: [
          "If you can't name three outfits, don't buy it.",
          'One rule cut my impulse shopping in half.',
          'Before you check out, play this game.',
        ],
        sections: [
          {
            title: 'The rule',
            text: 'Name 3 outfits with things you already own',
            voiceover:
              'Before you buy anything, name three complete outfits it would make with things you already own. Not someday pieces. Things in your closet now.',
            visuals: 'Holding a new top in a store, three outfit thought-bubbles appearing on screen.',
          },
          {
            title: 'Online? Use your camera roll',
            text: 'Screenshot the item • put it next to your closet photos',
            voiceover:
              "Shopping online? Screenshot the item and put it in a collage next to photos of your own pieces. If it doesn't click, close the tab.",
            visuals: 'Phone screen: a collage app with the new item next to three closet photos.',
          },
          {
            title: 'The 48-hour pause',
            text: 'Still thinking about it in 2 days? Then consider it',
            voiceover: 'Passed the test? Wait 48 hours anyway. If you still want it after two days, it is probably a real gap, not a mood.',
            visuals: 'Adding an item to the basket, then a "48h" timer graphic.',
          },
          {
            title: 'Keep a gaps list',
            text: 'Write down what your outfits are missing, shop only from the list',
            voiceover:
              'Keep a list in your notes of what your outfits keep missing. Black belt, a neutral cardigan. Shop from the list, not the homepage. What is on your list? Comment it.',
            visuals: 'A phone note titled "wardrobe gaps" with three items, one being ticked off.',
          },
        ],
        why_it_works:
          'A clear, repeatable rule directly answers the impulse-buying confession in the comment • The collage tip is a practical, modern hack viewers can try immediately • The 48-hour pause adds a second safety net • Viewers share their gaps lists, which helps you plan future videos',
      },
      source: {
        comment: 'i keep buying cute things that dont go with ANYTHING i own. how do i stop 🥲',
        commentAuthor: '@cart.full.closet.empty',
        commentLikes: 2690,
        videoTitle: 'Things I will never buy again',
        videoCreator: '@mindful.wardrobe',
        videoViews: 1_210_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'fit-tailoring',
    A: {
      title: 'How a blazer should fit: 4 checks',
      content: {
        hooks: [
          'Your blazer looks cheap because of one detail: the shoulders.',
          'I bought the wrong blazer size for years. These four checks fixed it.',
          'Put on your blazer and check these four things right now.',
        ],
        sections: [
          {
            title: 'Shoulders first',
            text: 'Seam at the shoulder bone • no dent below the pad',
            voiceover:
              'The shoulder seam should end at your shoulder bone. If there is a dent in the sleeve just below the pad, the shoulders are too wide.',
            visuals: 'Close-up of a blazer shoulder on the body, then a too-wide version with the dent circled.',
          },
          {
            title: 'Button it',
            text: 'Closes flat • no X-shaped pulling',
            voiceover:
              'Button it up. It should lie flat. If you see an X-shaped pull around the button, it is too tight through the middle.',
            visuals: 'Front view buttoned, with the X-pull highlighted on a too-small example.',
          },
          {
            title: 'Sleeve length',
            text: 'Ends near the wrist bone • a little shirt cuff can show',
            voiceover:
              'Sleeves should end around your wrist bone, so a little shirt cuff can peek out. Sleeves are one of the easier things to shorten.',
            visuals: 'Arms at the sides, a close-up of the sleeve ending at the wrist with a slice of shirt cuff.',
          },
          {
            title: 'Length and style',
            text: 'Classic: covers the seat • cropped or oversized = on purpose',
            voiceover:
              'A classic blazer usually covers most of your seat. Cropped and oversized cuts are different on purpose, but the shoulders still need to make sense.',
            visuals: 'Back view of a classic-length blazer, then a cropped one, side by side.',
          },
          {
            title: 'Check yours',
            text: 'Which check did your blazer fail?',
            voiceover: 'Try on your blazer and comment which check it failed. I will tell you if it is fixable.',
            visuals: 'Talk to camera adjusting the lapels.',
          },
        ],
        why_it_works:
          'Four physical checks viewers can do with their own blazer while watching • Side-by-side good and bad fits make the details obvious without sound • Tells viewers which issues a tailor can fix, so the advice is actionable • "Which check failed?" comments invite personal follow-ups',
      },
      source: {
        comment: 'how is a blazer supposed to fit?? mine always looks like i borrowed it from my dad',
        commentAuthor: '@borrowed.blazer',
        commentLikes: 4390,
        videoTitle: 'How to style a blazer for every occasion',
        videoCreator: '@tailored.tess',
        videoViews: 1_830_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Oversized on purpose vs just too big',
      content: {
        hooks: [
          'Oversized clothes should look chosen. Too-big clothes look borrowed.',
          "I thought oversized meant sizing up. It doesn't.",
          'Same oversized shirt, two ways. One looks styled, one looks sloppy.',
        ],
        sections: [
          {
            title: 'Designed oversized vs sized up',
            text: 'Designed: dropped shoulder, proportions adjusted • Sized up: everything longer and wider',
            voiceover:
              'A piece designed to be oversized has a dropped shoulder and proportions planned for it. Just sizing up makes everything longer and wider, including sleeves and neckline.',
            visuals: 'Two shirts on the body, one designed oversized and one sized up, with the differences labelled.',
          },
          {
            title: 'Balance the volume',
            text: 'Big on top → slim or structured on the bottom',
            voiceover:
              'Balance the volume. Oversized top? Go slimmer or more structured on the bottom, or the whole outfit turns into a blob.',
            visuals: 'An oversized sweater with wide trousers, then with straight trousers, side by side.',
          },
          {
            title: 'Show your frame',
            text: 'Push up sleeves • show the neck or ankles • tuck the front',
            voiceover:
              'Show your frame somewhere: push up the sleeves to show your wrists, choose an open neckline, or front tuck to show your waist.',
            visuals: 'Pushing sleeves up, then a quick front tuck in the mirror.',
          },
          {
            title: 'Your oversized piece',
            text: 'Comment the oversized item you struggle with',
            voiceover: "Comment the oversized piece you love but can't style. I will pick a few to fix in the next video.",
            visuals: 'Talk to camera in the balanced outfit.',
          },
        ],
        why_it_works:
          'Clears up a confusing trend term with visual proof • The side-by-side comparison is easy to understand muted • Three styling moves give an instant fix for clothes viewers own • Comments with problem pieces become personal styling videos',
      },
      source: {
        comment: 'how do u wear oversized stuff without looking like you are drowning in it? i am 5 foot 1',
        commentAuthor: '@petite.pia',
        commentLikes: 3180,
        videoTitle: 'Oversized fits for every body',
        videoCreator: '@baggy.but.make.it.fashion',
        videoViews: 1_560_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Dress codes decoded: casual to cocktail',
      content: {
        hooks: [
          "Smart casual and business casual aren't the same thing.",
          'I showed up to a "smart casual" party in a suit. Never again.',
          'What does cocktail attire actually mean? Five dress codes in one minute.',
        ],
        sections: [
          {
            title: 'Casual',
            text: 'Jeans, tees, sneakers: clean and in good repair',
            voiceover: 'Casual: jeans, tees, sneakers. The only rule is clean and in good repair.',
            visuals: 'A casual outfit flat lay, labelled "casual".',
          },
          {
            title: 'Smart casual',
            text: 'Dark jeans or chinos + a nicer top or shirt + clean shoes',
            voiceover:
              'Smart casual: dark jeans or chinos, a nicer top or shirt, clean shoes like loafers or leather sneakers. Relaxed but put together.',
            visuals: 'The same flat lay upgraded piece by piece into smart casual.',
          },
          {
            title: 'Business casual',
            text: 'Trousers or skirt + shirt, blouse or knit • blazer optional',
            voiceover:
              'Business casual: trousers or a skirt, a shirt, blouse or fine knit, and a blazer if you want it. Workplaces vary, so look at what others wear.',
            visuals: 'A business casual outfit on the body, walking through an office-like space.',
          },
          {
            title: 'Cocktail',
            text: 'Dressy dress or suit, knee to midi • dressy shoes',
            voiceover:
              'Cocktail: a dressy dress, often knee to midi length, or a suit, with dressier shoes. It is a step below black tie, which usually means gowns and tuxedos.',
            visuals: 'Split screen of a cocktail dress and a suit, then a quick black tie reference image.',
          },
          {
            title: 'When in doubt',
            text: 'Ask the host • go one step dressier',
            voiceover: 'Still not sure? Ask the host, or go one step dressier. Which dress code confuses you most? Comment it.',
            visuals: 'Talk to camera holding two outfits on hangers.',
          },
        ],
        why_it_works:
          'A reference guide viewers save before events • Flat lays and on-body shots make each code clear without sound • The embarrassing-story hook is relatable • Questions about confusing dress codes create follow-up content',
      },
      source: {
        comment: 'can someone PLEASE explain what smart casual means. every invite says it and every time i get it wrong',
        commentAuthor: '@overdressed.olly',
        commentLikes: 8830,
        videoTitle: 'Wedding guest outfit mistakes',
        videoCreator: '@rsvp.style',
        videoViews: 4_050_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "What to wear to an interview when you don't know the dress code",
      content: {
        hooks: [
          'Interview tomorrow and no idea what to wear? Use the one-step-up rule.',
          'I wore a full suit to a startup interview. Here is what I learned.',
          'Three steps to work out any company dress code before you walk in.',
        ],
        sections: [
          {
            title: 'Research first',
            text: 'Team photos • company social media • ask the recruiter',
            voiceover:
              'Look at the company team photos and social media, or simply ask the recruiter. Asking what to wear is a normal question.',
            visuals: 'Scrolling through a generic company team page on a phone.',
          },
          {
            title: 'Go one step up',
            text: 'Dress one level above what the team wears every day',
            voiceover:
              'Then dress one step above what the team wears day to day. Hoodies and jeans? Go smart casual. Business casual? Add a blazer.',
            visuals: 'A ladder graphic of dress codes, a marker moving one step up.',
          },
          {
            title: 'Fit and comfort',
            text: 'Try it on the day before: sit, walk, reach',
            voiceover:
              "Try the whole outfit on the day before. Sit, walk and reach. You don't want to be adjusting clothes while answering questions.",
            visuals: 'Trying the outfit on at home, sitting in a chair and checking the mirror.',
          },
          {
            title: 'Finishing details',
            text: 'Clean shoes • no wrinkles • simple accessories',
            voiceover:
              'Finish with clean shoes, no wrinkles and simple accessories. Interviewers notice when someone looks prepared. What field is your interview in? Comment it.',
            visuals: 'Steaming a shirt, wiping shoes, then a final mirror check.',
          },
        ],
        why_it_works:
          'Answers a stressful, time-sensitive question, so viewers save and share it • The one-step-up rule is easy to remember • The research steps make the advice fit any industry • Industry comments give you a series of specific follow-ups',
      },
      source: {
        comment: 'i have a job interview friday and the company is super casual?? do i still wear a suit or is that weird',
        commentAuthor: '@interview.nerves',
        commentLikes: 3950,
        videoTitle: 'What I wore to my first corporate job',
        videoCreator: '@nine.to.five.fits',
        videoViews: 1_640_000,
        platform: 'youtube',
      },
    },
  },
]);
