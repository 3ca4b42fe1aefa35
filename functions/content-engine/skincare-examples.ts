import type { ContentIdea } from '#functions/shared/schemas';

/**
 * The skincare example ideas behind /skincare-idea-{n}-{a|b} (spec 2). The web renders them as
 * prerendered example pages and the seed loads them as public ideas under skincare/routines, so
 * this file is their only copy. Topics #1 to #4 are the ones the spec names.
 */
export const SKINCARE_EXAMPLE_TOPICS: Readonly<Record<number, string>> = {
  1: 'Skin type test',
  2: 'AM vs PM timing',
  3: 'Double cleansing',
  4: 'Toner pad usage',
  5: 'Sunscreen amount and reapplication',
  6: 'Product layering order',
  7: 'Purging vs breakouts',
};

type IdeaText = Pick<ContentIdea, 'title' | 'content' | 'source'>;

function example(ideaNumber: number, variant: 'A' | 'B', idea: IdeaText): ContentIdea {
  return {
    id: `skincare-example-${ideaNumber}-${variant.toLowerCase()}`,
    niche: 'skincare',
    subNiche: 'routines',
    ideaNumber,
    variant,
    dayNumber: ideaNumber,
    ...idea,
  };
}

export const SKINCARE_EXAMPLES: readonly ContentIdea[] = [
  example(1, 'A', {
    title: 'The 30-minute bare-face test',
    content: {
      hooks: [
        "Stop buying products for a skin type you don't actually have.",
        'Wash your face, set a 30-minute timer and touch nothing. Your skin is about to tell you its type.',
        'This free test told me more about my skin than every online quiz combined.',
      ],
      sections: [
        {
          title: 'Start with a clean slate',
          text: 'Gentle cleanser, pat dry, then apply nothing',
          voiceover: 'Wash your face with a gentle cleanser and pat it dry. No toner, no serum, no moisturizer. Nothing.',
          visuals: 'Close-up at the sink: cleanser, towel pat-dry, then an on-screen timer set to 30:00.',
        },
        {
          title: 'Wait 30 minutes',
          text: 'Let your skin go back to doing what it does on its own',
          voiceover: 'Now wait thirty minutes. That is how long your skin needs to settle back into its natural state.',
          visuals: 'Time-lapse of you making coffee and answering messages, the timer counting down in the corner.',
        },
        {
          title: 'Read the results',
          text: 'Shiny all over = oily • Shiny T-zone only = combination • Tight or flaky = dry • Comfortable, no shine = normal',
          voiceover:
            'Shiny everywhere? Oily. Shiny only across your forehead and nose? Combination. Tight, itchy or flaky? Dry. Comfortable with no shine? That is normal skin.',
          visuals: 'Mirror shot, then four quick text cards, one per skin type, while you point to your T-zone and cheeks.',
        },
        {
          title: 'Double-check with blotting paper',
          text: 'Press a sheet on forehead, nose, chin and cheeks',
          voiceover: 'Still not sure? Press a blotting sheet on each area and hold it up to the light. Oil shows up as see-through spots.',
          visuals: 'Four blotting sheets held up to a window, each labelled with the face zone it came from.',
        },
        {
          title: 'Tell me your result',
          text: 'Comment your skin type and your biggest struggle',
          voiceover: 'Comment your result and your biggest skin struggle. I will build a routine for the most common answer.',
          visuals: 'Talk to camera, then point down toward the comment section.',
        },
      ],
      why_it_works:
        'Answers the question the comment section keeps asking: how do I actually know my skin type? • A free test viewers can start before the video ends • The 30-minute timer gives people a reason to save the video and come back • The closing question collects comments that become your next video',
    },
    source: {
      comment: 'ok but HOW do I actually know my skin type?? every quiz gives me a different answer 😭',
      commentAuthor: '@dewy.dani',
      commentLikes: 4218,
      videoTitle: "Rating my followers' skincare routines (brutally honest)",
      videoCreator: '@routine.rehab',
      videoViews: 2_340_000,
      platform: 'tiktok',
    },
  }),
  example(1, 'B', {
    title: 'Oily or just dehydrated?',
    content: {
      hooks: [
        'If your skin is oily AND tight, you may have been treating the wrong problem.',
        "I spent years stripping my 'oily' skin. It was dehydrated the whole time.",
        'Oily and dehydrated are not the same thing, and the fixes are opposites.',
      ],
      sections: [
        {
          title: 'Type versus condition',
          text: 'Skin type = how much oil • Skin condition = how much water',
          voiceover:
            'Oily is a skin type: it is how much oil your skin makes. Dehydrated is a condition: your skin is short on water. You can be both at once.',
          visuals: "Split screen with two labels: 'TYPE: oil' on one side, 'CONDITION: water' on the other.",
        },
        {
          title: 'The signs',
          text: 'Shiny but tight • Makeup patchy by noon • Fine lines that soften after moisturizer',
          voiceover:
            'Dehydrated skin can look shiny and still feel tight. Foundation settles into lines by lunch, and those lines soften right after you moisturize.',
          visuals: 'Close-up of makeup creasing around the nose at midday, then moisturizer going on and the lines softening.',
        },
        {
          title: 'The pinch check',
          text: 'Gently push up your cheek: lots of fine crinkles = likely dehydrated',
          voiceover:
            'Quick check: gently push up the skin on your cheek. If it shows lots of fine crinkles instead of staying smooth, it is probably thirsty.',
          visuals: 'Macro shot of the gentle cheek push, slowed down.',
        },
        {
          title: 'What to change',
          text: 'Swap the harsh foaming wash • Add a humectant serum • Keep a light moisturizer',
          voiceover:
            "Instead of stripping it harder, switch to a gentler cleanser, add a humectant like hyaluronic acid or glycerin, and don't skip moisturizer just because you're oily.",
          visuals: 'Flat-lay: the harsh foaming wash slides out, a gentle cleanser, a serum and a gel moisturizer slide in.',
        },
      ],
      why_it_works:
        'Reframes a label viewers already believe about themselves, so they stop and rethink • An "I was wrong for years" story is more relatable than a lecture • The pinch check is a physical test people repeat in duets and stitches • Ends with one small, cheap change, so the advice feels doable',
    },
    source: {
      comment: 'my skin is SO oily but also feels tight after I wash it?? how is that even possible',
      commentAuthor: '@kaylaa.mp4',
      commentLikes: 2893,
      videoTitle: 'Why your oily skin still breaks out',
      videoCreator: '@porepatrol',
      videoViews: 1_180_000,
      platform: 'tiktok',
    },
  }),
  example(2, 'A', {
    title: 'Vitamin C by day, retinol by night',
    content: {
      hooks: [
        'You might be using your best serum at the wrong time of day.',
        'Morning or night? Here is where every active in your routine actually belongs.',
        'Same products, different timing, completely different results.',
      ],
      sections: [
        {
          title: 'Mornings protect',
          text: 'AM: cleanse → vitamin C → moisturizer → SPF',
          voiceover:
            'Your morning routine has one job: protect. Vitamin C is an antioxidant that helps defend against daily environmental stress, and it works best under sunscreen.',
          visuals: "Bright bathroom light, sun through the window, vitamin C then SPF going on, caption 'AM = PROTECT'.",
        },
        {
          title: 'Nights repair',
          text: 'PM: cleanse → retinoid or exfoliant → moisturizer',
          voiceover:
            'Night is for the heavy lifters. Retinol breaks down in sunlight and can make skin more sun-sensitive, so it goes on at night.',
          visuals: "Lights dimmed, bedside lamp on, retinol application, caption 'PM = REPAIR'.",
        },
        {
          title: 'Split the strong ones',
          text: 'Retinol and exfoliating acids: alternate nights',
          voiceover:
            "Using retinol and an exfoliating acid? When you're starting out, don't stack them on the same night. Alternate, so your skin barrier doesn't pay for it.",
          visuals: 'Weekly calendar graphic: Monday retinol, Tuesday acid, Wednesday recovery night, and so on.',
        },
        {
          title: 'The anytime products',
          text: 'Niacinamide, hyaluronic acid, moisturizer: AM or PM',
          voiceover: 'Niacinamide, hyaluronic acid and a good moisturizer are easy-going. Use them morning, night, or both.',
          visuals: "Three bottles slide into a box labelled 'ANYTIME'.",
        },
      ],
      why_it_works:
        'Turns a confusing ingredient list into a morning/night rule viewers can remember • The lighting switch and on-screen labels make the split obvious even with the sound off • Highly saveable: people screenshot the final routine order • Invites "where does my product go?" comments, each one a ready-made follow-up',
    },
    source: {
      comment: "wait so do I put my vitamin c on in the morning or at night?? I've been doing it at night for a year 💀",
      commentAuthor: '@glowupgrace_',
      commentLikes: 6104,
      videoTitle: 'My 5-step morning routine for glass skin',
      videoCreator: '@seoul.shelf',
      videoViews: 3_870_000,
      platform: 'instagram',
    },
  }),
  example(2, 'B', {
    title: 'Move these to your night routine',
    content: {
      hooks: [
        "If these three are in your morning routine, you're wasting them.",
        "Your morning routine is doing your night routine's job.",
        'I moved three products to the evening and my skin finally calmed down.',
      ],
      sections: [
        {
          title: 'Number one: retinoids',
          text: 'Sunlight breaks them down',
          voiceover: 'Number one: retinol. Light breaks it down, and it can leave your skin more sensitive to the sun. Night only.',
          visuals: "Retinol held up to a sunny window, a big red X, then it drops into a basket labelled 'PM'.",
        },
        {
          title: 'Number two: exfoliating acids',
          text: 'Glycolic and lactic acid raise sun sensitivity',
          voiceover:
            'Number two: glycolic and lactic acid. They can increase sun sensitivity, so use them at night and never skip sunscreen the next morning.',
          visuals: "Acid toner goes into the 'PM' basket, quick cut to sunscreen in the 'AM' basket.",
        },
        {
          title: 'Number three: your thickest cream',
          text: 'Heavy balms pill under sunscreen and makeup',
          voiceover:
            'Number three: your thickest cream or balm. In the morning it can pill under sunscreen and makeup. At night it is perfect: it seals everything in.',
          visuals: "Sunscreen rubbed over a thick balm on the back of the hand, pilling visible, then the balm goes into 'PM'.",
        },
        {
          title: 'What stays in the morning',
          text: 'Gentle cleanse • vitamin C • light moisturizer • SPF',
          voiceover: "So what's left for the morning? A gentle cleanse, vitamin C, a light moisturizer and sunscreen. That's it.",
          visuals: "The 'AM' basket with four products, then a fast application montage in front of a ring light.",
        },
      ],
      why_it_works:
        'A numbered list of wrong habits makes viewers check their own shelf while they watch • The basket sorting works muted and makes the rule stick • Ends with a short morning routine, answering "so what do I do?" before anyone asks • Invites viewers to comment their routine for you to sort in the next video',
    },
    source: {
      comment: "I've been using my glycolic toner every morning before school… is that why I burn so easily now??",
      commentAuthor: '@itsjordyn.b',
      commentLikes: 3377,
      videoTitle: 'Things in your routine you should stop doing',
      videoCreator: '@barrier.bestie',
      videoViews: 1_560_000,
      platform: 'tiktok',
    },
  }),
  example(3, 'A', {
    title: 'Why one cleanse misses sunscreen',
    content: {
      hooks: [
        'I washed my face, then wiped it with a cotton pad. Look what came off.',
        "One cleanse isn't removing your sunscreen. Here's the proof.",
        'If you wear SPF or makeup every day, watch this before bed tonight.',
      ],
      sections: [
        {
          title: 'The cotton pad test',
          text: 'Cleanse once, then swipe with micellar water',
          voiceover:
            "I wore sunscreen and a little makeup today. I'm washing once with my usual foaming cleanser. Now a swipe of micellar water on a cotton pad.",
          visuals: 'A single wash at the sink, then a close-up of the cotton pad showing beige residue.',
        },
        {
          title: 'Why it happens',
          text: 'Oil dissolves oil',
          voiceover:
            "Sunscreen, makeup and your skin's own oil are oil-based. A water-based cleanser often can't break them all down. An oil or balm cleanser can.",
          visuals: 'Kitchen-table demo: a lipstick swatch on the back of the hand. Water does not move it; cleansing oil melts it.',
        },
        {
          title: 'The double cleanse',
          text: 'Step 1: oil or balm on dry skin, 60 seconds • Step 2: gentle water-based cleanser',
          voiceover:
            'So: cleansing oil or balm on dry skin, massage for about a minute, add water until it turns milky, rinse. Then your usual gentle cleanser.',
          visuals: 'Real-time application with a 60-second counter on screen, then a close-up of the milky emulsion.',
        },
        {
          title: 'The rematch',
          text: 'Same cotton pad test, clean result',
          voiceover: 'Same test again. Clean pad.',
          visuals: 'The two cotton pads side by side: first cleanse on the left, double cleanse on the right.',
        },
      ],
      why_it_works:
        'The cotton pad reveal is visual proof inside the first three seconds • Before/after comparisons get rewatched and shared • Explaining why (oil dissolves oil) makes viewers trust the method • Speaks to everyone who wears daily sunscreen, not only people who wear makeup',
    },
    source: {
      comment: 'do I really need to double cleanse if I only wear sunscreen? my cleanser says it removes everything',
      commentAuthor: '@minimal.mia',
      commentLikes: 5021,
      videoTitle: 'My nighttime routine after a 12-hour shift',
      videoCreator: '@nightshift.glow',
      videoViews: 2_910_000,
      platform: 'tiktok',
    },
  }),
  example(3, 'B', {
    title: 'Should you double cleanse?',
    content: {
      hooks: [
        "Not everyone needs to double cleanse. Here's how to tell in 20 seconds.",
        'Double cleansing every night might be why your skin feels tight.',
        "Yes, no, or only on some days? Let's settle double cleansing.",
      ],
      sections: [
        {
          title: 'Yes: double cleanse',
          text: 'You wore makeup or water-resistant SPF, or your skin is oily by evening',
          voiceover:
            'Double cleanse if you wore makeup, a water-resistant sunscreen, or your skin gets oily by evening. One wash usually will not lift all of that.',
          visuals: 'A green check card, then quick b-roll of full makeup and a sport sunscreen.',
        },
        {
          title: 'Sometimes: light sunscreen days',
          text: 'Light everyday SPF only → one gentle cleanse may be enough',
          voiceover:
            "Wore only a light everyday sunscreen? Try one gentle cleanse and do the cotton pad check. If it comes up clean, you're done.",
          visuals: 'A yellow card, then a close-up of the cotton pad check.',
        },
        {
          title: 'No: mornings and very dry skin',
          text: 'Mornings: water or one gentle cleanse • Dry or sensitive: skip step two on no-makeup days',
          voiceover:
            'In the morning there is nothing to melt off. And if your skin is dry or sensitive, two cleanses a night can strip it, so keep it for makeup days.',
          visuals: 'A red card, then a morning shot splashing the face with water.',
        },
        {
          title: 'The one-line rule',
          text: 'Went on waterproof or oily? Take it off with oil first.',
          voiceover: 'Easy rule: if it went on waterproof or oily, take it off with oil first.',
          visuals: 'The rule as a text card, then a close talk-to-camera shot.',
        },
      ],
      why_it_works:
        'Gives a clear yes, no or sometimes instead of "it depends" • Traffic-light cards make the decision easy to follow and screenshot • Validates viewers with dry skin who felt double cleansing never suited them • Ends on a one-line rule people repeat in comments and stitches',
    },
    source: {
      comment: 'double cleansing made my skin SO dry, am I doing it wrong or is it just not for everyone?',
      commentAuthor: '@saraahj',
      commentLikes: 1986,
      videoTitle: 'Double cleansing for beginners',
      videoCreator: '@kbeauty.notes',
      videoViews: 884_000,
      platform: 'youtube',
    },
  }),
  example(4, 'A', {
    title: "You're using toner pads wrong",
    content: {
      hooks: [
        "If you scrub with your toner pad, stop. Here's the right way.",
        "Three toner pad mistakes I see in every 'get ready with me'.",
        'Your toner pads work better when you use them like this.',
      ],
      sections: [
        {
          title: 'Mistake 1: scrubbing',
          text: 'One light swipe, from the center outward',
          voiceover:
            "Exfoliating pads already have acid doing the work. Scrubbing adds friction your skin doesn't need. One light swipe, from the center of your face outward.",
          visuals: 'Side by side: a hard back-and-forth scrub with a red X, a gentle outward swipe with a green check.',
        },
        {
          title: 'Mistake 2: every day from day one',
          text: 'Start with 2 or 3 nights a week',
          voiceover: 'If your pads contain AHA or BHA, start with two or three nights a week, and build up only if your skin is happy.',
          visuals: 'A weekly calendar graphic with three evenings circled.',
        },
        {
          title: 'Mistake 3: stacking with retinol',
          text: 'Exfoliating pads and retinol on different nights',
          voiceover: "Don't use exfoliating pads on the same night as retinol. Alternate them.",
          visuals: "The pad jar and the retinol bottle side by side, one slides out of frame, caption 'alternate nights'.",
        },
        {
          title: 'Bonus: use both sides',
          text: 'Textured side to swipe, smooth side to press',
          voiceover:
            'Many pads have two sides: the textured side for one gentle swipe, the smooth side to press the leftover liquid into your skin.',
          visuals: 'Macro shot of both sides of a pad, then a pressing motion on the cheeks.',
        },
      ],
      why_it_works:
        'Mistake lists make viewers check their own habits, which holds attention to the end • Every mistake comes with its fix, so the video feels helpful rather than preachy • The hand movements are simple to copy straight from the video • Toner pads are already trending, so the topic rides existing search interest',
    },
    source: {
      comment: "am I supposed to wipe with these or just pat?? I've been scrubbing like I'm cleaning a countertop 😂",
      commentAuthor: '@notjessieee',
      commentLikes: 7532,
      videoTitle: "Toner pads I'd repurchase forever",
      videoCreator: '@padsandpotions',
      videoViews: 4_120_000,
      platform: 'tiktok',
    },
  }),
  example(4, 'B', {
    title: 'Exfoliating or hydrating pad?',
    content: {
      hooks: [
        'Not all toner pads do the same job. Check the label on yours.',
        'If your toner pad stings, watch this before you use another one.',
        'Two toner pads that look identical, with completely different jobs.',
      ],
      sections: [
        {
          title: 'Read the ingredient list',
          text: 'Glycolic, lactic, mandelic or salicylic acid, PHA = exfoliating pad',
          voiceover:
            "Flip your jar over. If glycolic, lactic, mandelic or salicylic acid or a PHA is near the top of the list, it's an exfoliating pad.",
          visuals: 'Close-up of the ingredient list, a highlighter marking each acid.',
        },
        {
          title: 'Spot a hydrating pad',
          text: 'Glycerin, hyaluronic acid, panthenol, centella and no acids = hydrating pad',
          voiceover:
            "Glycerin, hyaluronic acid, panthenol or centella, and no acids? That's a hydrating pad, gentle enough for most mornings.",
          visuals: 'A second jar, its hydrating ingredients highlighted in a different colour.',
        },
        {
          title: 'Use each one differently',
          text: 'Exfoliating: evenings, a few nights a week • Hydrating: morning or night, daily',
          voiceover:
            'Exfoliating pads: evenings, a few nights a week, sunscreen the next morning. Hydrating pads: daily, or as a quick mask left on your cheeks for a few minutes.',
          visuals: 'Split screen: a night shot with the exfoliating pad, a morning shot with hydrating pads resting on the cheeks.',
        },
        {
          title: 'Tingle versus burn',
          text: 'Stinging that lasts = stop and rest your skin',
          voiceover:
            'A little tingle can be normal with acids. Stinging that lasts, redness or burning means stop and give your skin barrier a break.',
          visuals: "Talk to camera with the caption 'tingle ≠ burn'.",
        },
      ],
      why_it_works:
        "Clears up a real confusion: the jars look the same but the products don't behave the same • Viewers can act right away by checking the jar they already own • The highlighted ingredient list is a visual 'aha' moment worth saving • The tingle-versus-burn safety note builds trust and draws questions in the comments",
    },
    source: {
      comment: "why do my toner pads burn but my sister's don't?? we bought the same brand",
      commentAuthor: '@lilyrose.beauty',
      commentLikes: 2214,
      videoTitle: 'Trying viral Korean toner pads for a week',
      videoCreator: '@skintested.anna',
      videoViews: 1_430_000,
      platform: 'instagram',
    },
  }),
  example(5, 'A', {
    title: 'How much sunscreen is enough?',
    content: {
      hooks: [
        "You're probably wearing about half the sunscreen your face needs.",
        'This is what the right amount of sunscreen actually looks like.',
        'The two-finger rule changed how I wear SPF.',
      ],
      sections: [
        {
          title: 'What most people use',
          text: "A pea-sized dot isn't enough",
          voiceover: 'This is how much most people use: a pea-sized dot. The SPF on the bottle was tested with a lot more than that.',
          visuals: "A pea-sized dot on a fingertip with the caption 'what most people use'.",
        },
        {
          title: 'The two-finger rule',
          text: 'Two full finger lengths for face and neck',
          voiceover: "Squeeze sunscreen along the length of your index and middle fingers. That's roughly what your face and neck need.",
          visuals: 'A slow squeeze along two fingers, held up next to the pea-sized dot for scale.',
        },
        {
          title: 'Apply it in two layers',
          text: 'Half, let it settle, then the other half',
          voiceover: 'It feels like a lot, so apply it in two rounds: half, let it settle, then the rest.',
          visuals: 'Two-pass application, finishing on a close-up of the sheer, even finish.',
        },
        {
          title: 'Reapply outdoors',
          text: 'About every 2 hours outside, and after swimming or sweating',
          voiceover: 'Outside for the day? Reapply about every two hours, and again after swimming or sweating.',
          visuals: 'Outdoor shot with a two-hour timer graphic, then reapplying with an SPF stick.',
        },
      ],
      why_it_works:
        "The side-by-side amount comparison is a surprising visual most viewers haven't seen • A measuring trick anyone can repeat tomorrow morning • Corrects a common habit without blaming the viewer • Sunscreen questions show up under almost every routine video, so demand never dries up",
    },
    source: {
      comment: "how much sunscreen are we actually supposed to use? the bottle says 'liberally' which means nothing to me",
      commentAuthor: '@brookeeelynn',
      commentLikes: 8940,
      videoTitle: "Reacting to my followers' sunscreen habits",
      videoCreator: '@spfsquad.daily',
      videoViews: 5_260_000,
      platform: 'tiktok',
    },
  }),
  example(5, 'B', {
    title: 'Reapply SPF without ruining makeup',
    content: {
      hooks: [
        'How are you supposed to reapply sunscreen over makeup? Three ways that work.',
        'Reapplying sunscreen at 2 PM without wrecking your foundation.',
        "Your morning SPF has mostly worn off by lunch. Here's the fix.",
      ],
      sections: [
        {
          title: 'Option 1: a sunscreen stick',
          text: "Press and glide, don't drag",
          voiceover: "Option one: a sunscreen stick. Press and glide in short strokes. Don't drag it, or you'll move your base.",
          visuals: 'A stick applied over full makeup in natural light, then a close-up showing the makeup still intact.',
        },
        {
          title: 'Option 2: lotion on a sponge',
          text: 'Dot your usual SPF on top, press in with a damp sponge',
          voiceover:
            'Option two: dot your regular sunscreen on top and press it in with a damp makeup sponge. Pressing instead of rubbing keeps your foundation in place.',
          visuals: 'Dots of sunscreen on the cheeks, then a bouncing sponge motion.',
        },
        {
          title: 'Option 3: an SPF mist',
          text: 'Hold it a hand-span away and mist generously',
          voiceover:
            'Option three: an SPF setting mist. Hold it about a hand-span from your face and mist generously: several passes, not one spritz.',
          visuals: 'Backlit mist in afternoon sunlight.',
        },
        {
          title: 'When it matters most',
          text: 'Outdoors, by a sunny window, after a workout',
          voiceover:
            "At a desk far from windows you can relax. Outdoors, next to a sunny window, or after a workout, it's worth reapplying.",
          visuals: 'Quick cuts: a park bench, a car window, a gym mirror.',
        },
      ],
      why_it_works:
        'Answers a practical "how" that generic sunscreen videos skip • Three options let viewers pick what suits their makeup and budget • Before/after makeup shots prove the method works • The midday setting makes the video feel real and relatable',
    },
    source: {
      comment: 'ok but how do people reapply sunscreen every 2 hours when they have a full face of makeup on?',
      commentAuthor: '@aaliyah.glam',
      commentLikes: 3650,
      videoTitle: 'My everyday makeup that lasts 12 hours',
      videoCreator: '@makeupby.marisol',
      videoViews: 2_050_000,
      platform: 'instagram',
    },
  }),
  example(6, 'A', {
    title: 'Layer your products in this order',
    content: {
      hooks: [
        'Your products might be fine. Your order might be the problem.',
        'Thinnest to thickest: the one rule for layering skincare.',
        'Put them on in this order and your serum can finally do its job.',
      ],
      sections: [
        {
          title: 'The rule',
          text: 'Thinnest → thickest • water-based → oil-based',
          voiceover: "Here's the rule: thinnest texture to thickest. Watery products first, creams and oils last.",
          visuals: 'Five products lined up; a drop of each on glass shows the textures going from water to balm.',
        },
        {
          title: 'The order',
          text: 'Cleanser → toner → serum → moisturizer → SPF in the morning, or face oil at night',
          voiceover:
            'Cleanser, toner, serum, moisturizer. In the morning, sunscreen goes on last. At night, a face oil can go on top to seal everything in.',
          visuals: 'A numbered overlay appears as each product is applied.',
        },
        {
          title: 'Why order matters',
          text: 'Heavy layers get in the way of lighter ones',
          voiceover: 'A thick cream first makes it harder for a watery serum to spread where it needs to go.',
          visuals: 'Demo on the back of the hand: a drop of serum beading on top of a cream smear.',
        },
        {
          title: 'Where treatments go',
          text: 'Retinol and acne serums: on clean skin, before moisturizer',
          voiceover: 'Treatments like retinol or an acne serum go on right after cleansing, on clean skin, before your moisturizer.',
          visuals: "Retinol applied to freshly cleansed skin, caption 'treatments go closest to the skin'.",
        },
      ],
      why_it_works:
        'One simple rule that is easy to remember and repeat • The texture shot is satisfying to watch and explains the rule without words • Viewers can use it tonight with products they already own • "Where does my product go?" comments turn into follow-up videos',
    },
    source: {
      comment: 'does it matter what order I put stuff on?? I just slap everything on and hope for the best lol',
      commentAuthor: '@hannahbanana.skin',
      commentLikes: 4477,
      videoTitle: 'Everything in my skincare drawer, ranked',
      videoCreator: '@shelfie.sam',
      videoViews: 1_970_000,
      platform: 'tiktok',
    },
  }),
  example(6, 'B', {
    title: 'Do you wait between layers?',
    content: {
      hooks: [
        'Do you really need to wait between skincare steps? Mostly no, with two exceptions.',
        'Stop waiting ten minutes between every serum.',
        'The only two steps in your routine that need a pause.',
      ],
      sections: [
        {
          title: 'Most steps: no timer',
          text: "Once the last layer isn't wet or sliding, move on",
          voiceover: "For most products you don't need a timer. When the last layer isn't wet or sliding around, go ahead.",
          visuals: "A fast application montage with the caption 'no timer needed'.",
        },
        {
          title: 'Exception 1: before sunscreen',
          text: 'Let moisturizer settle so SPF goes on evenly',
          voiceover:
            'Exception one: give your moisturizer a minute or two to settle before sunscreen, so it spreads evenly instead of pilling.',
          visuals: 'Close-up of sunscreen pilling when rushed, then going on smoothly after a short pause.',
        },
        {
          title: 'Exception 2: retinol on sensitive skin',
          text: 'Apply to fully dry skin to reduce irritation',
          voiceover: 'Exception two: if retinol irritates you, apply it to completely dry skin. On damp skin it can feel stronger.',
          visuals: 'Towel pat-dry, a short wait, then a pea-sized amount of retinol.',
        },
        {
          title: 'When damp skin is better',
          text: 'Hydrating serums and moisturizer on slightly damp skin',
          voiceover: 'And the opposite: hydrating serums and moisturizer feel better on slightly damp skin. They help hold that water in.',
          visuals: 'A face mist, then hyaluronic acid serum going on, ending on a dewy close-up.',
        },
      ],
      why_it_works:
        'Busting a time-consuming habit promises viewers their time back • Two specific exceptions make the advice sound expert, not lazy • The pilling side-by-side is visual proof • Routine shortcuts get shared with the friend who "waits ten minutes"',
    },
    source: {
      comment: 'how long are you supposed to wait between each step? my routine takes 45 minutes because I wait 10 min each time 😩',
      commentAuthor: '@tiredbuthydrated',
      commentLikes: 3108,
      videoTitle: 'My 10-step evening routine',
      videoCreator: '@glasskin.gabi',
      videoViews: 1_640_000,
      platform: 'youtube',
    },
  }),
  example(7, 'B', {
    title: 'Purging or breaking out?',
    content: {
      hooks: [
        'New product, new breakouts. Is it purging, or should you stop? Three signs.',
        "Not every breakout after a new product is 'purging'. Here's how to tell.",
        'Before you quit your retinol, check these three things.',
      ],
      sections: [
        {
          title: 'Sign 1: what did you start?',
          text: 'Purging comes from actives that speed up cell turnover',
          voiceover:
            "Purging happens with ingredients that speed up skin cell turnover, like retinoids and exfoliating acids. A new moisturizer or sunscreen doesn't make you purge.",
          visuals: "Two groups of products: 'can purge' (retinol, AHA, BHA) and 'can't purge' (moisturizer, SPF, makeup).",
        },
        {
          title: 'Sign 2: where are the spots?',
          text: 'Usual breakout zones = likely purging • Brand-new areas = likely a reaction',
          voiceover:
            'Purging shows up where you usually break out. Spots in brand-new places are a sign the product may not agree with you.',
          visuals: 'A face-map graphic with your usual breakout zones highlighted.',
        },
        {
          title: 'Sign 3: how long has it been?',
          text: 'Purging should ease within about 4 to 6 weeks',
          voiceover:
            'Purging should calm down within about four to six weeks. If it keeps getting worse after that, stop and talk to a dermatologist.',
          visuals: 'A calendar with weeks one to six, the spots fading week by week.',
        },
        {
          title: 'Meanwhile, keep it simple',
          text: "Gentle cleanser • moisturizer • sunscreen • nothing new • don't pick",
          voiceover: "While you wait it out, keep everything else simple: gentle cleanser, moisturizer, sunscreen. Don't add anything new.",
          visuals: 'A minimal three-product shelf, then talk to camera.',
        },
      ],
      why_it_works:
        'Speaks to a moment of panic many viewers are in right now, so they watch to the end • Three clear signs give viewers a checklist for their own skin • Responsible advice on when to stop and when to see a dermatologist builds trust • The "should I quit?" question pulls in comments sharing their own experience',
    },
    source: {
      comment: "started retinol 2 weeks ago and I'm breaking out everywhere… is this the purge everyone talks about or should I stop??",
      commentAuthor: '@emma.skinjourney',
      commentLikes: 5389,
      videoTitle: 'Retinol for beginners: what I wish I knew',
      videoCreator: '@retinol.rachel',
      videoViews: 3_120_000,
      platform: 'tiktok',
    },
  }),
];

/** The example with this number and variant ('A'/'a'), if there is one. */
export function skincareExample(ideaNumber: number, variant: string): ContentIdea | undefined {
  const upper = variant.toUpperCase();
  return SKINCARE_EXAMPLES.find((idea) => idea.ideaNumber === ideaNumber && idea.variant === upper);
}
