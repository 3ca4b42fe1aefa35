import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas, ideaOfDay } from '../daily-ideas';

/**
 * Skincare: day 7 variant A and days 8 to 14 in variants A and B (routines, skin barrier, acne,
 * ingredients and sun care). Days 1 to 6 and 7B live in ../skincare-examples.ts.
 */
export const SKINCARE_DAILY_IDEAS: readonly ContentIdea[] = [
  ideaOfDay('skincare', 7, 'A', 'routines', {
    title: 'Starting retinol before a big event?',
    content: {
      hooks: [
        "Starting retinol three weeks before a wedding is a gamble. Here's the smarter plan.",
        'I started retinol the week before my birthday photos. Never again.',
        'Can you start retinol without the purge? Not always, but you can make it a lot gentler.',
      ],
      sections: [
        {
          title: 'Check your calendar first',
          text: 'Big event in the next 6 weeks? Start after it',
          voiceover:
            'If your skin does purge, it usually takes a few weeks to settle. So if a wedding or photos are coming up soon, start your retinol the week after, not the week before.',
          visuals: 'A phone calendar with the event circled, then the retinol start date dragged to the following week.',
        },
        {
          title: 'Low and slow',
          text: 'Pea-sized amount for the whole face • Weeks 1-2: 2 nights a week • Then every other night if skin is calm',
          voiceover:
            'Use a pea-sized amount for your whole face, two nights a week for the first two weeks. If your skin is calm, move to every other night. Irritated? Stay where you are a little longer.',
          visuals: 'A pea-sized dot on a fingertip, then a calendar graphic with the retinol nights filling in week by week.',
        },
        {
          title: 'Buffer it if you run dry',
          text: 'Moisturizer → retinol → moisturizer',
          voiceover:
            'Dry or sensitive? Try the sandwich: a thin layer of moisturizer, then retinol, then moisturizer again. It can soften the dryness and flaking while your skin adjusts.',
          visuals: 'Three-step application on the back of the hand with numbered overlays 1, 2, 3.',
        },
        {
          title: 'One new thing at a time',
          text: 'No new acids, scrubs or serums in your first month',
          voiceover:
            "Don't start a new acid or serum in the same month. If your skin flares, you want to know exactly which product caused it.",
          visuals:
            "A new acid bottle and a scrub pushed off the shelf, leaving cleanser, retinol, moisturizer and SPF. Caption 'one variable'.",
        },
        {
          title: 'Your start date',
          text: 'Comment your start date and skin type',
          voiceover: "Starting soon? Comment your start date and your skin type, and I'll check in on your week-two update.",
          visuals: 'Talk to camera holding the retinol tube, then point down toward the comments.',
        },
      ],
      why_it_works:
        'Answers the real worry behind the comment: a flare-up at the worst possible moment • A dated plan is easier to follow than "start slow" and gets saved for later • The calendar and fingertip shots make the schedule clear with the sound off • Asking for start dates brings back week-two updates, which become your next video',
    },
    source: {
      comment: "is there any way to start retinol without the purge?? my sister's wedding is in 3 weeks and I can't risk it 😬",
      commentAuthor: '@mayaa.k_',
      commentLikes: 2746,
      videoTitle: 'What retinol did to my skin in 12 weeks',
      videoCreator: '@the.retinoid.diaries',
      videoViews: 1_720_000,
      platform: 'youtube',
    },
  }),
  ...dailyIdeas(
    'skincare',
    [
      {
        subNiche: 'barrier',
        A: {
          title: '5 signs your skin barrier is damaged',
          content: {
            hooks: [
              'If even plain water makes your face sting, this one is for you.',
              'Your skin might not be "sensitive". It might be damaged. Here are five signs.',
              'Can skin be flaky and shiny at the same time? Yes, and it is a warning sign.',
            ],
            sections: [
              {
                title: 'Sign 1: everything stings',
                text: 'Your usual moisturizer suddenly burns',
                voiceover: "Products you've used for months suddenly sting or burn. The product didn't change. Your barrier did.",
                visuals: "Moisturizer going on, a wince, caption 'same product, new sting'.",
              },
              {
                title: 'Sign 2: tight and rough',
                text: 'Tight after every wash • sandpaper texture on the cheeks',
                voiceover:
                  'Your face feels tight after every wash, and your cheeks feel rough instead of smooth, even when you moisturize.',
                visuals: 'Macro shot of fingertips dragging slowly across a cheek.',
              },
              {
                title: 'Sign 3: flaky but shiny',
                text: 'Dry flakes + a tight, plastic-looking shine',
                voiceover:
                  'This one surprises people: over-exfoliated skin can look shiny and stretched, almost like plastic, while it still flakes around the nose and mouth.',
                visuals: 'Ring-light close-up showing shine on the cheeks and dry flakes at the sides of the nose.',
              },
              {
                title: 'Signs 4 and 5: redness and new bumps',
                text: 'Patchy redness • tiny bumps in places you never break out',
                voiceover:
                  "Patchy redness and tiny bumps that weren't there before round out the list. If it looks like a rash, spreads, or won't settle, see a dermatologist.",
                visuals: 'Side-by-side photos: calm skin two months ago, red patches today.',
              },
              {
                title: 'Your score',
                text: 'How many did you get? Comment your score out of 5',
                voiceover: 'Count how many you have and comment your score out of five. Next video: the exact routine to calm it all down.',
                visuals: 'Five fingers counted down to camera, then a point toward the comments.',
              },
            ],
            why_it_works:
              'Turns vague discomfort into a checklist viewers score themselves on while watching • The "flaky but shiny" sign is counterintuitive, which keeps people watching and sharing • Score-out-of-5 comments take two seconds to leave • Sets up a natural part two, so viewers follow to get the fix',
          },
          source: {
            comment: "why does literally everything sting now?? even my basic moisturizer that I've used for 2 years",
            commentAuthor: '@rosie.on.repeat',
            commentLikes: 6212,
            videoTitle: 'I exfoliated every day for a month (big mistake)',
            videoCreator: '@acid.overload',
            videoViews: 2_480_000,
            platform: 'tiktok',
          },
        },
        B: {
          title: 'The barrier rescue routine: 3 products',
          content: {
            hooks: [
              'A damaged skin barrier needs fewer products, not a new one.',
              'I cut my routine from nine steps to three, and my skin finally stopped burning.',
              'Two weeks, three products, zero actives. Here is the plan.',
            ],
            sections: [
              {
                title: 'Pause these',
                text: 'Retinoids • acids • scrubs • exfoliating pads • vitamin C • peel-off masks',
                voiceover:
                  'For at least two weeks, pause everything that exfoliates or stings: retinoids, acids, scrubs, exfoliating pads, even your vitamin C.',
                visuals: "Products dropped one by one into a shoebox labelled 'PAUSED'.",
              },
              {
                title: 'Keep these three',
                text: 'Gentle non-foaming cleanser • fragrance-free moisturizer with ceramides or glycerin • SPF',
                voiceover:
                  "Keep three things: a gentle cleanser, a plain fragrance-free moisturizer with ceramides or glycerin, and sunscreen in the morning. That's the whole routine.",
                visuals: 'The three products alone on an empty shelf in soft morning light.',
              },
              {
                title: 'The small habits',
                text: 'Lukewarm water • pat, never rub • thin layer of petroleum jelly on raw spots',
                voiceover:
                  'Wash with lukewarm water, not hot, pat dry, and at night put a thin layer of plain petroleum jelly on any cracked or raw patches.',
                visuals:
                  'A hand testing the water temperature, a towel patting the face, a small dab of ointment at the corner of the nose.',
              },
              {
                title: 'Bring actives back slowly',
                text: 'No stinging for a full week → add ONE active, 2 nights a week',
                voiceover:
                  "Once nothing has stung for a full week, bring back one active, two nights a week. Some skin needs longer than two weeks. If it's getting worse, not better, see a dermatologist.",
                visuals: 'The PAUSED box opens, a single bottle comes out, and a calendar shows two nights circled.',
              },
              {
                title: 'Start today',
                text: "Comment 'day 1' and come back on day 14",
                voiceover: "Starting tonight? Comment 'day 1' and come back in two weeks to tell me how your skin feels.",
                visuals: 'Talk to camera with the three products in frame, then point down.',
              },
            ],
            why_it_works:
              'Cuts the routine down instead of selling a product, which builds trust • The PAUSED box is a visual viewers copy with their own shelf • A clear rule for bringing actives back answers the next question before anyone asks it • "Day 1" comments turn the video into a public challenge with a built-in follow-up',
          },
          source: {
            comment: 'ok I think I destroyed my barrier with too many acids. what do I actually use while it heals??',
            commentAuthor: '@jasminexoxo.skin',
            commentLikes: 3874,
            videoTitle: 'Skincare mistakes that wrecked my skin barrier',
            videoCreator: '@calmskin.club',
            videoViews: 1_290_000,
            platform: 'instagram',
          },
        },
      },
      {
        subNiche: 'acne',
        A: {
          title: 'Which pimple patch for which spot',
          content: {
            hooks: [
              "Pimple patches don't work on every pimple. Here's where they do.",
              'I used to stick a patch on every bump and wonder why nothing happened.',
              'Whitehead, early bump or deep painful lump? Each one needs something different.',
            ],
            sections: [
              {
                title: 'Whitehead with a head',
                text: 'Classic clear hydrocolloid patch • leave on overnight',
                voiceover:
                  'A spot with a visible white head is where classic hydrocolloid patches shine. They absorb the fluid, keep it clean and, most importantly, keep your fingers off it.',
                visuals: 'Macro of a clear patch going onto a spot at night, then peeled off in the morning, turned white.',
              },
              {
                title: 'Early bump, no head yet',
                text: 'Plain patch = protection only • tiny-dot patches are made for this stage',
                voiceover:
                  "A sore bump that's just starting, with no head? A plain patch mostly protects it. Patches with tiny dissolving points are designed for this stage, though the evidence is still limited.",
                visuals: 'Close-up of a microdot patch held up to the light, then pressed onto a small red bump.',
              },
              {
                title: 'Deep, painful lump',
                text: "Patches won't reach it • cold compress • see a dermatologist if they keep coming back",
                voiceover:
                  'A deep, painful lump under the skin is too deep for any sticker. A cold compress can calm the swelling, and if these keep coming back, a dermatologist has treatments that reach them.',
                visuals: 'An ice cube wrapped in a paper towel held gently against the jawline.',
              },
              {
                title: 'Patch rules',
                text: 'Clean, dry skin • patch before serums • swap it when it turns white',
                voiceover:
                  "Put patches on clean, dry skin before any serum or moisturizer, or they won't stick. Swap it once it's turned white and puffy.",
                visuals: 'Quick cuts: cleanse, pat dry, patch on, then the rest of the routine applied around it.',
              },
              {
                title: 'Your worst type',
                text: 'Whitehead, early bump or deep lump: which one gets you?',
                voiceover: 'Which spot gets you most often: the whitehead, the early bump or the deep painful one? Tell me below.',
                visuals: 'Talk to camera with a patch on the chin, then point to the comments.',
              },
            ],
            why_it_works:
              'A three-way sort (head, no head, deep) gives viewers a decision they can make tonight • Explains the "patches do nothing" frustration from the comment without trashing the product • Patch peel reveals are oddly satisfying and get rewatched • The deep-spot safety note adds credibility and invites questions about painful acne',
          },
          source: {
            comment: 'pimple patches literally do nothing for me?? I put one on and the bump is still there in the morning 🙃',
            commentAuthor: '@tay.lor.made',
            commentLikes: 1842,
            videoTitle: 'Night routine when I have a breakout',
            videoCreator: '@clearish.cam',
            videoViews: 960_000,
            platform: 'tiktok',
          },
        },
        B: {
          title: 'Already popped it? Do this next',
          content: {
            hooks: [
              "We both know you popped it. Let's make sure it doesn't leave a mark.",
              'What you do in the next ten minutes matters more than the pop itself.',
              'Four steps after popping a pimple, from someone who has popped far too many.',
            ],
            sections: [
              {
                title: 'Stop squeezing',
                text: "Hands off • no 'just one more' squeeze",
                voiceover:
                  "First, stop. That extra squeeze to get 'everything out' pushes inflammation deeper and raises the risk of a mark or a scar.",
                visuals: "Hands pulled away from the mirror, caption 'hands off'.",
              },
              {
                title: 'Clean it gently',
                text: 'Wash your hands • rinse with lukewarm water or a gentle cleanser • pat dry',
                voiceover: 'Wash your hands, rinse the area with lukewarm water or a gentle cleanser, and pat it dry with a clean tissue.',
                visuals: 'Hand washing at the sink, then a tissue dabbing the chin.',
              },
              {
                title: 'Cover it',
                text: 'Hydrocolloid patch on the open spot',
                voiceover:
                  'Now cover it with a hydrocolloid patch. It keeps the spot clean and moist so it can heal, and it stops you from touching it again.',
                visuals: 'Macro shot of a patch pressed onto the spot.',
              },
              {
                title: 'Skip the harsh stuff',
                text: 'No alcohol, toothpaste or strong spot treatment on open skin • SPF tomorrow',
                voiceover:
                  "Don't put alcohol, toothpaste or a strong spot treatment on broken skin. It stings and irritates it more. And wear sunscreen tomorrow, because sun can darken the mark it leaves.",
                visuals: 'Toothpaste and rubbing alcohol get a red X, then sunscreen gets a green check.',
              },
              {
                title: 'Confession time',
                text: 'Comment your worst popping story',
                voiceover: "Okay, confession time: what's the worst pimple you've ever popped? The comments are a judgment-free zone.",
                visuals: 'Talk to camera, laughing, then point down.',
              },
            ],
            why_it_works:
              'Meets viewers where they are instead of shaming them, so the advice actually lands • Step-by-step aftercare is something people save for the next time it happens • The red X and green check cards are readable with the sound off • Confession prompts pull in funny, relatable comments that boost reach',
          },
          source: {
            comment: "I already popped it 😭 it's red and angry now, what do I do so it doesn't scar",
            commentAuthor: '@bella.breakout',
            commentLikes: 4965,
            videoTitle: 'Reacting to your pimple popping habits',
            videoCreator: '@skin.with.sofia',
            videoViews: 2_760_000,
            platform: 'instagram',
          },
        },
      },
      {
        subNiche: 'ingredients',
        A: {
          title: 'Read an ingredient list in 30 seconds',
          content: {
            hooks: [
              'The front of the bottle is marketing. The back tells you what is really inside.',
              'How to tell if your niacinamide serum has much niacinamide in it at all.',
              'Three things I check on every ingredient list before I buy.',
            ],
            sections: [
              {
                title: 'Biggest to smallest',
                text: 'Ingredients are listed from most to least',
                voiceover:
                  "Ingredient lists go from the highest amount to the lowest. Water is usually first because it's most of the bottle.",
                visuals: 'A finger tracing down an ingredient list from top to bottom.',
              },
              {
                title: 'Find the 1% line',
                text: 'At 1% or less, any order is allowed • phenoxyethanol often marks that zone',
                voiceover:
                  "Here's the trick: anything at about 1% or less can be listed in any order. Preservatives like phenoxyethanol are used at 1% or less, so what comes after them is usually a tiny amount.",
                visuals: "A highlighter marks 'phenoxyethanol' and a line is drawn under it, caption 'probably ≤1% from here'.",
              },
              {
                title: 'Where is the star?',
                text: 'Star ingredient near the top = a real dose • after the preservative = a sprinkle',
                voiceover:
                  "Now find the ingredient from the front label. Near the top? You're getting a real dose. Way down after the preservative? It's a small amount. Some ingredients work at low levels, but now you know.",
                visuals: 'Two bottles side by side, the star ingredient circled high on one list and near the bottom of the other.',
              },
              {
                title: 'Check for fragrance',
                text: 'Fragrance • parfum • essential oils',
                voiceover:
                  "Last, scan for fragrance, parfum or essential oils. They don't bother everyone, but if your skin reacts easily, that's the first place to look.",
                visuals: 'A highlighter on the word parfum near the end of the list.',
              },
              {
                title: 'Your label hunt',
                text: 'Comment an ingredient you want me to hunt for next',
                voiceover: 'Comment the ingredient you want me to hunt for next, and I will show you where it hides on the label.',
                visuals: 'Talk to camera, flipping a bottle around to its back label.',
              },
            ],
            why_it_works:
              'Teaches a skill instead of pushing a product, so the video is worth saving • The 1% line is an insider trick most viewers have never heard • Works with whatever is already on their shelf, so people pause and check along with you • Ingredient requests in the comments become an easy recurring series',
          },
          source: {
            comment:
              "how do you even know if a product has enough of the ingredient in it? the front says niacinamide but it's like 8th on the list",
            commentAuthor: '@lena.reads.labels',
            commentLikes: 2387,
            videoTitle: 'Skincare marketing tricks that fooled me',
            videoCreator: '@label.detective',
            videoViews: 1_150_000,
            platform: 'youtube',
          },
        },
        B: {
          title: 'Is a higher percentage always better?',
          content: {
            hooks: [
              'A 20% serum is not twice as good as a 10% one.',
              'I bought the strongest percentage on the shelf. My skin hated me for a month.',
              'What does the percentage on your serum actually tell you?',
            ],
            sections: [
              {
                title: 'More can just mean more irritation',
                text: 'Higher % ≠ better results • often = more redness and stinging',
                voiceover:
                  "For a lot of actives, going higher mostly adds irritation, not results. Your skin doesn't give bonus points for the biggest number.",
                visuals: "Three bottles lined up by percentage, a 'results' line flattening out while an 'irritation' line keeps climbing.",
              },
              {
                title: 'Rough useful ranges',
                text: 'Niacinamide: 2-5% is plenty for most • Vitamin C: about 10-20% • Retinol: start low and build',
                voiceover:
                  'As a rough guide: niacinamide works well at two to five percent, vitamin C at around ten to twenty, and with retinol you start low and build up.',
                visuals: 'A simple text card over a flat-lay of three serums.',
              },
              {
                title: 'The percentage trick',
                text: "'2% hyaluronic acid' can mean 2% of a ready-made solution",
                voiceover:
                  "Some percentages aren't what they look like. A '2% hyaluronic acid' serum can mean two percent of a ready-made solution, not two percent pure hyaluronic acid.",
                visuals: 'Zoom on the front label, then a few drops of serum stirred into a glass of water.',
              },
              {
                title: 'Formula beats number',
                text: 'pH, stability and the rest of the formula matter too',
                voiceover:
                  "How well it works also depends on the formula: its pH, how stable it is, what it's paired with. The number is one clue, not the whole story.",
                visuals: 'Two bottles with the same percentage and a big question mark between them.',
              },
              {
                title: 'Your strongest mistake',
                text: 'Comment the highest % you tried and how it went',
                voiceover: "What's the strongest thing you've ever put on your face, and how did it go? Tell me below.",
                visuals: 'Talk to camera, eyebrow raised, then point down.',
              },
            ],
            why_it_works:
              'Challenges the "stronger must work faster" instinct most shoppers have • Concrete ranges give viewers something to check against the bottle they own • The hyaluronic acid detail is a surprising fact people share • Stories about too-strong products are relatable and spark replies in the comments',
          },
          source: {
            comment: 'should I get the 10% or the 20% one?? surely 20 works twice as fast right',
            commentAuthor: '@priya.glows',
            commentLikes: 1563,
            videoTitle: 'Budget serums that actually work',
            videoCreator: '@serum.saver',
            videoViews: 840_000,
            platform: 'tiktok',
          },
        },
      },
      {
        subNiche: 'sun-care',
        A: {
          title: 'Mineral or chemical sunscreen? Pick by this',
          content: {
            hooks: [
              'Mineral sunscreen does not just "bounce the sun off" your skin. That surprised me too.',
              "I switched to mineral because someone told me chemical was bad for me. Here's what I got wrong.",
              'White cast, stinging eyes or a greasy finish? Your sunscreen type might be why.',
            ],
            sections: [
              {
                title: 'What each one is',
                text: 'Mineral = zinc oxide and/or titanium dioxide • Chemical (organic) = other UV filters',
                voiceover:
                  "Mineral sunscreens use zinc oxide or titanium dioxide. Chemical ones use other UV filters. Both types are approved where they're sold, and skipping sunscreen is the real risk.",
                visuals: 'Two tubes flipped to their active ingredient panels, each one highlighted.',
              },
              {
                title: 'The myth',
                text: "Mineral doesn't just reflect • it mostly absorbs UV too",
                voiceover:
                  'The old line is that mineral reflects and chemical absorbs. In reality, mineral filters mostly absorb UV as well and reflect only a small part. The real difference is how they look and feel.',
                visuals: "A 'MYTH' stamp slams over a cartoon of sunlight bouncing off a face.",
              },
              {
                title: 'Choose mineral if',
                text: 'Sensitive or reactive skin • sunscreen stings your eyes • go tinted to skip the white cast',
                voiceover:
                  'Mineral is often a good pick if your skin is sensitive or sunscreen stings your eyes. If the white cast bothers you, look for a tinted version.',
                visuals: 'A tinted mineral swatch blending into deeper skin next to a white streak from an untinted one.',
              },
              {
                title: 'Choose chemical if',
                text: 'You want zero cast • a thin, sheer texture for every day',
                voiceover:
                  'Chemical sunscreens usually go on sheer with no cast and feel lighter, which makes daily use easier. Hybrids mix both kinds of filters. Pregnant or have a specific concern? Ask your doctor.',
                visuals: 'A clear gel sunscreen rubbed into the back of the hand until it disappears.',
              },
              {
                title: 'Pick a side',
                text: 'Team mineral or team chemical? Comment with your skin type',
                voiceover:
                  "Team mineral or team chemical? Comment your pick and your skin type, and let's see which one wins for each skin type.",
                visuals: 'Both tubes held up like a vote, then a point toward the comments.',
              },
            ],
            why_it_works:
              'Busts a myth almost every viewer has heard, which earns the "wait, really?" share • Choosing by skin and preference takes the fear out of the decision the commenter is stuck on • Side-by-side swatches show the white-cast difference without sound • "Team mineral or team chemical" is a debate-style prompt that fills the comments',
          },
          source: {
            comment: "is mineral sunscreen actually better?? someone told me chemical ones are bad for you and now I'm scared to use mine",
            commentAuthor: '@noor.in.the.sun',
            commentLikes: 3921,
            videoTitle: 'The sunscreen I wear every single day',
            videoCreator: '@sunsafe.sienna',
            videoViews: 2_210_000,
            platform: 'instagram',
          },
        },
        B: {
          title: 'What the numbers on your sunscreen mean',
          content: {
            hooks: [
              'SPF 100 is not twice as strong as SPF 50.',
              'Broad spectrum, PA++++, water resistant 80... what does any of it mean?',
              "I used to buy sunscreen by the biggest number. Here's what I check now.",
            ],
            sections: [
              {
                title: 'SPF = the burning rays',
                text: 'SPF 30 ≈ 97% of UVB • SPF 50 ≈ 98% • tested with a thick layer',
                voiceover:
                  "SPF measures protection from UVB, the rays behind sunburn. SPF 30 blocks about 97 percent, SPF 50 about 98, and that's with the generous amount used in testing.",
                visuals: 'Bar graph overlay for SPF 15, 30, 50 and 100, the bars barely growing after 30.',
              },
              {
                title: 'UVA = the other half',
                text: 'Look for: broad spectrum • PA+ to PA++++ • UVA in a circle',
                voiceover:
                  "UVA rays are linked to tanning and skin aging, and SPF doesn't measure them. Look for 'broad spectrum', a PA rating with more plus signs, or UVA in a circle, depending on where it's sold.",
                visuals: 'Three tubes from different countries, each UVA label circled in turn.',
              },
              {
                title: 'Water resistant ≠ waterproof',
                text: 'Water resistant 40 or 80 min → reapply after swimming or towelling off',
                voiceover:
                  'Water resistant means it held up for 40 or 80 minutes in water during testing. Nothing is waterproof, so reapply after swimming or towelling off.',
                visuals: 'Poolside shot, a towel rub across the shoulders, then sunscreen going back on.',
              },
              {
                title: 'The quick pick',
                text: "SPF 30+ • broad spectrum • a texture you'll wear every day",
                voiceover: "So the quick pick: SPF 30 or higher, broad spectrum, and a texture you'll actually wear every single day.",
                visuals: 'A hand picking one tube off a store shelf, the three checks ticking on screen.',
              },
              {
                title: 'Decode my label',
                text: "Comment a label term you don't get",
                voiceover: "Got a label term I didn't cover? Drop it in the comments and I'll decode it in the next video.",
                visuals: 'Talk to camera holding a tube up to the lens.',
              },
            ],
            why_it_works:
              'Decodes jargon every viewer has seen on a tube but few understand, which makes it highly saveable • The flattening SPF bar graph is a surprising visual that gets shared • Ends with a three-point checklist people can use in the store • Label questions in the comments feed a decoding series',
          },
          source: {
            comment: 'is spf 100 really that much better than 50? and what does PA++++ even mean lol',
            commentAuthor: '@milesofsunshine',
            commentLikes: 1284,
            videoTitle: 'Sunscreen shopping with me',
            videoCreator: '@spf.shelf.talk',
            videoViews: 690_000,
            platform: 'youtube',
          },
        },
      },
      {
        subNiche: 'acne',
        A: {
          title: 'Salicylic acid or benzoyl peroxide?',
          content: {
            hooks: [
              'Salicylic acid and benzoyl peroxide are not interchangeable. Pick by your spot type.',
              'I used salicylic acid on angry red pimples for a year. Wrong tool for the job.',
              'Blackheads or red, sore pimples? That one question decides your acne wash.',
            ],
            sections: [
              {
                title: 'Salicylic acid (BHA)',
                text: 'Oil-soluble • gets into pores • best for blackheads and clogged bumps',
                voiceover:
                  "Salicylic acid dissolves in oil, so it gets into pores and helps clear them out. It's best for blackheads, whiteheads and that bumpy, clogged texture.",
                visuals: 'Macro of blackheads on the nose, then a salicylic acid cleanser lathering up.',
              },
              {
                title: 'Benzoyl peroxide',
                text: 'Targets acne bacteria • best for red, inflamed pimples • bleaches fabric',
                voiceover:
                  "Benzoyl peroxide targets the bacteria involved in acne, so it's the one for red, inflamed pimples. Heads up: it bleaches towels and pillowcases.",
                visuals: 'A red pimple close-up, then a navy towel with bleached white spots.',
              },
              {
                title: 'Start low',
                text: 'Benzoyl peroxide: 2.5-5% is often enough • Salicylic acid: 0.5-2% • a few times a week at first',
                voiceover:
                  'Higher is not better here: 2.5 to 5 percent benzoyl peroxide is often enough, with less dryness. Start a few times a week and keep your moisturizer.',
                visuals: 'Two tubes with their percentages circled, then moisturizer going on.',
              },
              {
                title: 'Got both kinds of spots?',
                text: 'One in the morning, the other at night • add them one at a time',
                voiceover:
                  'Blackheads and angry spots? You can use one in the morning and the other at night, but add them one at a time. Painful, deep or scarring acne is a dermatologist visit.',
                visuals: 'A sun sticker on one tube, a moon sticker on the other.',
              },
              {
                title: 'Your match',
                text: 'Comment which one you use and your main spot type',
                voiceover: "Comment which one you've been using and your main spot type. Let's see how many of you have the right match.",
                visuals: 'Both tubes held up, then a point toward the comments.',
              },
            ],
            why_it_works:
              'A side-by-side comparison answers the exact choice the commenter faces in the acne aisle • Matching the ingredient to the spot type feels personal, so viewers check their own skin while watching • The bleached towel is a memorable, practical warning people thank you for • "Which one do you use?" comments are quick to write and keep the thread going',
          },
          source: {
            comment: "what's the difference between salicylic acid and benzoyl peroxide?? the acne aisle is so confusing",
            commentAuthor: '@drew.tries.skincare',
            commentLikes: 5417,
            videoTitle: 'My acne journey: 1 year in photos',
            videoCreator: '@clearskin.chronicles',
            videoViews: 4_380_000,
            platform: 'tiktok',
          },
        },
        B: {
          title: 'The 2-minute shower habit for back acne',
          content: {
            hooks: [
              'Your back acne wash is probably going down the drain before it does anything.',
              'I hid my back for two summers. This is the shower routine that finally helped.',
              'Hair first or body first? For back acne, the order matters.',
            ],
            sections: [
              {
                title: 'Let the wash sit',
                text: 'Benzoyl peroxide wash on back and chest • leave 1-2 minutes • rinse',
                voiceover:
                  'Use a benzoyl peroxide wash on your back and chest, and let it sit for a minute or two before you rinse. That contact time gives it a chance to work.',
                visuals: 'Shower shot from behind, shoulders up, with a two-minute timer stuck to the tiles.',
              },
              {
                title: 'Hair first, body last',
                text: 'Shampoo + conditioner → then wash your back',
                voiceover:
                  'Do your hair first, then wash your body. Conditioner running down your back can leave a residue that may clog pores.',
                visuals: 'Conditioner rinsing down the back, then body wash going on afterwards.',
              },
              {
                title: 'After the gym',
                text: 'Shower soon after sweating • get out of damp clothes fast',
                voiceover:
                  'Shower soon after workouts, or at least change out of your sweaty top. Tight, damp fabric rubbing on your skin can make back breakouts worse.',
                visuals: 'A gym bag with a fresh shirt, then a quick change in the locker room.',
              },
              {
                title: 'Protect your stuff',
                text: 'White towels • white or old pillowcases • rinse well',
                voiceover:
                  'Benzoyl peroxide bleaches fabric, so switch to white towels and rinse your skin well. Deep, painful or scarring back acne deserves a dermatologist visit.',
                visuals: 'A stack of white towels replacing a coloured one on the rail.',
              },
              {
                title: 'Four-week check-in',
                text: "Comment 'trying this' and report back in 4 weeks",
                voiceover: "Give it about four weeks before you judge it. Comment 'trying this' and come back with your update.",
                visuals: 'Talk to camera after the shower, towel over the shoulders.',
              },
            ],
            why_it_works:
              'Tackles a common but rarely discussed problem, so viewers feel seen • Small habit changes (contact time, hair first) are easy to try tonight • The bleached-towel warning prevents a real annoyance and earns trust • A four-week "trying this" check-in turns the comments into a series',
          },
          source: {
            comment: "does any of this work for back acne?? I can't reach half my back and summer is coming 😩",
            commentAuthor: '@jakeyboy.fit',
            commentLikes: 2671,
            videoTitle: 'How I cleared my skin (realistic routine)',
            videoCreator: '@gymskin.greg',
            videoViews: 1_390_000,
            platform: 'instagram',
          },
        },
      },
      {
        subNiche: 'ingredients',
        A: {
          title: 'Has your vitamin C serum gone bad?',
          content: {
            hooks: [
              "If your vitamin C serum looks like orange juice, it's probably done.",
              'I kept using a brown vitamin C serum for months because I had paid too much to bin it.',
              'Hold your serum up to the light. This check takes five seconds.',
            ],
            sections: [
              {
                title: 'The colour check',
                text: 'Clear or pale yellow = fine • dark orange or brown = oxidized',
                voiceover:
                  "Hold the bottle up to the light. Clear or pale yellow is usually fine. Dark orange or brown means the vitamin C has oxidized and won't do much anymore. Some formulas start tinted, so compare with day one.",
                visuals: 'Three droppers held against a window, clear, pale yellow and deep orange, each labelled.',
              },
              {
                title: 'Other clues',
                text: 'The smell has changed • it leaves an orange tint on skin',
                voiceover: 'Other clues: the smell changes, or it leaves a faint orange tint on your skin or your pillowcase.',
                visuals: 'Close-up of a faint orange tint on a fingertip after application.',
              },
              {
                title: 'Store it right',
                text: 'Cap on tight • away from light, heat and the steamy shower shelf',
                voiceover:
                  'Air, light and heat break it down. Close it tightly and keep it somewhere cool and dark, not on a sunny windowsill or next to a hot shower.',
                visuals: 'The bottle moves from a sunny windowsill into a closed drawer.',
              },
              {
                title: 'Buy for the timeline',
                text: 'Smaller bottles • dark or airless packaging • check the open-jar symbol',
                voiceover:
                  "Pick a bottle you'll finish in a few months, ideally in dark or airless packaging. The little open-jar symbol on the back tells you how long it lasts once opened.",
                visuals: "Macro of the open-jar symbol with '6M' on the back label.",
              },
              {
                title: 'Check yours now',
                text: "Comment your serum's colour right now",
                voiceover: "Go check yours right now and comment its colour. I'll tell you if it's still worth using.",
                visuals: 'Talk to camera holding a dropper up to the light.',
              },
            ],
            why_it_works:
              'A five-second check viewers can do mid-video with a product they already own • Colour comparisons are visual and work fully muted • Saves people money and wasted effort, which gets the video shared • "Comment your colour" is an easy, specific reply you can answer one by one',
          },
          source: {
            comment: 'my vitamin c serum turned kinda orange?? is it still ok to use or did I waste my money',
            commentAuthor: '@chloe.cleanse',
            commentLikes: 3158,
            videoTitle: 'Serums I stopped buying and why',
            videoCreator: '@honest.shelfie',
            videoViews: 1_840_000,
            platform: 'tiktok',
          },
        },
        B: {
          title: 'Vitamin C stings? Try a gentler form',
          content: {
            hooks: [
              "Vitamin C stinging doesn't mean it's not for you. It might be the form.",
              'I gave up on vitamin C twice before I learned there is more than one kind.',
              'L-ascorbic acid, ascorbyl glucoside, sodium ascorbyl phosphate: which one suits your skin?',
            ],
            sections: [
              {
                title: 'Why the classic one stings',
                text: 'L-ascorbic acid = most studied • needs a low, acidic pH',
                voiceover:
                  'The classic form, L-ascorbic acid, is the most studied, but it needs a low, acidic pH to work. That acidity is why it can sting, especially on sensitive skin.',
                visuals: 'Ingredient list with L-ascorbic acid highlighted, then a quick wince at the mirror.',
              },
              {
                title: 'The gentler forms',
                text: 'Sodium ascorbyl phosphate • ascorbyl glucoside • tetrahexyldecyl ascorbate',
                voiceover:
                  "Forms like sodium ascorbyl phosphate, ascorbyl glucoside or tetrahexyldecyl ascorbate are usually gentler and more stable. The trade-off: there's less research on them, and results can be subtler.",
                visuals: 'Three bottles, each name highlighted on the label in a different colour.',
              },
              {
                title: 'Ease in',
                text: 'Patch test on the jaw • every other morning • stop if it burns',
                voiceover:
                  "Whichever you pick, patch test on your jaw for a few days, then start every other morning. If it burns, turns red or itches, stop and check with a dermatologist if it doesn't settle.",
                visuals: 'A drop on the jawline, a three-day calendar, then a calm morning application.',
              },
              {
                title: 'Not everyone needs it',
                text: 'Vitamin C = nice extra • daily sunscreen = non-negotiable',
                voiceover:
                  "And if no form works for you, that's okay. Vitamin C is a nice extra. Daily sunscreen is the part you can't skip.",
                visuals: 'The vitamin C bottle set aside, sunscreen placed front and centre.',
              },
              {
                title: 'Check your bottle',
                text: 'Comment which form is in yours',
                voiceover: "Flip your bottle over and comment which form of vitamin C it uses. Let's see which one is most common.",
                visuals: 'Bottle flipped to the back label, then a point down to the comments.',
              },
            ],
            why_it_works:
              'Gives sensitive-skin viewers like the commenter a second chance at an ingredient they gave up on • Naming the forms lets viewers check their own label on the spot • The honest trade-off (gentler but less studied) builds credibility • "Which form is in your bottle?" comments are quick to leave and start conversations',
          },
          source: {
            comment: 'every vitamin c serum I try burns my face 😭 is there one for sensitive skin or should I just give up',
            commentAuthor: '@sensitive.sarahh',
            commentLikes: 2049,
            videoTitle: 'Vitamin C serums ranked for beginners',
            videoCreator: '@serum.science.sam',
            videoViews: 720_000,
            platform: 'youtube',
          },
        },
      },
      {
        subNiche: 'acne',
        A: {
          title: 'Red or brown acne marks? The glass test',
          content: {
            hooks: [
              "Those flat marks aren't scars. And red marks and brown marks need different fixes.",
              'Press a clear glass on your acne marks. What happens tells you how to treat them.',
              'My acne cleared months ago, but the marks stayed. Here is what finally made sense.',
            ],
            sections: [
              {
                title: 'The glass test',
                text: 'Press a clear glass on the mark: fades = red mark • stays = brown mark',
                voiceover:
                  "Gently press a clear glass over the mark. If it fades under the pressure, it's a red mark from irritated blood vessels. If it stays, it's pigment.",
                visuals: 'Macro through the bottom of a clear glass pressed on a cheek, the red mark fading under it.',
              },
              {
                title: 'Red marks',
                text: 'Pink, red or purple • common on lighter skin • fade with time and gentleness',
                voiceover:
                  'Red or purple marks are common on lighter skin. They usually fade over months; sunscreen, a gentle routine and calming ingredients like niacinamide or azelaic acid may help.',
                visuals: 'Close-up of pink marks, then a calm three-product routine on the counter.',
              },
              {
                title: 'Brown marks',
                text: 'Brown or dark • common on deeper skin tones • daily SPF + fading ingredients',
                voiceover:
                  'Brown marks are extra pigment, more common on medium and deeper skin tones. Daily sunscreen comes first, and azelaic acid, vitamin C, niacinamide or a retinoid can help them fade.',
                visuals: 'Close-up of brown marks on deeper skin, then sunscreen and a serum side by side.',
              },
              {
                title: 'When to get help',
                text: 'Flat = mark • dented or raised = scar',
                voiceover:
                  "If the skin is dented or raised, that's scarring, and that's where a dermatologist can help, as they can with marks that haven't changed in many months.",
                visuals: "Side-lit shot showing texture versus flat discolouration, caption 'flat = mark, dented = scar'.",
              },
              {
                title: 'What did your glass say?',
                text: "Comment 'red' or 'brown'",
                voiceover: "Try the glass test and comment 'red' or 'brown'. I'll make the next video for whichever wins.",
                visuals: 'Holding the glass up to camera, then pointing down.',
              },
            ],
            why_it_works:
              'A test with a household glass turns a passive watch into something viewers do right away • Splitting red from brown explains why one-size-fits-all advice failed them • Reassures the commenter that flat marks are not permanent scars, a relief that gets shared • One-word comments ("red" or "brown") are effortless and pack the comment section',
          },
          source: {
            comment: "my acne is finally gone but I'm left with all these red marks 😩 will they ever go away?",
            commentAuthor: '@sofiaaa.m',
            commentLikes: 7284,
            videoTitle: 'My skin before vs after 8 months of treatment',
            videoCreator: '@acne.era.over',
            videoViews: 5_140_000,
            platform: 'tiktok',
          },
        },
        B: {
          title: "Why your dark marks aren't fading",
          content: {
            hooks: [
              'Your dark spot serum might be working. These four habits are undoing it.',
              'I spent months on fading serums, then realised I was skipping the one step that mattered.',
              'Four reasons acne marks hang around, and the first one costs nothing to fix.',
            ],
            sections: [
              {
                title: 'Reason 1: no daily SPF',
                text: 'Sun can darken marks • sunscreen every day, cloudy days too',
                voiceover:
                  'UV exposure can darken marks and slow down fading. Without daily sunscreen, your fading serum is fighting an uphill battle.',
                visuals: 'Sunscreen going on in front of a grey, cloudy window.',
              },
              {
                title: 'Reason 2: still picking',
                text: 'Every picked spot = a new mark',
                voiceover:
                  "Every spot you pick can leave a new mark, so the 'old' ones never seem to end. Hands off is part of the treatment.",
                visuals: 'A hand reaching toward the mirror, then tucked into a hoodie pocket.',
              },
              {
                title: 'Reason 3: too harsh',
                text: 'Irritation can trigger more pigment • especially on deeper skin tones',
                voiceover:
                  'Piling on strong acids and scrubs irritates your skin, and irritation itself can cause more dark marks, especially on deeper skin tones. Gentle wins.',
                visuals: 'A crowded shelf of actives cleared down to two products.',
              },
              {
                title: 'Reason 4: not enough time',
                text: 'Brown marks can take months, sometimes a year • one photo a month, same light',
                voiceover:
                  "Brown marks can take months to fade, sometimes up to a year. Take one photo a month in the same light so you can see progress you'd miss in the mirror.",
                visuals: 'A monthly photo grid on a phone, swiping between month one and month four.',
              },
              {
                title: 'Which one got you?',
                text: 'Comment 1, 2, 3 or 4',
                voiceover: 'Be honest: which one is you? Comment the number.',
                visuals: 'Four fingers up, talk to camera.',
              },
            ],
            why_it_works:
              'Shifts the blame from the product to habits the commenter can fix for free • A numbered list keeps people watching to the last reason • The monthly photo grid sets realistic expectations, which builds trust • Number-only comments are effortless, so engagement stays high',
          },
          source: {
            comment: 'been using a dark spot serum for 2 months and NOTHING has changed… am I doing something wrong??',
            commentAuthor: '@kiara.skin.notes',
            commentLikes: 4106,
            videoTitle: 'How I faded my hyperpigmentation',
            videoCreator: '@melanin.glow.guide',
            videoViews: 3_350_000,
            platform: 'instagram',
          },
        },
      },
    ],
    8,
  ),
];
