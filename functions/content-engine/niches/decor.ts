import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Home Decor: 14 days of ideas, variants A and B (styling basics, small spaces, renter-friendly upgrades, lighting and color). */
export const DECOR_IDEAS: readonly ContentIdea[] = dailyIdeas('decor', [
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Your rug is too small (and how to pick the right size)',
      content: {
        hooks: [
          'A tiny rug floating in the middle of the room makes everything look cheaper.',
          'I bought the wrong rug size twice before I learned this one rule.',
          "Front legs on, or all legs off? Here's the rug rule designers actually use.",
        ],
        sections: [
          {
            title: 'The floating rug problem',
            text: 'Rug smaller than the seating = room looks disconnected',
            voiceover:
              "When the rug only sits under the coffee table, the sofa and chairs look like they're drifting away from each other. The room feels smaller, not bigger.",
            visuals: 'Overhead shot of a small rug under a coffee table, sofa and chairs far from its edges, red X.',
          },
          {
            title: 'The front-legs rule',
            text: 'Front legs of the sofa and every chair on the rug',
            voiceover:
              'The easy rule: the front legs of your sofa and every chair should sit on the rug. That ties the whole seating area together.',
            visuals: 'Same room, bigger rug slid in, sofa front legs lifted onto it, green check.',
          },
          {
            title: 'Leave a floor border',
            text: 'About 30-45 cm (12-18 in) of floor between rug and walls',
            voiceover:
              'Still leave a strip of floor around the edges, roughly 30 to 45 centimeters in most rooms. Wall-to-wall rugs can look like carpet that shrank.',
            visuals: 'Tape measure stretched from the rug edge to the wall, number on screen.',
          },
          {
            title: 'Test before you buy',
            text: "Mark the size with painter's tape first",
            voiceover:
              "Before buying, mark the rug outline on your floor with painter's tape and live with it for a day. It costs nothing and saves a return.",
            visuals: 'Time-lapse of taping a rectangle on the floor around the seating.',
          },
          {
            title: 'Rate my rug',
            text: 'Post your rug size + room size in the comments',
            voiceover: "Tell me your rug size and your room size, and I'll tell you if it's working.",
            visuals: 'Talk to camera standing on the new rug, pointing down.',
          },
        ],
        why_it_works:
          "Names a mistake viewers can spot in their own living room within seconds • The before/after rug swap is a clear visual payoff • The painter's tape trick is free and saves money, which drives saves • Size questions in the comments become personalized follow-up videos",
      },
      source: {
        comment: 'why does my living room look so weird and empty even though i have a rug?? 😩',
        commentAuthor: '@cozy.corner.cat',
        commentLikes: 5230,
        videoTitle: 'Living room makeover on a tiny budget',
        videoCreator: '@nest.and.nook',
        videoViews: 2_380_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Bedroom rug placement: three layouts that work',
      content: {
        hooks: [
          'Your bedroom rug should not be hiding under your bed.',
          'I put a rug at the foot of my bed for years and wondered why the room felt off.',
          'Three ways to place a bedroom rug, depending on your room size.',
        ],
        sections: [
          {
            title: 'Layout 1: big rug under the bed',
            text: 'Rug under the bottom two-thirds • 45-60 cm showing on each side',
            voiceover:
              'If you have the space, put a large rug under the bottom two-thirds of the bed, so about 45 to 60 centimeters shows on each side. Warm feet when you get up.',
            visuals: 'Overhead shot of a bed with a large rug, measurements overlaid.',
          },
          {
            title: 'Layout 2: two runners',
            text: 'One runner on each side of the bed',
            voiceover: 'Smaller room? Put a runner on each side of the bed instead. Same soft landing, much smaller rugs.',
            visuals: 'Two runners being rolled out on either side of the bed.',
          },
          {
            title: 'Layout 3: across the foot',
            text: 'Only if the rug is wider than the bed',
            voiceover:
              "A rug across the foot of the bed works only if it's wider than the bed itself. If it's smaller, it just looks lost.",
            visuals: 'Side-by-side: a too-small rug at the foot (red X) and a wide one (green check).',
          },
          {
            title: 'Which one is yours?',
            text: 'Comment 1, 2 or 3',
            voiceover: "Which layout fits your room? Comment one, two or three, and I'll show real examples of each.",
            visuals: 'Talk to camera sitting on the edge of the bed.',
          },
        ],
        why_it_works:
          'Answers a specific question that standard rug rules do not cover • Three clear layouts give every room size an option • Overhead shots make the placement easy to copy • Number comments show which layout to cover in more depth next',
      },
      source: {
        comment: 'ok but what about bedroom rugs?? does it go under the bed or at the end or what',
        commentAuthor: '@linen.lovr',
        commentLikes: 2140,
        videoTitle: 'Rug mistakes everyone makes',
        videoCreator: '@room.rules',
        videoViews: 1_460_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'renter-friendly',
    A: {
      title: 'Hang art without nails (and keep your deposit)',
      content: {
        hooks: [
          "Your walls are bare because you're scared of your landlord. Let's fix that.",
          "I lost part of my deposit to adhesive strips. Here's what I did wrong.",
          'Three ways to hang art in a rental without drilling a single hole.',
        ],
        sections: [
          {
            title: 'Check your lease first',
            text: 'Some leases allow small nail holes • Ask before you stick',
            voiceover:
              'First, read your lease or ask. Many landlords are fine with small nail holes, and those are often easier to patch than peeled paint.',
            visuals: 'Scrolling the lease on a phone, highlighting the section on walls.',
          },
          {
            title: 'Adhesive strips done right',
            text: 'Clean with rubbing alcohol • Press 30 seconds • Wait 1 hour • Respect weight limits',
            voiceover:
              'If you use adhesive strips, wipe the wall with rubbing alcohol, press for thirty seconds, and wait an hour before hanging. Stay under the weight limit.',
            visuals: 'Close-up of cleaning the wall, pressing the strip and a phone timer.',
          },
          {
            title: 'Remove them properly',
            text: 'Pull the tab slowly straight down along the wall',
            voiceover:
              "The deposit killer is removal. Pull the tab slowly, straight down along the wall, never out toward you. That's how paint comes off.",
            visuals: 'Slow-motion tab pull along the wall, with a red X on the pull-outward version.',
          },
          {
            title: 'No-stick options',
            text: 'Lean art on a shelf or dresser • Use a tall floor easel',
            voiceover:
              'Or skip the wall altogether. Lean big art on a dresser or a picture ledge, or layer smaller frames on a shelf. It looks intentional.',
            visuals: 'Leaning a large frame on a dresser, then layering two smaller frames in front.',
          },
          {
            title: 'Show me your walls',
            text: 'Comment "bare walls" if this is you',
            voiceover: 'If your walls are still bare, comment "bare walls" and I will do a renter wall series.',
            visuals: 'Talk to camera in front of a finished wall.',
          },
        ],
        why_it_works:
          'Speaks directly to renter anxiety about deposits, which is a huge and relatable audience • The slow-motion removal tip is specific and rarely shown • Offers both adhesive and no-stick options, so everyone has a solution • Keyword comments signal demand for a series',
      },
      source: {
        comment: 'love this but im renting and terrified of losing my deposit 😭 how do i hang anything',
        commentAuthor: '@rentinglife.rosa',
        commentLikes: 6790,
        videoTitle: 'Gallery wall in 20 minutes',
        videoCreator: '@frame.and.fable',
        videoViews: 3_280_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'POV: your landlord inspects your decorated rental',
      content: {
        hooks: [
          'POV: move-out day, and your landlord finds nothing to charge you for.',
          "My rental looks completely different, and I'll get every cent of my deposit back.",
          'Five renter upgrades that are all fully reversible.',
        ],
        sections: [
          {
            title: 'Swap the light shades',
            text: 'Keep the original in a labelled box',
            voiceover:
              'I swapped the basic ceiling shade for a paper lantern. The original is in a labelled box in the closet, ready to go back on.',
            visuals: 'Landlord POV camera panning up to a paper lantern, then to the labelled box.',
          },
          {
            title: 'Change the curtains',
            text: 'Tension rods or existing rails • Store the old ones',
            voiceover: 'New curtains on the existing rail, the old ones folded away. It changes the whole room.',
            visuals: 'Curtains flowing in the breeze, then a folded stack of old ones.',
          },
          {
            title: 'Swap the hardware',
            text: 'New knobs on the dresser and cabinets • Old screws in a bag',
            voiceover: 'New knobs on the kitchen cabinets. The old ones and their screws are in a zip bag taped inside the cabinet.',
            visuals: 'Close-up of new knobs, then the bag of originals taped inside a door.',
          },
          {
            title: 'Layer rugs and textiles',
            text: 'Rugs over ugly floors • Throws over ugly furniture',
            voiceover: 'An old floor or an ugly built-in sofa? Cover it with a rug or a throw. Nothing permanent.',
            visuals: 'Rug rolled out over dated flooring.',
          },
          {
            title: 'Your renter hack',
            text: 'Comment your best reversible upgrade',
            voiceover: "What's your best reversible upgrade? I'll try the top comment in my own place.",
            visuals: 'Talk to camera at the front door holding keys.',
          },
        ],
        why_it_works:
          'The POV format turns a list into a story with a fun twist • Every upgrade is paired with how to reverse it, which builds trust with renters • The labelled-box detail feels practical and real • Crowdsourcing hacks gives you tested ideas for the next video',
      },
      source: {
        comment: 'is there anything i can actually change in my rental without getting charged when i move out?',
        commentAuthor: '@studio.sam',
        commentLikes: 3460,
        videoTitle: 'My rental transformation (landlord approved)',
        videoCreator: '@lease.and.love',
        videoViews: 1_920_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'lighting',
    A: {
      title: 'Why one ceiling light makes your room feel like an office',
      content: {
        hooks: [
          'Turn off your big light. Seriously. Watch what happens to this room.',
          'My apartment felt cold and flat until I stopped using the ceiling light.',
          'Three layers of light is the difference between a room and a waiting room.',
        ],
        sections: [
          {
            title: 'The problem with one light',
            text: 'One overhead light = flat, harsh, shadowy faces',
            voiceover:
              'A single ceiling light lights the room from one point, straight down. It flattens everything and casts harsh shadows, which is why it feels like an office.',
            visuals: 'Room lit only by the ceiling light, then the switch flicks off.',
          },
          {
            title: 'Layer 1: ambient',
            text: 'Soft general light • Floor lamps, a dimmable overhead',
            voiceover: 'Layer one is ambient: soft general light, like a floor lamp bouncing light off the wall or a dimmed overhead.',
            visuals: 'Floor lamp switches on in a corner, the room softens.',
          },
          {
            title: 'Layer 2: task',
            text: 'Light where you do things • Reading lamp, desk lamp, under-cabinet',
            voiceover:
              'Layer two is task light, right where you read, work or cook. A reading lamp by the sofa, a desk lamp, or under-cabinet strips.',
            visuals: 'Reading lamp switches on next to the sofa, book in frame.',
          },
          {
            title: 'Layer 3: accent',
            text: 'Small glows • Table lamp on a shelf, picture light, candles',
            voiceover: 'Layer three is accent: small pools of light that add depth. A small lamp on a shelf, a picture light, or candles.',
            visuals: 'A tiny lamp on a bookshelf turns on; the final room glows.',
          },
          {
            title: 'Big light challenge',
            text: 'One week without the big light • Comment if you are in',
            voiceover: 'I challenge you: one week without the big light. Comment "in" and show me your room at night.',
            visuals: 'Side-by-side of the room with the big light vs layered light.',
          },
        ],
        why_it_works:
          'The light switch reveal is a dramatic before/after in seconds • The three layers give viewers a simple framework to follow • The "big light" joke is relatable and widely shared • The challenge format drives comments and user-generated follow-ups',
      },
      source: {
        comment: 'why does my apartment look so depressing at night?? it looks fine in the day',
        commentAuthor: '@moody.maddie',
        commentLikes: 7410,
        videoTitle: 'Evening reset in my cozy apartment',
        videoCreator: '@lamp.light.lou',
        videoViews: 4_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Warm white vs cool white: choosing the right bulb',
      content: {
        hooks: [
          'If your room looks like a hospital at night, check the number on your light bulb.',
          'I bought the brightest bulbs I could find, and my bedroom felt like a dentist office.',
          '2700K or 4000K? One number on the box decides the whole mood of your room.',
        ],
        sections: [
          {
            title: 'What the K means',
            text: 'Kelvin = color of the light • Lower = warmer, higher = cooler',
            voiceover:
              'The K number on the bulb box is color temperature. Lower numbers give warmer, yellower light. Higher numbers give cooler, bluer light.',
            visuals: 'Close-up of a bulb box, the Kelvin number circled.',
          },
          {
            title: 'Living room and bedroom',
            text: 'Around 2700-3000K = warm, cozy',
            voiceover: "For living rooms and bedrooms, most people like around 2700 to 3000K. It's warm and relaxing.",
            visuals: 'A bedroom lamp glowing warm.',
          },
          {
            title: 'Kitchen, bathroom, desk',
            text: 'Around 3000-4000K = crisp, good for tasks',
            voiceover:
              'For kitchens, bathrooms and workspaces, a slightly cooler 3000 to 4000K makes tasks easier without feeling clinical.',
            visuals: 'A kitchen counter lit by under-cabinet lights.',
          },
          {
            title: 'Do not mix in one room',
            text: 'Same color temperature in each room',
            voiceover:
              'The biggest mistake is mixing warm and cool bulbs in the same room. It looks patchy. Pick one color temperature per room.',
            visuals: 'Two lamps in one room, one warm and one cool, red X, then both warm.',
          },
          {
            title: 'Check your bulbs',
            text: 'Comment the K number on your bulbs',
            voiceover: "Go check your bulbs and comment the number. I'll tell you if it suits the room.",
            visuals: 'Talk to camera holding a bulb.',
          },
        ],
        why_it_works:
          'Gives a concrete number, which is easy to act on at the store • The warm vs cool side-by-side is a striking visual • Answers a common question behind a lot of "cozy room" content • Viewers have to look at their bulbs to comment, which creates engagement',
      },
      source: {
        comment: 'what bulbs do you use?? mine look so white and harsh compared to yours',
        commentAuthor: '@emma.in.the.evening',
        commentLikes: 4120,
        videoTitle: 'How I made my rental feel cozy',
        videoCreator: '@warmglow.home',
        videoViews: 2_190_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'small-spaces',
    A: {
      title: 'Make a small living room feel bigger: 4 moves',
      content: {
        hooks: [
          "Your small living room isn't the problem. The layout is.",
          'I did not buy anything new, and my living room suddenly felt twice as big.',
          'Four changes that make a small room feel larger, and none of them is "paint it white".',
        ],
        sections: [
          {
            title: 'Raise the furniture',
            text: 'Furniture with visible legs • More floor showing = more space',
            voiceover:
              'Pick furniture with legs. When you can see floor underneath the sofa and chairs, your eye reads the room as bigger.',
            visuals: 'Side-by-side: a chunky skirted armchair vs a leggy one.',
          },
          {
            title: 'Use a mirror',
            text: 'Mirror near or opposite a window',
            voiceover:
              'Place a large mirror where it can reflect a window. It bounces the daylight around and gives the illusion of depth.',
            visuals: 'Mirror being placed opposite a window, light visibly increasing.',
          },
          {
            title: 'Fewer, bigger pieces',
            text: 'One big rug, one big piece of art • Not lots of small ones',
            voiceover:
              'Counter-intuitive but true: a few larger pieces look calmer than lots of small ones. Lots of small items make a room feel cluttered and tight.',
            visuals: 'A cluttered shelf of small items cleared, one large vase left.',
          },
          {
            title: 'Curtains high and wide',
            text: 'Hang curtains near the ceiling and past the frame',
            voiceover: 'Hang curtains higher and wider than the window. It makes the ceiling feel taller and the window bigger.',
            visuals: 'Before and after of curtains raised to just below the ceiling.',
          },
          {
            title: 'Your square metres',
            text: 'Comment your living room size',
            voiceover: "How small is your living room? Comment the size and I'll pick the best move for it.",
            visuals: 'Talk to camera in the finished room.',
          },
        ],
        why_it_works:
          'Promises a bigger-feeling room without buying anything, which suits renters and tight budgets • Each tip has a side-by-side, so the effect is obvious even muted • Dodges the cliché "paint it white" advice, which feels fresh • Size comments give a personalized follow-up hook',
      },
      source: {
        comment: 'my living room is literally 12 square meters how do i make it not feel like a shoebox 😭',
        commentAuthor: '@tinyflat.tom',
        commentLikes: 5980,
        videoTitle: 'Designing a huge open-plan living room',
        videoCreator: '@loft.logic',
        videoViews: 3_070_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Zero-budget challenge: rearrange a small room',
      content: {
        hooks: [
          'No budget, no shopping, just rearranging. Can this small room feel bigger?',
          'I moved three pieces of furniture and my partner thought I bought a new sofa.',
          'Your small room probably has furniture pushed against every wall. Try the opposite.',
        ],
        sections: [
          {
            title: 'The rule',
            text: 'Only use what you already own',
            voiceover: "The challenge: make this room feel bigger using only what's already here. No shopping allowed.",
            visuals: 'Wide shot of the starting room, timer graphic, "zero budget" on screen.',
          },
          {
            title: 'Pull off the walls',
            text: 'Float the sofa a little • Create a walking path',
            voiceover:
              'Everything pushed against the walls actually makes a room feel stiff. Pull the sofa out a little and create a clear walking path.',
            visuals: 'Time-lapse of moving the sofa, a clear path appears across the floor.',
          },
          {
            title: 'Clear the sightline',
            text: 'Nothing tall blocking the view from the door to the window',
            voiceover: 'From the doorway, your eye should be able to reach the window. Move tall things to the sides.',
            visuals: 'POV shot from the doorway, before and after.',
          },
          {
            title: 'Edit the surfaces',
            text: 'Remove half the objects from every surface',
            voiceover: "Remove half of what's on every surface. Put it in a box. You can rotate things back in later.",
            visuals: 'Hands clearing a coffee table into a box.',
          },
          {
            title: 'Your turn',
            text: 'Try it and comment "done"',
            voiceover: 'Try it this weekend and comment "done" when you have. I want to see your before and after.',
            visuals: 'Final reveal, talk to camera.',
          },
        ],
        why_it_works:
          'The challenge format gives viewers something to do, not just watch • Zero-cost changes suit renters and small budgets • The doorway sightline tip is specific and rarely mentioned • "Done" comments and before/afters generate user content for follow-ups',
      },
      source: {
        comment: 'i dont have money for new furniture tho… anything i can do with what i already have?',
        commentAuthor: '@broke.but.cozy',
        commentLikes: 2760,
        videoTitle: 'Small living room makeover',
        videoCreator: '@smallspace.sunny',
        videoViews: 1_380_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'color-and-paint',
    A: {
      title: 'Test paint colors before you commit a whole wall',
      content: {
        hooks: [
          'That tiny paint chip is lying to you.',
          'I painted my living room "soft grey". It turned out lavender.',
          "Three ways to test paint so you don't repaint twice.",
        ],
        sections: [
          {
            title: 'Chips are too small',
            text: 'A tiny chip under store lights ≠ your wall at home',
            voiceover:
              'A small chip under store lighting looks nothing like a whole wall in your home. Color changes with size and with light.',
            visuals: 'A paint chip held up in a shop, then the same color on a wall at home looking different.',
          },
          {
            title: 'Go big',
            text: 'Sample at least A4 size or larger',
            voiceover:
              'Paint a large sample, at least the size of a sheet of paper, or use a sample board. Bigger samples are much easier to judge.',
            visuals: 'Painting a large poster board with a sample pot.',
          },
          {
            title: 'Move it around',
            text: 'Try it on different walls',
            voiceover:
              'Move the sample to different walls: next to the window, in the darkest corner, beside your sofa. The same color can look very different on each.',
            visuals: 'Sample board taped on different walls in quick cuts.',
          },
          {
            title: 'Check at every time of day',
            text: 'Morning • Afternoon • Night with lamps on',
            voiceover: 'Look at it in the morning, afternoon and at night with your lamps on. Pick the color you like at all three.',
            visuals: 'Three quick time-stamped shots of the same sample.',
          },
          {
            title: 'Paint horror stories',
            text: 'Comment your paint fail',
            voiceover: 'Tell me about your paint fail. Mine was the lavender living room.',
            visuals: 'Talk to camera holding a sample pot.',
          },
        ],
        why_it_works:
          'Opens with a relatable regret that many viewers share • The same-color, different-light shots are a striking visual • Simple steps make the video useful to anyone planning to paint • Horror-story comments are fun to write and read, boosting engagement',
      },
      source: {
        comment: 'how do you pick paint colors?? every time i choose one it looks completely different on the wall',
        commentAuthor: '@painted.paige',
        commentLikes: 4380,
        videoTitle: 'Painting my bedroom in one weekend',
        videoCreator: '@brush.and.bloom',
        videoViews: 2_720_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Why your white paint looks yellow, grey or blue',
      content: {
        hooks: [
          "There's no such thing as plain white paint.",
          'I tested nine whites and all of them looked wrong. This is why.',
          'Your white walls look yellow or grey because of two things, and neither is the paint brand.',
        ],
        sections: [
          {
            title: 'Undertones',
            text: 'Warm whites lean yellow or pink • Cool whites lean blue or grey',
            voiceover:
              'Every white has an undertone. Warm whites lean yellow or pink; cool whites lean blue or grey. Put a sample next to plain printer paper to see yours.',
            visuals: 'Paint samples held next to a sheet of printer paper, undertones visible.',
          },
          {
            title: 'Light direction',
            text: 'North-facing: cooler light • South-facing: warmer light (northern hemisphere)',
            voiceover:
              "In the northern hemisphere, north-facing rooms get cooler light and south-facing rooms get warmer light. It's the other way around south of the equator.",
            visuals: 'Compass app on a phone held up in the room.',
          },
          {
            title: 'Match the white to the room',
            text: 'Cool light? Slightly warm white • Warm light? Softer, neutral white',
            voiceover:
              'In a room with cool light, a slightly warm white can stop it looking grey. In a sunny room, a neutral white keeps it from looking too yellow.',
            visuals: 'Side-by-side of two whites in the same room.',
          },
          {
            title: 'What is your room facing?',
            text: 'Comment your room direction + white you use',
            voiceover: 'Which way does your room face, and which white do you have? Comment it.',
            visuals: 'Talk to camera holding two white samples.',
          },
        ],
        why_it_works:
          'Explains the exact frustration in the comment with a clear reason • The printer-paper trick is a quick, free test • The compass detail is a memorable, surprising insight • Direction comments let you give personalized answers in follow-ups',
      },
      source: {
        comment: 'why does my "pure white" wall look yellow in the evening and grey in the morning?? im losing it',
        commentAuthor: '@white.walls.wren',
        commentLikes: 3150,
        videoTitle: 'The best white paint for every room',
        videoCreator: '@colour.concierge',
        videoViews: 1_640_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Hang curtains high and wide: the instant ceiling lift',
      content: {
        hooks: [
          "Your curtain rod is probably hanging too low, and it's shrinking your room.",
          'I moved my curtain rod up 20 cm and my ceiling looked a foot taller.',
          'The cheapest way to make a room feel taller takes one drill and ten minutes.',
        ],
        sections: [
          {
            title: 'The common mistake',
            text: 'Rod right on top of the window frame = squat window',
            voiceover: 'Most rods sit right on top of the window frame. It makes the window look small and cuts the wall in half visually.',
            visuals: 'Wide shot of a low-hung rod, a red line marking where the wall is cut.',
          },
          {
            title: 'Go higher',
            text: 'Closer to the ceiling • At least 10-15 cm above the frame',
            voiceover:
              'Mount the rod much higher: at least 10 to 15 centimeters above the frame, or closer to the ceiling if you have space. The eye follows the fabric up.',
            visuals: 'Holding the rod up at different heights in front of the window.',
          },
          {
            title: 'Go wider',
            text: 'Rod extends 15-25 cm past each side',
            voiceover:
              'Extend the rod about 15 to 25 centimeters past each side of the frame. When the curtains are open, they stack on the wall, not over the glass.',
            visuals: 'Curtains pulled open, the full window glass visible.',
          },
          {
            title: 'The result',
            text: 'Bigger window • Taller ceiling • More light',
            voiceover: 'Same window, same curtains. It just looks bigger, taller and lets in more light.',
            visuals: 'Before and after split screen of the window.',
          },
          {
            title: 'Renting?',
            text: 'Comment "rental" for no-drill options',
            voiceover: 'Renting with no drilling allowed? Comment "rental" and I will show no-drill options next.',
            visuals: 'Talk to camera next to the finished window.',
          },
        ],
        why_it_works:
          'The before/after is dramatic for such a small change, which is highly shareable • Concrete measurements make it easy to copy • The "taller ceiling" promise matches a common wish in small homes • The renter keyword comment sets up the next video',
      },
      source: {
        comment: 'why do your windows look so much bigger than mine?? we have the same apartment layout lol',
        commentAuthor: '@same.layout.sara',
        commentLikes: 4870,
        videoTitle: 'Apartment tour: how I made it feel expensive',
        videoCreator: '@elevated.everyday',
        videoViews: 3_520_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How long should curtains be? Measure like this',
      content: {
        hooks: [
          'Curtains that stop above the floor are making your room look unfinished.',
          'I bought the standard length and they looked like trousers that were too short.',
          'Floor, float or puddle? How to measure curtains the right way.',
        ],
        sections: [
          {
            title: 'Measure from the rod',
            text: 'Measure from where the rod will go, down to the floor',
            voiceover:
              "Measure from where the rod will actually hang, not from the top of the window, down to the floor. That's your curtain length.",
            visuals: 'Tape measure from a marked rod position to the floor.',
          },
          {
            title: 'Choose your finish',
            text: 'Kiss the floor • Float 1 cm above • Puddle for drama',
            voiceover:
              'Kissing the floor looks tailored. Floating about a centimeter above is easiest to clean. Puddling on the floor looks romantic but collects dust.',
            visuals: 'Three quick shots of each curtain finish.',
          },
          {
            title: 'Get the fullness right',
            text: 'Total curtain width = 1.5-2 × window width',
            voiceover:
              'For fullness, the total width of your curtains should be about one and a half to two times the width of the window. Otherwise they look flat and stretched.',
            visuals: 'Flat curtains vs full curtains side-by-side.',
          },
          {
            title: 'Too short already?',
            text: 'Lower the rod a little or add a fabric band',
            voiceover: 'Already bought them too short? Lower the rod slightly, or sew or iron on a fabric band at the bottom.',
            visuals: 'Fabric band being added to the hem with iron-on tape.',
          },
          {
            title: 'What is your finish?',
            text: 'Kiss, float or puddle? Comment it',
            voiceover: "Kiss, float or puddle, what's your style? Comment it.",
            visuals: 'Talk to camera holding curtain fabric.',
          },
        ],
        why_it_works:
          'The "trousers too short" comparison is instantly relatable and memorable • Clear measurement steps make it practical before a purchase • Fixes for curtains already bought add extra value • A simple three-option comment prompt encourages replies',
      },
      source: {
        comment: 'ok i moved my rod up and now my curtains are too short 🙃 how long are they supposed to be',
        commentAuthor: '@halfway.hem',
        commentLikes: 2580,
        videoTitle: 'One change that makes any room look bigger',
        videoCreator: '@roomreset.rae',
        videoViews: 1_960_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'renter-friendly',
    A: {
      title: 'Renter kitchen refresh in one weekend',
      content: {
        hooks: [
          'My rental kitchen was beige and sad. One weekend later, it looks like this.',
          'Five reversible changes that make a rental kitchen look custom.',
          'Renters: stop waiting for your landlord to update your kitchen.',
        ],
        sections: [
          {
            title: 'Swap the hardware',
            text: 'New knobs and pulls • Match the hole spacing • Save the originals',
            voiceover:
              'Swap the cabinet knobs and pulls. Measure the distance between the screw holes first so the new ones fit without new holes.',
            visuals: 'Measuring hole spacing, then screwing on new pulls.',
          },
          {
            title: 'Under-cabinet lights',
            text: 'Battery or plug-in LED strips',
            voiceover: 'Add battery or plug-in LED strips under the cabinets. Instant task light and it looks built in.',
            visuals: 'Lights switching on under cabinets in a dim kitchen.',
          },
          {
            title: 'Clear the counters',
            text: 'Keep out only what you use daily • Group items on a tray',
            voiceover: 'Clear the counters and keep only daily items out. Group them on a tray so it looks intentional.',
            visuals: 'Counter clutter being cleared, tray with oil, salt and a plant.',
          },
          {
            title: 'Add soft touches',
            text: 'A runner rug • Art on the counter • A plant',
            voiceover: 'Add a runner, lean a small piece of art against the backsplash, and add one plant. Kitchens need softness too.',
            visuals: 'Runner rolled out, art leaned, plant placed.',
          },
          {
            title: 'Show me your rental kitchen',
            text: 'Comment what you hate most about it',
            voiceover: "What do you hate most about your rental kitchen? Tell me, and I'll try to fix it without tools.",
            visuals: 'Talk to camera in the finished kitchen.',
          },
        ],
        why_it_works:
          'A clear weekend timeline makes the transformation feel achievable • The hole-spacing tip is practical and often overlooked • Before/after kitchens are highly shareable • "What do you hate" comments reveal pain points for future videos',
      },
      source: {
        comment: 'this is gorgeous but what do you do if youre renting and cant change anything in the kitchen 🥲',
        commentAuthor: '@kitchen.kaya',
        commentLikes: 5210,
        videoTitle: 'Dream kitchen renovation reveal',
        videoCreator: '@reno.rowan',
        videoViews: 4_180_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Peel-and-stick tiles: what to know before you start',
      content: {
        hooks: [
          "Peel-and-stick tiles look amazing online. Here's what nobody shows you.",
          "I put peel-and-stick tiles in my rental. Here's the honest update six months later.",
          'Four checks before you stick anything on a rental wall.',
        ],
        sections: [
          {
            title: 'Ask first',
            text: 'Check your lease or ask your landlord',
            voiceover: "Removable doesn't always mean damage-free. Check your lease or ask your landlord, especially for large areas.",
            visuals: 'Texting the landlord, with the question visible on screen.',
          },
          {
            title: 'Test a hidden spot',
            text: 'Stick a piece in a hidden spot for a week, then peel it off',
            voiceover:
              'Stick a small piece somewhere hidden for a week, then peel it off. If it takes paint with it, you know before you do the whole wall.',
            visuals: 'Small test piece inside a cabinet, peeled off a week later.',
          },
          {
            title: 'Mind the heat and water',
            text: 'Check the heat rating • Keep clear of direct heat unless rated for it',
            voiceover:
              "Check if the tiles are rated for heat and moisture. Many aren't meant to go right behind a cooktop, so check the packaging before you use them there.",
            visuals: 'Close-up of the back of a pack, highlighting the heat note.',
          },
          {
            title: 'Prep matters',
            text: 'Clean, dry, smooth wall • Start from a straight line',
            voiceover: 'Clean and dry the wall and draw a level line to start from. Wonky first row, wonky wall.',
            visuals: 'Using a level and pencil to mark the first line.',
          },
          {
            title: 'Worth it?',
            text: 'Comment "yes" or "no" if you would try it',
            voiceover: "Would you try peel-and-stick tiles? Comment yes or no, and I'll share the removal update.",
            visuals: 'Talk to camera next to the tiled backsplash.',
          },
        ],
        why_it_works:
          'The honest "six months later" angle builds trust in a space full of ads • The hidden-spot test is simple and prevents costly mistakes • Heat and moisture notes keep the advice safe • The promised removal update gives viewers a reason to follow',
      },
      source: {
        comment: 'has anyone actually removed these when moving out?? do they take the paint off',
        commentAuthor: '@moving.out.mo',
        commentLikes: 3340,
        videoTitle: 'Peel and stick backsplash in 2 hours',
        videoCreator: '@stickit.studio',
        videoViews: 2_450_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'color-and-paint',
    A: {
      title: 'The 60-30-10 rule for a room that looks put together',
      content: {
        hooks: [
          "Your room looks messy even when it's clean. Count your colors.",
          'I had too many colors fighting each other until I used this rule.',
          'Three numbers that designers use to make a room feel calm.',
        ],
        sections: [
          {
            title: '60%: the main color',
            text: 'Walls, large rug, big furniture',
            voiceover: 'Sixty percent of the room is your main color: usually walls, a large rug or the sofa.',
            visuals: 'Room with the main color highlighted by an overlay.',
          },
          {
            title: '30%: the secondary color',
            text: 'Curtains, chairs, bedding',
            voiceover: 'Thirty percent is your secondary color: curtains, accent chairs or bedding.',
            visuals: 'Overlay shifts to curtains and chairs.',
          },
          {
            title: '10%: the accent',
            text: 'Cushions, art, vases, small objects',
            voiceover: 'Ten percent is the accent: cushions, art, a vase. This is the fun color.',
            visuals: 'Close-up of cushions and a vase in the accent color.',
          },
          {
            title: 'It is a guide, not a law',
            text: 'Use it to cut the chaos, then break it on purpose',
            voiceover:
              'Treat it as a starting point. Once your room feels calm, you can break it on purpose. Most cluttered rooms simply have too many colors at the same level.',
            visuals: 'Wide shot of the finished room.',
          },
          {
            title: 'Your colors',
            text: 'Comment your 60, 30 and 10',
            voiceover: "What are your sixty, thirty and ten? Comment them and I'll tell you if they work together.",
            visuals: 'Talk to camera holding three fabric swatches.',
          },
        ],
        why_it_works:
          'Numbers make a vague idea, a "put together" room, feel concrete • Color overlays make the rule easy to see with sound off • Framing it as a guide keeps it credible with design-savvy viewers • Personal color combos in the comments are easy follow-up material',
      },
      source: {
        comment: 'how do people make their rooms look so cohesive?? mine looks like a garage sale even when its clean',
        commentAuthor: '@eclectic.ella',
        commentLikes: 6120,
        videoTitle: 'Clean with me: Sunday reset',
        videoCreator: '@calm.corners',
        videoViews: 2_840_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Scared of color? Start with textiles, not walls',
      content: {
        hooks: [
          "If you're scared of color, don't start with paint.",
          'My apartment was all beige because I was scared of getting color wrong.',
          'Add color to a room in a weekend without touching a single wall.',
        ],
        sections: [
          {
            title: 'Start small and soft',
            text: 'Cushion covers • A throw • A small rug',
            voiceover:
              'Start with the easiest things to swap: cushion covers, a throw blanket, or a small rug. If you hate it, it goes in a drawer.',
            visuals: 'Beige sofa, then colorful cushion covers being zipped on.',
          },
          {
            title: 'Pick from what you love',
            text: 'Pull colors from a piece of art or a favorite object',
            voiceover:
              "Not sure which color? Pick one from a piece of art, a vase or a scarf you love. That's a palette you already know works for you.",
            visuals: 'Holding a print up to fabric swatches to match colors.',
          },
          {
            title: 'Repeat it three times',
            text: 'Use the new color in at least 3 spots',
            voiceover:
              'The trick is repetition. Use the color in at least three places around the room, so it looks intentional rather than random.',
            visuals: 'Three spots in the room lighting up with the same color.',
          },
          {
            title: 'Then go bigger',
            text: 'Love it after a month? Try an accent chair or paint',
            voiceover: "If you still love it after a month, that's when you consider a bigger piece or a painted wall.",
            visuals: 'Calendar flipping, then a paint sample on the wall.',
          },
          {
            title: 'Your color',
            text: 'Comment the color you want to try',
            voiceover: "What color do you secretly want to try? Comment it and I'll style it for you.",
            visuals: 'Talk to camera holding a bright cushion.',
          },
        ],
        why_it_works:
          'Speaks to the fear of making a permanent mistake, which stops many people decorating • Low-cost, reversible steps lower the barrier to trying • The repeat-three-times tip is memorable and practical • Wish-list color comments give you styling requests for future videos',
      },
      source: {
        comment: 'i love all the color in your place but im so scared ill make mine look like a kids room 😅',
        commentAuthor: '@beige.forever',
        commentLikes: 2910,
        videoTitle: 'My colorful maximalist apartment tour',
        videoCreator: '@dopamine.den',
        videoViews: 1_870_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'small-spaces',
    A: {
      title: 'Make a studio feel like separate rooms',
      content: {
        hooks: [
          "Living, sleeping and working in one room doesn't have to feel like a dorm.",
          'My studio felt like one giant bedroom until I split it into zones.',
          'Four ways to create rooms inside a studio without building a single wall.',
        ],
        sections: [
          {
            title: 'Rugs define zones',
            text: 'One rug per zone: living, sleeping, dining',
            voiceover: 'Give each zone its own rug. A rug under the sofa and another by the bed tells your eye where one room ends.',
            visuals: 'Overhead shot of a studio, zones outlined by rugs.',
          },
          {
            title: 'Turn the sofa',
            text: 'Back of the sofa facing the bed = a soft wall',
            voiceover: 'Turn the sofa so its back faces the bed area. It becomes a low wall between living and sleeping.',
            visuals: 'Time-lapse of turning the sofa.',
          },
          {
            title: 'Open shelving divider',
            text: 'Open-back shelves let light through • Anchor tall pieces',
            voiceover:
              "An open-back shelf makes a divider that still lets light through. Tall, heavy shelves should be anchored or secured so they can't tip.",
            visuals: 'Open shelf placed between bed and living area, light passing through.',
          },
          {
            title: 'Light each zone',
            text: 'A lamp in every zone • Switch off the zone you are not using',
            voiceover: "Give each zone its own lamp. At night, switch off the bed area when you're relaxing, and it disappears.",
            visuals: 'Lamps turning on and off zone by zone.',
          },
          {
            title: 'Studio people',
            text: 'Comment your studio size',
            voiceover: "Studio dwellers, comment your size and I'll suggest a zone layout.",
            visuals: 'Talk to camera on the sofa.',
          },
        ],
        why_it_works:
          'Studio living is a huge, underserved audience with a specific problem • Overhead zone outlines make the layout easy to copy • The lamp switch-off trick is a surprising, practical touch • Size comments give you personalized layout content',
      },
      source: {
        comment: 'how do you make a studio not feel like youre living in your bedroom 24/7',
        commentAuthor: '@oneroom.rio',
        commentLikes: 5740,
        videoTitle: 'My 28 m² studio apartment tour',
        videoCreator: '@tiny.home.theo',
        videoViews: 3_630_000,
        platform: 'youtube',
      },
    },
    B: {
      title: '3 studio bed layouts: from worst to best',
      content: {
        hooks: [
          'Where your bed goes decides whether your studio feels like home.',
          'I tried three bed positions in my studio. The third changed everything.',
          'Worst, better, best: studio bed placement ranked.',
        ],
        sections: [
          {
            title: 'Worst: facing the front door',
            text: 'First thing guests see = your bed',
            voiceover: 'Worst: the bed is the first thing you see when the door opens. It makes the whole space feel like a bedroom.',
            visuals: 'POV shot opening the front door to a bed straight ahead.',
          },
          {
            title: 'Better: along a side wall',
            text: 'Bed against the longest wall, dressed like a sofa',
            voiceover:
              'Better: against a side wall, with lots of cushions along the wall side. During the day it reads more like a daybed.',
            visuals: 'Bed styled with cushions along the wall.',
          },
          {
            title: 'Best: tucked away',
            text: 'Furthest corner from the door • Partly hidden by a shelf or curtain',
            voiceover:
              'Best: in the corner furthest from the door, partly screened by a shelf or a ceiling-hung curtain. Living space up front, bedroom at the back.',
            visuals: 'Curtain being drawn around the bed area.',
          },
          {
            title: 'Which one is yours?',
            text: 'Comment worst, better or best',
            voiceover: 'Where is your bed right now? Worst, better or best? Be honest.',
            visuals: 'Talk to camera with three labelled cards.',
          },
        ],
        why_it_works:
          'The ranking format gives a natural build-up to the best option • The door POV makes the problem instantly clear • Options work for different studio layouts, so most viewers find their fit • Self-ranking comments are quick and fun to leave',
      },
      source: {
        comment: 'the first thing people see when they walk into my studio is my unmade bed lol where do i put it',
        commentAuthor: '@unmade.uma',
        commentLikes: 3380,
        videoTitle: 'Studio apartment layout ideas',
        videoCreator: '@square.metre.style',
        videoViews: 1_540_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'How high to hang art (most people hang it too high)',
      content: {
        hooks: [
          "Your art is probably hanging too high. Here's the number.",
          'I hung every frame at eye level, my eye level, which is why it looked off.',
          "One measurement fixes art that looks like it's floating away.",
        ],
        sections: [
          {
            title: 'The center rule',
            text: 'Center of the art about 145-152 cm (57-60 in) from the floor',
            voiceover:
              "A common guideline is to hang art so the center is about 145 to 152 centimeters from the floor. That's roughly average eye level.",
            visuals: 'Tape measure from the floor to a pencil mark on the wall.',
          },
          {
            title: 'Above a sofa or bed',
            text: 'Bottom edge 15-25 cm above the furniture',
            voiceover:
              'Above a sofa or bed, forget the center rule. Keep the bottom of the frame about 15 to 25 centimeters above the furniture so they feel connected.',
            visuals: 'Frame lowered toward the sofa until it looks grounded.',
          },
          {
            title: 'Get the size right',
            text: 'Art about 2/3 the width of the furniture below',
            voiceover: 'Go for art about two-thirds the width of the sofa or bed. Too small looks like a postage stamp.',
            visuals: 'Paper templates of different widths taped above the sofa.',
          },
          {
            title: 'Measure yours',
            text: 'Comment how high yours is right now',
            voiceover: "Go measure yours and comment the number. I bet most of you're above 160.",
            visuals: 'Talk to camera holding a tape measure.',
          },
        ],
        why_it_works:
          'A specific number answers the comment directly and is easy to remember • The above-sofa exception shows real expertise • Paper templates give a cheap, practical tool • Asking viewers to measure drives action and comments',
      },
      source: {
        comment: 'how do you know how high to hang stuff?? mine always look like theyre floating near the ceiling',
        commentAuthor: '@floating.frames',
        commentLikes: 4260,
        videoTitle: 'Styling my empty living room walls',
        videoCreator: '@wall.story',
        videoViews: 2_060_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Plan a gallery wall with paper templates',
      content: {
        hooks: [
          'Stop putting holes in the wall before you have a plan.',
          'My first gallery wall had 23 extra nail holes. The second one had none.',
          'Paper, tape and 20 minutes: the gallery wall method that saves your walls.',
        ],
        sections: [
          {
            title: 'Lay it out on the floor',
            text: 'Arrange frames on the floor first • Take a photo',
            voiceover: 'Lay all your frames on the floor and play with the arrangement. Take a photo when you like it.',
            visuals: 'Overhead shot of frames being moved around on the floor.',
          },
          {
            title: 'Trace the templates',
            text: 'Trace each frame on paper • Mark the hook spot',
            voiceover:
              'Trace each frame onto paper and cut it out. Then mark exactly where the hook or wire sits on the back of each frame.',
            visuals: 'Tracing frames on kraft paper, marking hook points.',
          },
          {
            title: 'Tape it on the wall',
            text: "Painter's tape the templates up • Adjust until it feels right",
            voiceover: 'Tape the templates to the wall and live with them for a day. Adjust spacing until it feels balanced.',
            visuals: 'Paper templates taped up on the wall.',
          },
          {
            title: 'Nail through the paper',
            text: 'Nail through the marked spot • Tear the paper away',
            voiceover:
              'Put your nail straight through the mark on the paper, tear the paper off, and hang the frame. Perfect placement, first try.',
            visuals: 'Hammer through paper template, paper torn away, frame hung.',
          },
          {
            title: 'Spacing tip',
            text: 'Keep gaps consistent: about 5-8 cm',
            voiceover:
              'Keep the gaps between frames consistent, about five to eight centimeters. Comment "template" and I will share layout ideas.',
            visuals: 'Finished gallery wall, talk to camera.',
          },
        ],
        why_it_works:
          'A relatable "too many holes" story pulls viewers in • The paper template method is simple, cheap and satisfying to watch • Consistent spacing tips prevent the most common mistake • Keyword comments build demand for a layout follow-up',
      },
      source: {
        comment: 'gallery walls stress me out so much, how do you get the spacing right without 100 holes in the wall',
        commentAuthor: '@holeywalls.hana',
        commentLikes: 3720,
        videoTitle: 'Gallery wall reveal',
        videoCreator: '@framed.fern',
        videoViews: 1_820_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'lighting',
    A: {
      title: 'Where to put lamps: the lighting triangle',
      content: {
        hooks: [
          'If one corner of your room is always dark, this is for you.',
          'I had four lamps in my living room, and it still felt gloomy. They were all in one corner.',
          'Three lamps, one triangle, and your room finally glows evenly.',
        ],
        sections: [
          {
            title: 'The dark-corner problem',
            text: 'Lamps clustered together = bright spot + dark corners',
            voiceover: 'When lamps are all on one side, you get a bright spot and dark corners. The room feels smaller and gloomy.',
            visuals: 'Room at night with lamps clustered on one side.',
          },
          {
            title: 'Make a triangle',
            text: 'Place 3 light sources in a triangle around the room',
            voiceover: 'Spread at least three light sources in a triangle across the room, so light comes from different directions.',
            visuals: 'Overhead sketch of the room with a triangle between three lamps.',
          },
          {
            title: 'Mix the heights',
            text: 'One floor lamp • One table lamp • One low accent light',
            voiceover:
              'Mix the heights: a floor lamp, a table lamp and a low accent light. Different heights make the light feel layered and cozy.',
            visuals: 'Camera pans from floor lamp to table lamp to a small shelf light.',
          },
          {
            title: 'Shade at eye level',
            text: 'Seated: bottom of the shade around eye level',
            voiceover:
              "For table lamps next to a sofa, aim for the bottom of the shade to be around eye level when you sit, so you're not staring into the bulb.",
            visuals: 'Sitting on the sofa, the camera at eye level with the lamp shade.',
          },
          {
            title: 'Show me',
            text: 'How many lamps do you have? Comment the number',
            voiceover: 'How many lamps do you have in your living room? Comment the number.',
            visuals: 'Talk to camera in the evenly lit room.',
          },
        ],
        why_it_works:
          'The dark-corner problem is instantly recognizable • The triangle is a simple, visual rule that is easy to remember • The eye-level tip adds expert detail • Lamp-count comments are effortless and often spark debate',
      },
      source: {
        comment: 'i have so many lamps but my living room still feels dark and gloomy at night?? what am i doing wrong',
        commentAuthor: '@gloomy.gabe',
        commentLikes: 3870,
        videoTitle: 'Cozy lighting tour',
        videoCreator: '@golden.hour.home',
        videoViews: 2_310_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Plug-in wall sconces: the renter lighting upgrade',
      content: {
        hooks: [
          'No electrician, no landlord permission for wiring, and a light that looks built in.',
          'I wanted wall lights in my rental, and this is how I got them.',
          "Plug-in sconces are the most underrated renter upgrade. Here's how to make them look built-in.",
        ],
        sections: [
          {
            title: 'What they are',
            text: 'Wall light with a cord that plugs into a socket',
            voiceover:
              'A plug-in sconce is a wall light that plugs into a normal socket instead of being hard-wired. No electrician required.',
            visuals: 'Close-up of the plug and cord, then the sconce switched on.',
          },
          {
            title: 'Mount it',
            text: 'Small screws usually • Check your lease • Patchable holes',
            voiceover:
              'Most mount with a couple of small screws. Check your lease first, but small holes are usually easy to fill when you move out.',
            visuals: 'Drilling a small hole, mounting the bracket.',
          },
          {
            title: 'Hide the cord',
            text: 'Paintable cord cover in the wall color',
            voiceover:
              'Hide the cord with a paintable cord cover, painted the same color as your wall. From across the room it disappears.',
            visuals: 'Cord cover being painted, then a wide shot where it is barely visible.',
          },
          {
            title: 'Or go cordless',
            text: 'Rechargeable LED sconces • No outlet needed',
            voiceover: 'No outlet nearby? Rechargeable LED sconces work too. Just remember to charge them.',
            visuals: 'A rechargeable sconce being clicked on.',
          },
          {
            title: 'Where would you put one?',
            text: 'Comment the spot',
            voiceover: 'Where would you put a sconce? Bedside, by the sofa, over art? Comment it.',
            visuals: 'Talk to camera next to the lit sconce.',
          },
        ],
        why_it_works:
          'Solves a renter pain point with an upgrade that looks expensive • The hidden-cord reveal is a satisfying visual • Offering a cordless alternative covers rooms without outlets • Placement comments spark ideas and follow-up styling videos',
      },
      source: {
        comment: 'i want wall lights so bad but im renting and cant do wiring. is there any way?',
        commentAuthor: '@sconce.dreams',
        commentLikes: 2690,
        videoTitle: 'How I made my bedroom feel like a hotel',
        videoCreator: '@hotel.at.home',
        videoViews: 3_970_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'small-spaces',
    A: {
      title: 'Create an entryway when you do not have one',
      content: {
        hooks: [
          "My front door opens straight into my living room. Here's how I faked an entryway.",
          'No hallway? Your shoes and keys still need a home.',
          'Five things every front door needs, even in a tiny apartment.',
        ],
        sections: [
          {
            title: 'Hooks on the wall',
            text: 'Wall hooks for bags and coats',
            voiceover: 'Start with hooks on the wall next to the door. Bags and coats off the sofa immediately.',
            visuals: 'Hanging a bag on wall hooks next to the front door.',
          },
          {
            title: 'A landing spot',
            text: 'Narrow shelf or console • A tray for keys',
            voiceover: 'Add a narrow shelf or slim console with a tray for keys and mail. Everything lands in one place.',
            visuals: 'Keys dropped into a tray on a slim shelf.',
          },
          {
            title: 'Shoe storage',
            text: 'Slim shoe cabinet or a bench with a basket',
            voiceover: 'A slim shoe cabinet or a bench with a basket underneath keeps shoes from spreading across the floor.',
            visuals: 'Shoes tucked into a slim cabinet.',
          },
          {
            title: 'Define the zone',
            text: 'A small rug + a mirror',
            voiceover:
              'A small rug and a mirror tell your brain this is a separate space, even without walls. The mirror is also great for a last-minute check.',
            visuals: 'Rug rolled out by the door, mirror hung above the shelf.',
          },
          {
            title: 'Your door',
            text: 'Comment what piles up by your door',
            voiceover: "What piles up by your door? Comment it, and I'll find a fix.",
            visuals: 'Talk to camera by the finished entryway.',
          },
        ],
        why_it_works:
          'Addresses a common small-apartment frustration with a clear checklist • Each element solves a visible clutter problem • The before/after is dramatic and shareable • "What piles up" comments reveal real pain points for follow-ups',
      },
      source: {
        comment: 'my door opens right into my living room and theres shoes and bags everywhere 😫 help',
        commentAuthor: '@shoepile.shay',
        commentLikes: 4520,
        videoTitle: 'Entryway makeover',
        videoCreator: '@welcome.home.wes',
        videoViews: 2_110_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Tiny apartment storage: use the walls, not the floor',
      content: {
        hooks: [
          'In a small apartment, your floor is for living. Your walls are for storage.',
          "I got rid of two dressers and gained more storage. Here's how.",
          'Four places to find hidden storage in a tiny apartment.',
        ],
        sections: [
          {
            title: 'Go vertical',
            text: 'Tall, narrow shelves • Anchor to the wall',
            voiceover:
              "Choose tall, narrow shelving instead of wide, low pieces. Always anchor tall furniture to the wall so it can't tip.",
            visuals: 'Anchoring a tall bookshelf with a wall strap.',
          },
          {
            title: 'Above the door',
            text: 'A shelf above doorways for rarely used items',
            voiceover: "The space above doors is almost always empty. A shelf there's perfect for things you rarely use.",
            visuals: 'Shelf above a doorway with labelled boxes.',
          },
          {
            title: 'Behind the door',
            text: 'Over-the-door organizers • Hooks',
            voiceover: 'Behind every door, an over-the-door organizer for shoes, cleaning products or accessories.',
            visuals: 'Over-the-door organizer being filled.',
          },
          {
            title: 'Under the bed',
            text: 'Bed risers or a storage bed • Lidded boxes',
            voiceover: 'Raise the bed a little or use a storage bed, and slide in lidded boxes for seasonal clothes.',
            visuals: 'Storage boxes sliding under the bed.',
          },
          {
            title: 'Your storage hack',
            text: 'Comment your best small-space hack',
            voiceover: "What's your best small-space storage hack? Comment it.",
            visuals: 'Talk to camera in the tidied room.',
          },
        ],
        why_it_works:
          'The opening line reframes a small home in a way viewers remember and repeat • Points to storage spots most people walk past every day, above and behind doors • The anchoring note keeps the advice safe and credible • Crowdsourced hacks become tested ideas for a follow-up video',
      },
      source: {
        comment: 'where do you put all your stuff?? my apartment is tiny and i have zero storage',
        commentAuthor: '@zero.closets',
        commentLikes: 3190,
        videoTitle: 'Minimalist tiny apartment tour',
        videoCreator: '@less.but.better',
        videoViews: 1_760_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'color-and-paint',
    A: {
      title: 'Accent wall: how to pick the right wall',
      content: {
        hooks: [
          "Most accent walls fail because they're on the wrong wall.",
          "I painted an accent wall, hated it, and realized I'd chosen the wrong one.",
          "Which wall should be your accent wall? Here's the quick test.",
        ],
        sections: [
          {
            title: 'The doorway test',
            text: 'Stand in the doorway • The wall you look at first = the focal wall',
            voiceover: 'Stand in the doorway. The first wall your eye goes to is usually the right one for an accent.',
            visuals: 'POV from doorway, the focal wall highlighted.',
          },
          {
            title: 'Pick a solid wall',
            text: 'Behind the bed or sofa • Not broken up by doors or windows',
            voiceover:
              "Choose a wall that's mostly solid, like the one behind the bed or sofa. Walls broken up by windows and doors look choppy.",
            visuals: 'Side-by-side: accent on a window wall vs behind the bed.',
          },
          {
            title: 'Choose a color that belongs',
            text: 'Pull the color from your textiles or art',
            voiceover: 'Pull the color from something already in the room, like your rug or art, so the wall feels connected.',
            visuals: 'Holding a paint chip next to a cushion and art.',
          },
          {
            title: 'Consider the alternatives',
            text: 'Wallpaper • Wall paneling • A big piece of art',
            voiceover: 'Renting or not ready to paint? A removable wallpaper or a large piece of art can do the same job.',
            visuals: 'Removable wallpaper being smoothed on.',
          },
          {
            title: 'Your wall',
            text: 'Comment the color you are thinking about',
            voiceover: 'Thinking about an accent wall? Comment your color and room.',
            visuals: 'Talk to camera in front of the finished wall.',
          },
        ],
        why_it_works:
          'The doorway test is simple, memorable and instantly actionable • Side-by-side visuals show why choosing the wrong wall fails • Renter-friendly alternatives widen the audience • Color comments let you tailor follow-up advice',
      },
      source: {
        comment: 'i want an accent wall but i have no idea which wall to do it on 😂 every wall has a window',
        commentAuthor: '@accent.ava',
        commentLikes: 2870,
        videoTitle: 'Bold green bedroom reveal',
        videoCreator: '@green.grotto',
        videoViews: 2_530_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Color drenching: why painting everything can make a small room bigger',
      content: {
        hooks: [
          'Paint the walls, the trim and the ceiling the same color. Yes, even in a small room.',
          'My tiny bathroom felt bigger after I painted everything dark green.',
          "Color drenching sounds wild, but here's why it works.",
        ],
        sections: [
          {
            title: 'What it is',
            text: 'Walls, trim, doors and sometimes ceiling in one color',
            voiceover:
              'Color drenching means painting the walls, trim, doors and sometimes the ceiling in the same color, or shades of it.',
            visuals: 'A small room painted fully in one color, slow pan.',
          },
          {
            title: 'Why it works',
            text: 'No harsh edges • The corners blur • The room feels cocooning',
            voiceover:
              "Without contrasting trim, your eye doesn't see hard edges where walls stop. The corners blur, and the room can feel larger and cozier.",
            visuals: 'Close-up of a corner where wall and trim are the same color.',
          },
          {
            title: 'Best rooms to try',
            text: 'Small bathrooms • Hallways • Offices • Bedrooms',
            voiceover: 'It works really well in small spaces like bathrooms, hallways, home offices and bedrooms.',
            visuals: 'Quick montage of drenched small spaces.',
          },
          {
            title: 'Finish tips',
            text: 'Eggshell on walls • Satin or semi-gloss on trim',
            voiceover:
              'Use the same color but a tougher finish on trim and doors, like satin or semi-gloss. It adds subtle depth and is easier to clean.',
            visuals: 'Close-up of a brush painting trim with a slight sheen.',
          },
          {
            title: 'Would you dare?',
            text: 'Comment the room you would drench',
            voiceover: 'Would you try it? Comment the room and the color.',
            visuals: 'Talk to camera in the drenched room.',
          },
        ],
        why_it_works:
          'A counter-intuitive claim grabs attention immediately • Explaining why it works makes a bold trend feel approachable • Finish tips add credibility for viewers ready to paint • "Would you dare" invites bold answers and debate',
      },
      source: {
        comment: 'isnt dark paint supposed to make small rooms look smaller?? this looks amazing tho',
        commentAuthor: '@darkwalls.dev',
        commentLikes: 4640,
        videoTitle: 'Painting my tiny office dark green',
        videoCreator: '@moody.walls.mara',
        videoViews: 3_180_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'styling-basics',
    A: {
      title: 'Shelf styling: make your shelves look curated, not cluttered',
      content: {
        hooks: [
          'Your shelves look cluttered because everything is the same height.',
          'I spent hours on my bookshelf and it still looked like a garage sale until I used these rules.',
          'Four rules to style a shelf like a designer.',
        ],
        sections: [
          {
            title: 'Start with books',
            text: 'Mix vertical stacks and horizontal piles',
            voiceover: 'Start with books. Mix vertical rows with horizontal stacks, which become little pedestals for objects.',
            visuals: 'Books being arranged vertically and horizontally.',
          },
          {
            title: 'Vary the heights',
            text: 'Tall • Medium • Small in each grouping',
            voiceover: 'Group objects of different heights: something tall, something medium, something small.',
            visuals: 'Placing a vase, a candle and a small object together.',
          },
          {
            title: 'Odd numbers',
            text: 'Groups of 3 or 5 look more natural',
            voiceover: 'Groups of three or five usually look more natural than pairs.',
            visuals: 'A group of three objects on a shelf.',
          },
          {
            title: 'Leave breathing room',
            text: 'Empty space is part of the design',
            voiceover: 'Leave some empty space. Not every shelf needs to be full. Empty space gives the eye a rest.',
            visuals: 'Removing one item from a crowded shelf.',
          },
          {
            title: 'Your shelf',
            text: 'Comment 3 things on your shelf',
            voiceover: "List three things on your shelf in the comments, and I'll tell you how to group them.",
            visuals: 'Talk to camera in front of the styled shelf.',
          },
        ],
        why_it_works:
          'Turns shelf styling, which most people find intimidating, into four simple rules • Step-by-step styling is satisfying to watch and works with the sound off • Uses what viewers already own, so there is nothing to buy • Listing shelf items in the comments gives you tailored follow-up material',
      },
      source: {
        comment: 'how do you make shelves look nice?? mine always look like a random pile of stuff',
        commentAuthor: '@shelfie.sofia',
        commentLikes: 5470,
        videoTitle: 'Bookshelf styling in 60 seconds',
        videoCreator: '@shelf.sense',
        videoViews: 2_870_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The coffee table formula: tray, books, something alive',
      content: {
        hooks: [
          'Every great coffee table has the same three things.',
          'My coffee table was a dumping ground until I used this formula.',
          'Clear your coffee table completely, then add back only these three things.',
        ],
        sections: [
          {
            title: 'Something to corral',
            text: 'A tray or bowl for remotes and small items',
            voiceover: 'Start with a tray or a bowl. It corrals the remotes and small things so they look organized.',
            visuals: 'Remotes placed neatly on a tray.',
          },
          {
            title: 'Something to stack',
            text: 'Two or three books',
            voiceover: 'Add a stack of two or three books. They add height and personality.',
            visuals: 'Books being stacked, largest on the bottom.',
          },
          {
            title: 'Something alive',
            text: 'A plant, flowers or branches',
            voiceover: 'Add something alive: a small plant, a few flowers or cut branches. It softens the whole setup.',
            visuals: 'A small vase of branches placed on the book stack.',
          },
          {
            title: 'Leave room to live',
            text: 'Space for mugs and feet',
            voiceover: 'And leave space for real life: mugs, snacks, maybe feet. A coffee table is meant to be used.',
            visuals: 'A hand placing a mug on the styled table.',
          },
          {
            title: 'Your table',
            text: 'What is on your coffee table right now?',
            voiceover: "What's on your coffee table right now? Be honest in the comments.",
            visuals: 'Talk to camera next to the table.',
          },
        ],
        why_it_works:
          'A three-part formula is easy to remember and copy on the spot • The cleared-then-restyled table is a quick, satisfying before/after • Leaving room for mugs and feet keeps it realistic, not showroom-only • Honest "what is on your table" comments are relatable, funny and easy to leave',
      },
      source: {
        comment: 'my coffee table is just remotes and mail and random cups 😂 how do i make it look like this',
        commentAuthor: '@remote.raina',
        commentLikes: 3920,
        videoTitle: 'Living room reset',
        videoCreator: '@tidy.tables',
        videoViews: 1_690_000,
        platform: 'instagram',
      },
    },
  },
]);
