/**
 * The offline generator's per-niche wording: what to film, the advice that holds for almost any
 * question in the niche, the usual mistakes, myths and caveats. The generator fills in the
 * viewer's topic; everything here must stay true whatever the topic is, so it is general on
 * purpose, hedged in health and money niches, and free of digits (an idea may only show numbers
 * its comments contain).
 */

export interface PhraseSection {
  title: string;
  /** On-screen text. */
  text: string;
  /** One or two spoken sentences. */
  voiceover: string;
  visuals: string;
  /** Topic words that make this advice the most relevant pick (matched on word starts). */
  tags?: readonly string[];
}

export interface NichePhrases {
  /** Health or money: hedged wording only, and a professional named in the caveat. */
  careful: boolean;
  /** What an answer most depends on, as a viewer would say it: "skin type". */
  factor: string;
  /** The longer version for "it depends on …". */
  dependsOn: string;
  /** What the creator shows: "routine", "room", "budget". */
  noun: string;
  shots: {
    /** Where the niche films, for shots built around it: "your bathroom counter". */
    setting: string;
    /** How the viewer's comment appears (green screen over the niche's natural setting). */
    comment: string;
    /** The answer being shown. */
    demo: string;
    /** A before/after or check-in. */
    result: string;
    /** The closing call to comment. */
    cta: string;
  };
  /** One spoken sentence: when to stop and who to ask. */
  caveat: string;
  /** Advice that holds for most questions in the niche, tagged by the topics it fits best. */
  steps: readonly PhraseSection[];
  mistakes: readonly PhraseSection[];
  /** Why something a viewer tried may not have worked (complaints). */
  failReasons: readonly PhraseSection[];
  myths: ReadonlyArray<{ myth: string; fact: string; tags?: readonly string[] }>;
  /** Exactly three things to compare options on. */
  criteria: readonly [string, string, string];
}

const SKINCARE: NichePhrases = {
  careful: true,
  factor: 'skin type',
  dependsOn: 'your skin type and what else is already in your routine',
  noun: 'routine',
  shots: {
    setting: 'your bathroom counter, products lined up',
    comment: 'Green-screen the comment over your bathroom mirror, your current products lined up on the sink.',
    demo: 'Product flat-lay on the bathroom counter, then each step applied in the mirror, one cut per step.',
    result: 'Two photos in the same window light and angle, side by side: the first day and today.',
    cta: 'Talk to camera in the bathroom mirror holding the product, then point down to the comments.',
  },
  caveat:
    "If anything burns, swells or won't settle, stop and check with a professional, like a dermatologist, especially if you're pregnant or on prescription skincare.",
  steps: [
    {
      title: 'Patch test first',
      text: 'Try it on your jawline for a few days first',
      voiceover:
        "Before anything new goes on your whole face, try a small amount on one spot, like your jawline, for a few days. Redness, itching or stinging? That's your answer.",
      visuals: 'A small dab on the jawline in the mirror, then a calendar overlay ticking off a few days.',
      tags: ['new', 'product', 'serum', 'acid', 'retinol', 'retinoid', 'vitamin', 'oil', 'sensitive', 'react', 'allerg', 'start', 'try'],
    },
    {
      title: 'One change at a time',
      text: 'Add one new product, then wait a couple of weeks',
      voiceover:
        "Change one thing at a time and give it a couple of weeks. If you add three products at once and your skin reacts, you won't know which one did it.",
      visuals: 'Three new bottles on the counter, two slid back into the drawer, one left in front.',
      tags: ['routine', 'layer', 'mix', 'combine', 'together', 'order', 'products', 'steps', 'break', 'purg'],
    },
    {
      title: 'Low and slow',
      text: 'Small amount, a couple of nights a week, then build up',
      voiceover:
        'With anything active, start with a small amount a couple of nights a week and build up only while your skin stays calm. Going slowly can help you skip a lot of irritation.',
      visuals: 'A pea-sized dot on a fingertip, then a weekly calendar with the nights filling in slowly.',
      tags: ['retinol', 'retinoid', 'tretinoin', 'acid', 'aha', 'bha', 'exfoli', 'peel', 'vitamin', 'niacinamide', 'sting', 'burn', 'purg'],
    },
    {
      title: 'Sunscreen every morning',
      text: 'Sunscreen every morning, even when it is cloudy',
      voiceover:
        'Whatever you use at night, sunscreen in the morning is what protects the progress. Dark marks in particular may keep coming back without it.',
      visuals: 'A generous line of sunscreen squeezed onto two fingers, then applied by the window in morning light.',
      tags: ['sun', 'spf', 'sunscreen', 'spot', 'dark', 'hyperpigment', 'pigment', 'melasma', 'scar', 'mark', 'tan', 'retinol', 'acid'],
    },
    {
      title: 'Give it time, take photos',
      text: 'Judge it in weeks, not days',
      voiceover:
        "Most skincare needs weeks to show anything. Take a photo in the same light every week, so you're judging progress and not one bad morning.",
      visuals: 'Phone propped on the same shelf by the window, a weekly photo grid filling in.',
      tags: ['result', 'work', 'long', 'acne', 'breakout', 'texture', 'scar', 'mark', 'pore', 'wrinkle', 'line', 'clear'],
    },
    {
      title: 'Basics before extras',
      text: 'Gentle cleanser • moisturizer • sunscreen',
      voiceover:
        'Before any serum, get the basics right: a gentle cleanser, a moisturizer you actually like using and sunscreen. Everything else is extra.',
      visuals: 'Three products alone on a clean shelf, everything else pushed out of frame.',
      tags: ['beginner', 'basic', 'simple', 'cheap', 'budget', 'start', 'routine', 'minimal', 'teen', 'drugstore'],
    },
  ],
  mistakes: [
    {
      title: 'Too much, too soon',
      text: 'Mistake: going all in from day one',
      voiceover:
        "The most common mistake is going all in from day one. More often isn't always better, and irritation can set you back weeks.",
      visuals: 'An overflowing shelf of products, then a red X over a calendar with every night ticked.',
      tags: ['every', 'night', 'daily', 'start', 'new', 'purg', 'sting', 'burn', 'red', 'peel'],
    },
    {
      title: 'Stacking actives',
      text: 'Mistake: piling strong actives into one routine',
      voiceover:
        'Layering several strong actives in one routine is a fast way to sting and flake. Many people alternate them on different nights instead.',
      visuals: 'Acid, retinol and vitamin C bottles stacked, then split onto different days of a calendar.',
      tags: ['layer', 'mix', 'combine', 'together', 'acid', 'retinol', 'vitamin', 'niacinamide', 'aha', 'bha', 'same'],
    },
    {
      title: 'Quitting after a week',
      text: 'Mistake: switching products every few days',
      voiceover:
        'Switching products every few days means you never really find out what works for your skin. Give one change a fair run before you judge it.',
      visuals: 'Half-used bottles lined up along the counter, a sticky note on each saying when it was opened.',
      tags: ['work', 'result', 'week', 'switch', 'long', 'nothing', 'change'],
    },
    {
      title: 'Skipping the patch test',
      text: 'Mistake: new product, whole face, first night',
      voiceover:
        'Putting a brand new product all over your face on night one is how a small reaction becomes a big one. A few days on one spot first is worth it.',
      visuals: 'A new box opened, a dab on the jawline, a calendar overlay with a few days circled.',
      tags: ['new', 'react', 'allerg', 'sensitive', 'rash', 'break', 'itch'],
    },
  ],
  failReasons: [
    {
      title: 'Too much, too often',
      text: 'Using it too often or too strong, too early',
      voiceover:
        'Using it too often or too strong early on can irritate skin, and irritated skin can look worse before anything else shows.',
      visuals: 'The product next to a calendar with every night ticked, then most ticks erased.',
      tags: ['burn', 'sting', 'red', 'peel', 'purg', 'worse', 'irritat', 'dry'],
    },
    {
      title: 'Not enough time',
      text: 'A week or two is often too early to judge',
      voiceover: 'Many skincare changes take weeks to show. If you stopped after a week or two, you may not have seen what it can do yet.',
      visuals: 'A weekly photo grid with only the first two squares filled.',
      tags: ['nothing', 'week', 'result', 'work', 'change', 'long'],
    },
    {
      title: 'Something else in the routine',
      text: 'What else changed at the same time?',
      voiceover: 'A new cleanser, a scrub or another active can clash with it or cancel it out. Check what else changed in the same weeks.',
      visuals: 'Every product from the routine lined up, the newest ones circled.',
      tags: ['break', 'worse', 'routine', 'layer', 'mix', 'acne', 'pimple'],
    },
    {
      title: 'Not a match for your skin',
      text: 'Some products just do not suit some skin',
      voiceover: "Some products simply don't suit some skin. That's not a failure, it's information for your next choice.",
      visuals: 'The product set aside in a drawer labelled "not for me", a calmer option placed on the counter.',
      tags: ['break', 'oily', 'dry', 'acne', 'sensitive', 'skin', 'type'],
    },
  ],
  myths: [
    {
      myth: "If it tingles, it's working",
      fact: 'Stinging usually means irritation, not results. A product can help your skin without you feeling a thing.',
      tags: ['acid', 'aha', 'bha', 'retinol', 'sting', 'burn', 'tingl', 'peel', 'exfoli', 'purg', 'vitamin'],
    },
    {
      myth: 'More products means better skin',
      fact: "Skin often does better with a few well-chosen steps you keep up than with a long routine you can't.",
      tags: ['routine', 'layer', 'product', 'steps', 'mix', 'combine', 'together'],
    },
    {
      myth: 'Expensive means better',
      fact: 'Price often pays for packaging and marketing. What is in it and how you use it tend to matter more.',
      tags: ['cheap', 'budget', 'drugstore', 'expensive', 'luxury', 'dupe', 'worth'],
    },
  ],
  criteria: ['how it feels on your skin after an hour', 'any stinging, redness or breakouts', "whether you'd happily use it every day"],
};

const HAIRCARE: NichePhrases = {
  careful: true,
  factor: 'hair type',
  dependsOn: 'your hair type, its porosity and how you style it day to day',
  noun: 'wash day',
  shots: {
    setting: 'your bathroom mirror, hair down',
    comment: 'Green-screen the comment over a mirror shot with your hair down, products on the counter.',
    demo: 'Over-the-shoulder mirror shot of each step, with a close-up of the hair texture after each one.',
    result: 'Same spot, same light, same angle: the hair before and after, side by side.',
    cta: 'Talk to camera flipping your hair over one shoulder, then point down to the comments.',
  },
  caveat:
    "If you notice sudden shedding, bald patches or a sore, itchy scalp, check with a professional, like a dermatologist, because a product can't treat a health issue.",
  steps: [
    {
      title: 'Know your hair first',
      text: 'Fine or thick? Straight or curly? Does product sink in or sit on top?',
      voiceover:
        "Before copying anyone's routine, know what you're working with: fine or thick, straight or curly, and whether products soak in or sit on top. The same product can act very differently on different hair.",
      visuals: 'Close-up of a single strand between two fingers, then a wide shot of the hair dry and untouched.',
      tags: ['curl', 'wav', 'straight', 'type', 'porosity', 'thick', 'thin', 'fine', 'coil', 'kinky', 'frizz'],
    },
    {
      title: 'Strand test',
      text: 'Try it on a hidden section first',
      voiceover:
        'Try it on a small section underneath first. If it feels dry, gummy or changes color, you found out on one strand, not your whole head.',
      visuals: 'A small section clipped out from underneath, product applied, then a close-up of the result.',
      tags: ['dye', 'color', 'colour', 'bleach', 'oil', 'mask', 'treatment', 'new', 'henna', 'toner', 'gloss', 'perm'],
    },
    {
      title: 'Less product than you think',
      text: 'Start small, add more only if you need it',
      voiceover:
        'Start with a small amount and work it through section by section. You can always add more, but too much can leave hair flat or greasy.',
      visuals: 'A small amount in the palm, raked through one section at a time in the mirror.',
      tags: ['product', 'oil', 'gel', 'mousse', 'cream', 'leave', 'greas', 'oily', 'flat', 'weigh', 'build', 'volume'],
    },
    {
      title: 'Go easy on heat',
      text: 'Heat protectant • lower setting • fewer passes',
      voiceover:
        'If you use heat, a heat protectant and a lower setting may help limit damage. Fewer, slower passes usually beat cranking it up.',
      visuals: 'Heat protectant misted on a section, then the tool dial turned down before a single slow pass.',
      tags: ['heat', 'straighten', 'curl', 'blow', 'dry', 'iron', 'damage', 'breakage', 'frizz', 'split'],
    },
    {
      title: 'Judge it over a few wash days',
      text: 'Give it a few wash days, not one',
      voiceover: 'Hair changes slowly. Give a new routine a few wash days before judging it, and take a photo in the same light each time.',
      visuals: 'Phone propped in the same spot, a photo taken after each wash day and added to a grid.',
      tags: ['grow', 'growth', 'rosemary', 'oil', 'routine', 'result', 'work', 'thin', 'loss', 'shed', 'long'],
    },
    {
      title: 'Gentle when wet',
      text: 'Detangle from the ends up • squeeze, do not rub',
      voiceover:
        'Wet hair can be more fragile. Detangle from the ends up with a wide-tooth comb or your fingers, and squeeze water out instead of rubbing.',
      visuals: 'A wide-tooth comb working up from the ends, then a towel squeezing a section.',
      tags: ['wet', 'brush', 'detangl', 'knot', 'tangle', 'breakage', 'towel', 'wash'],
    },
  ],
  mistakes: [
    {
      title: 'Changing everything at once',
      text: 'Mistake: a whole new routine in one wash day',
      voiceover: "Switching shampoo, conditioner and styler all at once means you can't tell what helped and what didn't.",
      visuals: 'A whole new haul on the counter, then all but one product moved back into the bag.',
      tags: ['routine', 'new', 'product', 'switch', 'all'],
    },
    {
      title: 'Too much product',
      text: 'Mistake: more product to fix flat or frizzy hair',
      voiceover:
        'Reaching for more product when hair looks flat or frizzy can make it worse. Buildup weighs hair down and can leave it dull.',
      visuals: 'A big scoop of product in a palm, then a close-up of limp, coated strands.',
      tags: ['flat', 'greas', 'oily', 'frizz', 'product', 'curl', 'heavy', 'limp'],
    },
    {
      title: 'Skipping heat protection',
      text: 'Mistake: hot tools on unprotected hair',
      voiceover: 'Going straight in with hot tools, day after day, adds up. Heat protectant and a lower setting are the easy wins.',
      visuals: 'A hot tool steaming on a section, then a red X, then the protectant going on first.',
      tags: ['heat', 'straight', 'curl', 'blow', 'iron', 'damage', 'breakage', 'split'],
    },
    {
      title: 'Judging it after one wash',
      text: 'Mistake: giving up after one wash day',
      voiceover: 'One wash day tells you very little. Hair needs a few rounds before you know if a change suits it.',
      visuals: 'A calendar with a single wash day circled, then a few more circled after it.',
      tags: ['work', 'result', 'grow', 'growth', 'oil', 'rosemary', 'routine'],
    },
  ],
  failReasons: [
    {
      title: 'Not a match for your hair type',
      text: 'What suits their hair may not suit yours',
      voiceover:
        'A routine that works on thick curls can weigh down fine hair, and the other way around. It may not be you, it may be the match.',
      visuals: 'Two hair textures side by side, the same product on each.',
      tags: ['thick', 'thin', 'fine', 'curl', 'straight', 'wav', 'coil', 'type'],
    },
    {
      title: 'Buildup',
      text: 'Too much product, or it is building up',
      voiceover: 'Too much product, or product building up over a few washes, can leave hair flat, dull or greasy.',
      visuals: 'Close-up of coated strands, then a clarifying wash in the shower.',
      tags: ['flat', 'greas', 'oily', 'dull', 'product', 'heavy', 'limp'],
    },
    {
      title: 'Technique',
      text: 'How you apply it changes the result',
      voiceover:
        'Where and how you apply it matters: roots or ends, wet or damp, raked or scrunched. Try changing the technique before the product.',
      visuals: 'The same product applied two ways on two sections, side by side.',
      tags: ['curl', 'heatless', 'hold', 'style', 'frizz', 'wave', 'apply'],
    },
    {
      title: 'Not enough wash days',
      text: 'Hair changes over weeks',
      voiceover: 'Hair changes slowly. A couple of tries may simply be too soon to judge.',
      visuals: 'A photo grid with only two squares filled.',
      tags: ['grow', 'growth', 'oil', 'rosemary', 'result', 'work', 'thin'],
    },
  ],
  myths: [
    {
      myth: 'Trims make your hair grow faster',
      fact: "Hair grows from the scalp, so trims don't change the speed. They can deal with split ends, which can make the ends look fuller.",
      tags: ['grow', 'growth', 'long', 'length', 'trim', 'split'],
    },
    {
      myth: 'You have to wash your hair every day',
      fact: 'How often depends on your scalp and your hair type. Many people do fine washing less often.',
      tags: ['wash', 'greasy', 'oily', 'shampoo', 'dry', 'day'],
    },
    {
      myth: 'Natural oils suit every hair type',
      fact: 'Oils can weigh fine hair down and may irritate some scalps. Whether one helps depends on your hair.',
      tags: ['oil', 'rosemary', 'castor', 'argan', 'coconut', 'thin', 'growth'],
    },
  ],
  criteria: ['frizz and hold at the end of the day', 'how it feels to the touch', 'how long it takes you'],
};

const DECOR: NichePhrases = {
  careful: false,
  factor: 'room size',
  dependsOn: 'the size of your room, the light it gets and how you actually use it',
  noun: 'room',
  shots: {
    setting: 'the room as it is now',
    comment: 'Green-screen the comment over a wide shot of the room exactly as it is now.',
    demo: 'Wide shot of the room, then the change happening in a time-lapse, then the same wide shot again.',
    result: 'Before and after from the exact same corner, at the same time of day.',
    cta: 'Talk to camera standing in the finished room, then point down to the comments.',
  },
  caveat: 'If you rent, check your lease before drilling or painting, and leave anything electrical to a qualified electrician.',
  steps: [
    {
      title: 'Measure, then tape it out',
      text: "Measure, then mark it with painter's tape",
      voiceover:
        "Measure the space and mark the size on the floor or wall with painter's tape before you buy or drill anything. Live with the outline for a day.",
      visuals: 'Tape measure stretched along the wall, then a tape outline on the floor where the piece will go.',
      tags: [
        'size',
        'small',
        'big',
        'rug',
        'sofa',
        'couch',
        'furniture',
        'table',
        'layout',
        'fit',
        'space',
        'curtain',
        'art',
        'mirror',
        'hang',
        'bed',
      ],
    },
    {
      title: 'Fix the light first',
      text: 'Lamps at different heights • warm bulbs',
      voiceover:
        'A room often feels off because of the light, not the furniture. Add lamps at different heights and switch to warm bulbs before you spend on anything else.',
      visuals: 'The room at night with only the ceiling light, then lamps switched on one by one.',
      tags: ['dark', 'light', 'lamp', 'cozy', 'cosy', 'warm', 'night', 'evening', 'bulb', 'gloomy', 'cold', 'sterile'],
    },
    {
      title: 'Shop your own home',
      text: 'Borrow from other rooms before you buy',
      voiceover:
        'Before buying anything, pull pieces from other rooms: a chair, a plant, books, a throw. Moving what you own costs nothing and often fills the gap.',
      visuals: 'Carrying a lamp, a plant and a stack of books in from another room, quick cuts.',
      tags: ['budget', 'cheap', 'free', 'afford', 'money', 'decor', 'styl', 'shelf', 'shelves', 'empty', 'bare', 'boring'],
    },
    {
      title: 'Removable first',
      text: 'Adhesive hooks • peel-and-stick • plug-in lights • freestanding pieces',
      voiceover:
        'Renting? Lean on removable options: adhesive hooks, peel-and-stick, plug-in lights and freestanding shelves you can take with you.',
      visuals: 'Peel-and-stick applied to a corner and peeled off cleanly as a quick test.',
      tags: ['rent', 'rental', 'apartment', 'landlord', 'lease', 'removable', 'wall', 'paint', 'dorm', 'kitchen', 'bathroom'],
    },
    {
      title: 'Group it, vary the heights',
      text: 'Small groups • one tall, one medium, one low',
      voiceover:
        'Styling looks calmer when things are grouped instead of spread out. Mix a tall piece, a medium one and something low in each group.',
      visuals: 'Items spread evenly along a shelf, then regrouped into small clusters of different heights.',
      tags: ['styl', 'shelf', 'shelves', 'coffee', 'mantel', 'decor', 'accessor', 'clutter', 'bare', 'empty', 'console'],
    },
    {
      title: 'Pick one focal point',
      text: 'Decide where the eye should land first',
      voiceover:
        'Decide what your eye should land on first, the bed, the sofa wall or a window, and arrange around that instead of lining everything up against the walls.',
      visuals: 'Doorway shot of the room, an arrow overlay pointing to the focal point, then furniture shifted toward it.',
      tags: ['layout', 'living', 'bedroom', 'wall', 'art', 'furniture', 'arrange', 'weird', 'off', 'empty', 'awkward'],
    },
  ],
  mistakes: [
    {
      title: 'Buying before measuring',
      text: 'Mistake: buying it, then measuring',
      voiceover: 'Buying first and measuring later is how you end up with a rug that floats or a sofa that blocks the door.',
      visuals: 'A delivery box in the doorway, then a tape measure showing it will not fit.',
      tags: ['rug', 'sofa', 'couch', 'furniture', 'size', 'small', 'table', 'bed'],
    },
    {
      title: 'Everything against the walls',
      text: 'Mistake: every piece pushed against a wall',
      voiceover: 'Pushing every piece against the walls leaves an empty middle and makes a room feel like a waiting room.',
      visuals: 'Overhead shot of furniture hugging the walls, then pulled in around a rug.',
      tags: ['layout', 'living', 'room', 'empty', 'furniture', 'arrange'],
    },
    {
      title: 'One overhead light',
      text: 'Mistake: relying on the ceiling light alone',
      voiceover:
        'Relying on a single ceiling light flattens everything. Low, warm light from a few places changes the mood more than new furniture.',
      visuals: 'The room lit by the ceiling light alone, then the same shot with lamps on instead.',
      tags: ['cozy', 'cosy', 'dark', 'light', 'lamp', 'cold', 'night'],
    },
    {
      title: 'Buying the whole set',
      text: 'Mistake: a matching set from one shop',
      voiceover:
        'Buying everything as a matching set from one shop can make a room look like a catalogue page. Mixing pieces over time feels more like you.',
      visuals: 'A catalogue-style matching set, then one piece swapped for something vintage.',
      tags: ['dated', 'style', 'furniture', 'set', 'catalog', 'boring', 'kitchen'],
    },
  ],
  failReasons: [
    {
      title: 'Scale',
      text: 'Too small or too big for the space',
      voiceover:
        'Pieces that are too small for the room look like they are floating; too big and the room feels cramped. Scale is often the real issue.',
      visuals: "Painter's tape outlines of two sizes on the floor, side by side.",
      tags: ['rug', 'small', 'big', 'furniture', 'size', 'art'],
    },
    {
      title: 'Lighting',
      text: 'It looks different at night',
      voiceover: 'A change that looks great in daylight can fall flat at night under a cold ceiling light. Check the room after dark too.',
      visuals: 'The same corner filmed at noon and again at night.',
      tags: ['cozy', 'dark', 'light', 'cold', 'night'],
    },
    {
      title: 'No focal point',
      text: 'The eye has nowhere to land',
      voiceover: "If nothing stands out, the room can feel unfinished even when it's full. Give the eye one place to land.",
      visuals: 'A doorway shot with an arrow overlay searching for a focal point.',
      tags: ['empty', 'weird', 'boring', 'living', 'bedroom'],
    },
    {
      title: 'Too many small things',
      text: 'Lots of small pieces read as clutter',
      voiceover: 'Lots of small decor pieces spread everywhere can read as clutter. Fewer, larger pieces often look calmer.',
      visuals: 'A shelf of small trinkets, then the same shelf with three larger pieces.',
      tags: ['clutter', 'shelf', 'shelves', 'decor', 'busy', 'small'],
    },
  ],
  myths: [
    {
      myth: 'Small rooms need small furniture',
      fact: 'A few larger pieces often look calmer than lots of little ones. Scale matters more than size.',
      tags: ['small', 'tiny', 'furniture', 'sofa', 'couch', 'rug', 'studio', 'apartment', 'space'],
    },
    {
      myth: 'Dark colors always make a room look smaller',
      fact: 'Dark colors can make a small room feel cozy and intentional. Light and contrast matter as much as the paint.',
      tags: ['dark', 'paint', 'color', 'colour', 'wall', 'cozy'],
    },
    {
      myth: 'A good-looking room needs a big budget',
      fact: 'Rearranging what you own, better lighting and clearing clutter often change a room more than new furniture.',
      tags: ['budget', 'cheap', 'afford', 'money', 'rent', 'spend', 'dated', 'kitchen', 'cozy'],
    },
  ],
  criteria: ['cost', 'effort and time', 'how it looks at night as well as by day'],
};

const FASHION: NichePhrases = {
  careful: false,
  factor: 'style',
  dependsOn: "your body, your everyday life and what's already in your closet",
  noun: 'outfit',
  shots: {
    setting: 'your open closet',
    comment: 'Green-screen the comment over a mirror shot, clothes on a rail behind you.',
    demo: 'Outfit laid flat on the bed, then a mirror try-on with a quick cut for each piece.',
    result: 'Side-by-side mirror shots: the first try and the final outfit.',
    cta: 'Talk to camera in the final outfit, then point down to the comments.',
  },
  caveat: 'Check the care label before washing, steaming or altering anything, and let a tailor handle big changes.',
  steps: [
    {
      title: 'Fit first',
      text: 'Check shoulders, waist and length before style',
      voiceover:
        'Most outfits that feel off are a fit problem, not a style problem. Check the shoulders, waist and length first, because a simple tailoring fix can change a piece completely.',
      visuals: 'Mirror close-ups of the shoulder seam, the waistband and the hem, each with a quick pinch to show the fix.',
      tags: [
        'fit',
        'size',
        'tall',
        'short',
        'petite',
        'curv',
        'plus',
        'jean',
        'pant',
        'trouser',
        'dress',
        'blazer',
        'tight',
        'loose',
        'baggy',
      ],
    },
    {
      title: 'Start with your own closet',
      text: 'Build it from what you already own',
      voiceover:
        'Start with pieces you already own and wear. Make a few outfits from them before buying anything, so new pieces fill a real gap.',
      visuals: 'Closet doors opening, pieces pulled onto the bed and grouped into outfits.',
      tags: ['capsule', 'wardrobe', 'closet', 'budget', 'cheap', 'outfit', 'style', 'basic', 'repeat', 'minimal'],
    },
    {
      title: 'Balance the proportions',
      text: 'Loose on top, fitted below, or the other way round',
      voiceover:
        'When one half of the outfit is loose, keeping the other half more fitted often looks more balanced. A half tuck can help too.',
      visuals: 'Mirror try-on: an oversized top with wide trousers, then the same top with slim trousers and a half tuck.',
      tags: ['oversized', 'baggy', 'wide', 'crop', 'tuck', 'proportion', 'balance', 'shape', 'short', 'tall', 'frumpy'],
    },
    {
      title: 'Keep to a few colors',
      text: 'A few colors that mix • one accent, repeated once',
      voiceover:
        'Sticking to a few colors that work together makes almost everything easier to mix. Add one accent color and repeat it once, in shoes or a bag.',
      visuals: 'Flat-lay of pieces grouped by color, then an accent-colored bag added beside matching shoes.',
      tags: ['color', 'colour', 'match', 'neutral', 'style', 'pattern', 'print', 'boring', 'combine'],
    },
    {
      title: 'Test it at home',
      text: 'Wear it around the house for an hour first',
      voiceover:
        'Before a big day, wear the outfit around the house for an hour. Sit, walk, lift your arms; better to find the problem at home.',
      visuals: 'Sitting down, climbing stairs and reaching up in the outfit, quick cuts.',
      tags: ['shoe', 'heel', 'boot', 'comfort', 'work', 'office', 'wedding', 'event', 'interview', 'date', 'day'],
    },
  ],
  mistakes: [
    {
      title: "Dressing for a life you don't have",
      text: 'Mistake: buying for an imaginary lifestyle',
      voiceover:
        "Buying pieces for a life you don't actually live, like cocktail dresses for someone who works from home, fills the closet but not the week.",
      visuals: 'A rail of barely-worn going-out pieces next to the three items that get worn every week.',
      tags: ['wardrobe', 'closet', 'capsule', 'buy', 'shop', 'style'],
    },
    {
      title: 'Ignoring fit',
      text: 'Mistake: buying the size on the label, not the fit',
      voiceover:
        'Sizes vary from brand to brand. Buying the number you always buy, instead of what fits, is behind a lot of outfits that feel wrong.',
      visuals: 'Two pieces with the same size label held up side by side, clearly different widths.',
      tags: ['fit', 'size', 'jean', 'pant', 'trouser', 'dress', 'short', 'tall', 'petite', 'leg', 'cheap'],
    },
    {
      title: 'Too many trends at once',
      text: 'Mistake: wearing every trend in one outfit',
      voiceover:
        'Stacking several trends into one outfit can look like a costume. One trend piece with basics usually looks more like you.',
      visuals: 'Mirror shot in head-to-toe trend pieces, then all but one swapped for basics.',
      tags: ['trend', 'viral', 'style', 'outfit', 'look'],
    },
  ],
  failReasons: [
    {
      title: 'Fit',
      text: 'It may be the fit, not the piece',
      voiceover: 'If it looked great on them and strange on you, the fit is often the difference: shoulders, rise or length.',
      visuals: 'Mirror close-ups of the seams that matter, with a pinch showing the better fit.',
      tags: ['fit', 'size', 'jean', 'pant', 'cheap', 'look', 'short', 'tall'],
    },
    {
      title: 'Proportion',
      text: 'The balance of the outfit is off',
      voiceover: 'Two loose pieces or two cropped pieces together can throw the outfit off. Try swapping just one half.',
      visuals: 'The same top with two different bottoms, side by side.',
      tags: ['oversized', 'baggy', 'wide', 'crop', 'short', 'leg', 'frumpy'],
    },
    {
      title: 'Not your real life',
      text: 'It does not fit how you actually live',
      voiceover: "A piece that doesn't suit your commute, your job or your weather will sit in the closet, however nice it is.",
      visuals: 'The piece on the bed next to a phone calendar of a normal week.',
      tags: ['work', 'office', 'comfort', 'wear', 'closet'],
    },
  ],
  myths: [
    {
      myth: 'You need a whole new wardrobe to change your style',
      fact: 'A few new pieces, better fit and new combinations of what you own can shift your style a lot.',
      tags: ['style', 'wardrobe', 'closet', 'capsule', 'new', 'change', 'cheap'],
    },
    {
      myth: "There are body-type rules you can't break",
      fact: 'Guidelines can help, but proportion, fit and what you feel good in matter more than any chart.',
      tags: ['body', 'short', 'tall', 'petite', 'curv', 'plus', 'shape', 'jean', 'leg', 'wide', 'straight'],
    },
  ],
  criteria: ['fit and comfort after a full day', 'how many outfits it works with', 'price per wear'],
};

const FINANCE: NichePhrases = {
  careful: true,
  factor: 'situation',
  dependsOn: 'your income, your debts, your goals and where you live',
  noun: 'budget',
  shots: {
    setting: 'your laptop with a budget sheet open',
    comment: 'Green-screen the comment over a screen recording of a simple budget sheet.',
    demo: 'Screen recording of a budget sheet with your real numbers blurred, one row highlighted per step.',
    result: 'The same sheet before and after the change, side by side, numbers blurred.',
    cta: 'Talk to camera with your laptop open on the budget sheet, then point down to the comments.',
  },
  caveat:
    'This is general information, not financial advice, so check with a professional, like a licensed financial adviser, before big decisions.',
  steps: [
    {
      title: 'Start from real numbers',
      text: "Total last month's spending before picking any rule",
      voiceover:
        "Before any rule or app, download last month's transactions and total what actually went out. A plan built on real numbers is more likely to stick than one built on guesses.",
      visuals: 'Screen recording of a bank export dropped into a spreadsheet, categories colored in.',
      tags: ['budget', 'save', 'spend', 'money', 'paycheck', 'income', 'afford', 'expense', 'broke', 'month', 'rent'],
    },
    {
      title: 'A small cushion first',
      text: 'Build a small emergency cushion',
      voiceover:
        "Many people start with a small emergency cushion before anything else, so one surprise bill doesn't go straight onto a credit card.",
      visuals: 'A separate savings account labelled "cushion" in a generic banking app, a small transfer going in.',
      tags: ['emergency', 'save', 'saving', 'invest', 'debt', 'start', 'beginner', 'first'],
    },
    {
      title: 'Automate it',
      text: 'Schedule the transfer for payday',
      voiceover:
        "Set the transfer to happen on payday, automatically. Money you don't see in your spending account is easier to leave alone.",
      visuals: 'Screen recording of setting up a recurring transfer in a generic banking app.',
      tags: ['save', 'saving', 'invest', 'habit', 'consistent', 'paycheck', 'payday', 'automat', 'discipline'],
    },
    {
      title: 'Read the fees and fine print',
      text: 'Fees • interest rate • what happens if you need it early',
      voiceover:
        'Before you sign up for any account, card or app, find the fees, the interest rate and what happens if you miss a payment or need the money early.',
      visuals: 'Scrolling a generic terms page, the fees line highlighted and zoomed in.',
      tags: [
        'invest',
        'fund',
        'index',
        'etf',
        'account',
        'card',
        'credit',
        'loan',
        'app',
        'broker',
        'interest',
        'fee',
        'apr',
        'ira',
        'roth',
        'pension',
      ],
    },
    {
      title: 'Compare the interest rates',
      text: 'List every debt with its rate',
      voiceover:
        'List every debt with its interest rate. Paying extra on the highest rate first, while keeping up every minimum, can save the most interest, though some people prefer clearing the smallest balance first for motivation.',
      visuals: 'Screen recording of a short debt list sorted by interest rate, the top row highlighted.',
      tags: ['debt', 'credit', 'loan', 'interest', 'pay', 'apr', 'student', 'owe', 'minimum'],
    },
    {
      title: 'Small and steady',
      text: 'A small amount you keep up beats a big one you stop',
      voiceover:
        "You don't need a big amount to build the habit. A small amount you can keep up every month may do more for you than a big one you stop after a while.",
      visuals: 'A savings chart in a spreadsheet growing slowly, month by month.',
      tags: ['invest', 'beginner', 'start', 'small', 'little', 'afford', 'low', 'income', 'young', 'teen'],
    },
  ],
  mistakes: [
    {
      title: "Copying someone else's numbers",
      text: "Mistake: using someone else's plan as-is",
      voiceover: "Copying someone else's budget or portfolio skips the most important part: your own income, debts and goals.",
      visuals: "A screenshot of someone's budget, then a red X and your own blank sheet.",
      tags: ['budget', 'invest', 'portfolio', 'plan', 'rule', 'percent'],
    },
    {
      title: 'Skipping the fees',
      text: 'Mistake: not checking fees and interest',
      voiceover:
        'Small fees and interest add up quietly over time. Not checking them is one of the easiest ways to lose money without noticing.',
      visuals: 'A fees line circled on a generic statement.',
      tags: ['invest', 'fund', 'account', 'card', 'loan', 'app', 'broker', 'fee', '401k', 'ira'],
    },
    {
      title: 'No cushion',
      text: 'Mistake: no buffer for surprise costs',
      voiceover:
        'Without a small buffer, one car repair or vet bill can undo months of progress. The cushion is what keeps the plan alive.',
      visuals: 'A surprise bill notification on a phone, then the cushion account covering it.',
      tags: ['emergency', 'save', 'saving', 'debt', 'invest', 'fund', 'first'],
    },
    {
      title: 'Chasing what is trending',
      text: 'Mistake: moving money because a video said so',
      voiceover:
        'Moving your money because something is trending online is a gamble. If you cannot explain how it makes or loses money, pause.',
      visuals: 'Scrolling a feed of hype posts, then the phone placed face down.',
      tags: ['invest', 'stock', 'crypto', 'trend', 'tip', 'app'],
    },
  ],
  failReasons: [
    {
      title: "The plan didn't match real spending",
      text: 'It was built on guesses',
      voiceover: "If the plan was built on guesses instead of last month's real spending, it was probably too tight from day one.",
      visuals: 'A guessed budget next to the real bank export, the gaps highlighted.',
    },
    {
      title: 'Too strict',
      text: 'No room for anything fun',
      voiceover: 'A plan with zero room for fun usually breaks. Leaving a small fun amount can make it easier to stick with.',
      visuals: 'A budget sheet with a new small "fun" row added.',
    },
    {
      title: 'Forgotten irregular costs',
      text: 'Yearly bills and birthdays',
      voiceover: 'Yearly subscriptions, gifts and car costs sneak up. Spreading them across the months can stop them wrecking one month.',
      visuals: 'A calendar with irregular costs marked, then spread evenly across a sheet.',
    },
    {
      title: 'Nothing automatic',
      text: 'It depended on willpower',
      voiceover: 'If saving depends on remembering every month, life gets in the way. Automating it removes the decision.',
      visuals: 'Setting up a recurring transfer in a generic banking app.',
    },
  ],
  myths: [
    {
      myth: 'You need a lot of money to start investing',
      fact: 'Many accounts let you start small. Early on, the habit and the fees tend to matter more than the amount.',
      tags: ['invest', 'stock', 'fund', 'etf', 'ira', 'roth', '401k', 'start', 'beginner'],
    },
    {
      myth: 'A budget means cutting out everything fun',
      fact: "A budget with room for fun is one you're more likely to keep.",
      tags: ['budget', 'save', 'spend', 'fun', 'money'],
    },
    {
      myth: 'Checking your own credit score lowers it',
      fact: 'Checking your own score is usually a soft check and does not affect it.',
      tags: ['credit', 'score', 'card', 'report'],
    },
  ],
  criteria: ['fees and interest', 'flexibility if you need the money early', 'how much effort it takes to keep going'],
};

const FITNESS: NichePhrases = {
  careful: true,
  factor: 'fitness level',
  dependsOn: 'your starting point, your goals and any injuries',
  noun: 'workout',
  shots: {
    setting: 'your workout spot',
    comment: 'Green-screen the comment, filmed at the gym or your home workout spot.',
    demo: 'Side-angle full-body shot of each movement: one slow rep, then one at normal speed.',
    result: 'The same exercise filmed from the same angle: the first attempt and the cleaned-up version.',
    cta: 'Talk to camera between sets with a towel over your shoulder, then point down to the comments.',
  },
  caveat:
    'Sharp pain, dizziness or pain that lingers is a stop sign, so check with a professional, like a doctor or physiotherapist, especially with an injury.',
  steps: [
    {
      title: 'Form before weight',
      text: 'Go lighter and film yourself from the side',
      voiceover: 'Start lighter than you think and film yourself from the side. Clean reps first; adding weight can wait.',
      visuals: 'Phone propped on a bench filming a side-on set, then playback with the key joint angles circled.',
      tags: ['form', 'squat', 'deadlift', 'lift', 'weight', 'bench', 'press', 'technique', 'back', 'knee', 'hip', 'pain', 'hurt'],
    },
    {
      title: 'Progress slowly',
      text: 'Add a little at a time, only when it feels controlled',
      voiceover:
        'Add a little weight, a rep or a set at a time, and only when the last session felt controlled. Slow progress is still progress.',
      visuals: 'A training log in a notebook, small increases circled week by week.',
      tags: ['progress', 'strong', 'strength', 'muscle', 'build', 'plateau', 'gain', 'increase', 'rep', 'set', 'heavier'],
    },
    {
      title: 'A plan you can repeat',
      text: 'Pick a schedule that survives a busy week',
      voiceover: 'Pick a schedule you can keep even on a busy week. Showing up regularly tends to matter more than one brutal session.',
      visuals: 'A weekly calendar on the fridge with short sessions blocked in, ticks filling in.',
      tags: ['beginner', 'start', 'motivat', 'routine', 'consisten', 'habit', 'lose', 'weight', 'fat', 'week', 'schedule', 'busy', 'home'],
    },
    {
      title: 'Warm up with the real moves',
      text: 'Lighter versions of the moves you are about to do',
      voiceover:
        "Spend a few minutes warming up with lighter versions of what you're about to do. It can help you move better from the first working set.",
      visuals: 'Bodyweight squats and empty-bar reps in a quick montage before the first loaded set.',
      tags: ['warm', 'stretch', 'mobility', 'injur', 'sore', 'tight', 'run', 'hip', 'stiff', 'cold'],
    },
    {
      title: 'Recovery is part of it',
      text: 'Rest days and sleep count',
      voiceover: 'Muscles adapt between sessions, not during them. Rest days and sleep are part of the program, not a break from it.',
      visuals: 'A rest day on the calendar, then a slow shot of a walk outside and an early night.',
      tags: ['sore', 'rest', 'recover', 'sleep', 'tired', 'overtrain', 'day', 'doms', 'every'],
    },
  ],
  mistakes: [
    {
      title: 'Ego lifting',
      text: 'Mistake: adding weight before the form is there',
      voiceover: 'Adding weight before the movement is clean is how people stall or get hurt. The bar can wait a few weeks.',
      visuals: 'A heavy, shaky rep filmed side-on, then a lighter, clean rep.',
      tags: ['lift', 'weight', 'squat', 'deadlift', 'bench', 'heavy', 'form'],
    },
    {
      title: 'Too much in week one',
      text: 'Mistake: training hard every day from the start',
      voiceover:
        'Going hard every day in the first week often ends in being too sore to come back. Start with less than you think you can do.',
      visuals: 'A calendar with every day crossed out, then most crosses erased.',
      tags: ['start', 'beginner', 'every', 'daily', 'sore', 'hurt', 'pain', 'knee', 'shin', 'month'],
    },
    {
      title: 'Skipping the warm-up',
      text: 'Mistake: going straight into the heavy set',
      voiceover: 'Jumping straight into your heaviest set with cold muscles makes it feel harder than it is. A short warm-up is worth it.',
      visuals: 'Walking in, loading the bar straight away, then a red X and the warm-up sets instead.',
      tags: ['warm', 'hurt', 'pain', 'knee', 'tight', 'stiff', 'injur'],
    },
    {
      title: 'Program hopping',
      text: 'Mistake: a new plan every week',
      voiceover: 'Switching programs every week means you never stay long enough to see what works. Give a plan a fair few weeks.',
      visuals: 'Screenshots of different workout plans swiped through quickly, then one pinned.',
      tags: ['program', 'plan', 'result', 'nothing', 'change', 'plateau', 'routine'],
    },
  ],
  failReasons: [
    {
      title: 'Too much, too soon',
      text: 'The jump was too big',
      voiceover: "If it left you wrecked or sore for days, the jump was probably too big. Scaling it down isn't quitting.",
      visuals: 'A training log with a big jump circled, then a smaller step written next to it.',
      tags: ['hurt', 'pain', 'knee', 'shin', 'sore', 'every', 'daily', 'month', 'injur'],
    },
    {
      title: 'Not enough recovery',
      text: 'Sleep and rest days were missing',
      voiceover: 'Without enough sleep and rest days, progress can stall however hard you train.',
      visuals: 'A calendar with no rest days, then two circled.',
      tags: ['tired', 'sore', 'rest', 'sleep', 'every', 'daily', 'plateau'],
    },
    {
      title: 'Form',
      text: 'Small form issues change what gets worked',
      voiceover: 'Small form issues can shift the work away from the muscles you meant to train. Film a set from the side and compare.',
      visuals: 'Side-by-side playback of two reps, the difference circled.',
      tags: ['form', 'knee', 'back', 'hurt', 'pain', 'squat', 'lift'],
    },
    {
      title: 'Not long enough',
      text: 'A couple of weeks is early',
      voiceover: 'Strength and body changes take weeks to show. It may simply be too early to judge.',
      visuals: 'A calendar with only the first weeks ticked.',
      tags: ['nothing', 'result', 'change', 'week', 'weight', 'lose'],
    },
  ],
  myths: [
    {
      myth: 'No pain, no gain',
      fact: 'Muscle effort and burning are normal; sharp or joint pain is not. Training through pain can set you back.',
      tags: ['pain', 'sore', 'hurt', 'knee', 'back', 'injur', 'shin'],
    },
    {
      myth: 'You can burn fat from one spot',
      fact: "Ab exercises can strengthen your abs, but they don't choose where your body loses fat from.",
      tags: ['belly', 'fat', 'abs', 'lose', 'weight', 'arm', 'thigh'],
    },
    {
      myth: 'Lifting weights makes you bulky by accident',
      fact: 'Building a lot of muscle usually takes years of deliberate training and eating for it.',
      tags: ['lift', 'weight', 'bulk', 'women', 'muscle', 'tone', 'cardio'],
    },
  ],
  criteria: ['how it feels in the muscles you are training', 'whether you can keep it up every week', 'how you feel the next day'],
};

const FOOD: NichePhrases = {
  careful: true,
  factor: 'goals',
  dependsOn: 'your taste, your kitchen and how much time you really have',
  noun: 'recipe',
  shots: {
    setting: 'your kitchen counter',
    comment: 'Green-screen the comment over your kitchen counter, ingredients already out.',
    demo: 'Overhead shot of the cutting board and pan, one quick cut per step, the sizzle turned up.',
    result: 'The finished plate next to the first attempt, same counter, same light.',
    cta: 'Talk to camera taking the first bite, then point down to the comments.',
  },
  caveat:
    "If you're cooking around allergies, a health condition or for a baby, check with a professional, like a doctor or registered dietitian.",
  steps: [
    {
      title: 'Prep everything first',
      text: 'Chop and measure before the heat goes on',
      voiceover:
        'Get every ingredient chopped and measured before you turn the stove on. Most recipe stress comes from chopping while something burns.',
      visuals: 'Overhead shot of small bowls of prepped ingredients lined up next to a cold pan.',
      tags: ['recipe', 'cook', 'dinner', 'quick', 'easy', 'fast', 'stir', 'meal', 'weeknight', 'beginner'],
    },
    {
      title: 'Taste, then adjust',
      text: 'Flat? A pinch of salt or a squeeze of lemon',
      voiceover: "Taste before you serve. If it's flat, a pinch of salt or a squeeze of lemon or vinegar often wakes it up.",
      visuals: 'A spoon dipped in the pot, a pinch of salt, a lemon squeezed over, a second taste.',
      tags: ['flavor', 'flavour', 'bland', 'salt', 'season', 'taste', 'sauce', 'soup', 'spic', 'boring'],
    },
    {
      title: 'Cook a base once',
      text: 'One base, remixed through the week',
      voiceover:
        "Cook one base, like a grain, a protein or a sauce, in a bigger batch and remix it through the week so it doesn't feel like the same meal.",
      visuals: 'A big tray of one base divided into containers, each topped differently.',
      tags: ['meal', 'prep', 'week', 'lunch', 'batch', 'budget', 'cheap', 'busy', 'leftover', 'family'],
    },
    {
      title: 'Hot pan, no crowding',
      text: 'Let the pan heat up • leave space between pieces',
      voiceover:
        "For anything you want crispy, let the pan heat up first and don't crowd it. Too much in the pan steams instead of browning.",
      visuals: 'A crowded pan steaming, then half the pieces in a hot pan browning properly.',
      tags: ['pan', 'fry', 'crisp', 'soggy', 'burn', 'sear', 'stick', 'oven', 'roast', 'brown', 'air'],
    },
    {
      title: 'Store it safely',
      text: 'Cool briefly • shallow containers • into the fridge',
      voiceover:
        'Let food cool briefly, then get it into the fridge in shallow containers. When in doubt about leftovers, check a food-safety guide rather than guessing.',
      visuals: 'Food portioned into shallow containers, lids on, stacked in the fridge.',
      tags: ['leftover', 'fridge', 'freez', 'store', 'storage', 'meal', 'reheat', 'last', 'keep', 'safe'],
    },
    {
      title: 'Weigh, do not scoop',
      text: 'Weigh flour and water instead of using cups',
      voiceover: 'A cup of flour can vary a lot depending on how you fill it. Weighing flour and water makes a recipe far more repeatable.',
      visuals: 'Flour scooped into a cup and tipped onto a scale, then weighed straight into the bowl.',
      tags: ['bake', 'baking', 'bread', 'sourdough', 'cake', 'cookie', 'dense', 'dry', 'flour', 'muffin', 'banana', 'recipe'],
    },
    {
      title: 'Watch the dough, not the clock',
      text: 'Go by how the dough looks and feels, not only the timer',
      voiceover:
        'Rising times in a recipe assume a certain room temperature. In a cool kitchen, dough may need longer; look for it to grow, feel airy and jiggle.',
      visuals: 'The same dough filmed at intervals in a clear container, a rubber band marking where it started.',
      tags: ['sourdough', 'bread', 'dough', 'rise', 'proof', 'dense', 'yeast', 'starter', 'flat', 'gummy'],
    },
    {
      title: 'Check your real oven temperature',
      text: 'An oven thermometer can surprise you',
      voiceover:
        'Many ovens run hotter or cooler than the dial says. A cheap oven thermometer can explain a lot of burnt tops and raw middles.',
      visuals: 'An oven thermometer hung on the rack, the door opening to reveal a different reading from the dial.',
      tags: ['bake', 'oven', 'cake', 'cookie', 'bread', 'sourdough', 'raw', 'burn', 'dense', 'gummy', 'undercook'],
    },
    {
      title: 'Swap one thing at a time',
      text: 'Change one ingredient, note what happened',
      voiceover:
        'When you adapt a recipe, swap one ingredient at a time and note what changed. Baking in particular can react to small swaps.',
      visuals: 'Two versions side by side with a handwritten label naming the one swap.',
      tags: [
        'healthy',
        'protein',
        'sugar',
        'vegan',
        'vegetarian',
        'gluten',
        'dairy',
        'substitut',
        'swap',
        'alternative',
        'allerg',
        'bake',
        'flour',
      ],
    },
  ],
  mistakes: [
    {
      title: 'Crowding the pan',
      text: 'Mistake: everything in the pan at once',
      voiceover: 'Piling everything into the pan at once drops the heat, so food steams and goes soggy instead of browning.',
      visuals: 'A packed pan releasing steam, then the same food cooked in two batches.',
      tags: ['crisp', 'soggy', 'fry', 'roast', 'pan', 'brown'],
    },
    {
      title: 'Only tasting at the end',
      text: 'Mistake: seasoning once, right before serving',
      voiceover: 'Seasoning once at the very end makes it hard to get right. Taste and adjust as you go.',
      visuals: 'A spoon tasting at three points during cooking, a pinch of salt each time.',
      tags: ['bland', 'flavor', 'flavour', 'salt', 'season', 'taste', 'sauce', 'soup'],
    },
    {
      title: 'Skipping the prep',
      text: 'Mistake: chopping while the pan heats',
      voiceover: 'Chopping while the pan is already hot is how garlic burns and steps get rushed. Prep first, cook second.',
      visuals: 'Smoke rising from a pan while someone chops frantically, then a calm prepped counter.',
      tags: ['quick', 'easy', 'dinner', 'stir', 'recipe', 'burn'],
    },
    {
      title: 'Slicing it too soon',
      text: 'Mistake: cutting the loaf while it is hot',
      voiceover:
        "Cutting bread while it's still hot can make the inside look gummy, because it keeps setting as it cools. Let it rest before you slice.",
      visuals: 'A steaming loaf on a rack, a knife hovering, then a timer set and the slice filmed after it cools.',
      tags: ['bread', 'sourdough', 'gummy', 'dense', 'loaf', 'slice', 'crumb'],
    },
    {
      title: 'Too many swaps at once',
      text: 'Mistake: changing half the recipe',
      voiceover: "Swapping several ingredients at once means that if it fails, you won't know why.",
      visuals: 'A recipe card with several lines crossed out, then all but one restored.',
      tags: ['swap', 'substitut', 'instead', 'flour', 'sugar', 'gluten', 'vegan', 'almond', 'dairy', 'egg'],
    },
  ],
  failReasons: [
    {
      title: 'Heat',
      text: 'Too high or too low',
      voiceover: 'A lot of recipe fails come down to heat: too high burns the outside, too low steams or dries it out.',
      visuals: 'The stove dial turned, then the same food cooked at two heats side by side.',
      tags: ['burn', 'raw', 'dry', 'tough', 'pan', 'oven', 'cook'],
    },
    {
      title: 'Crowded pan',
      text: 'Too much in the pan at once',
      voiceover: 'If it came out soggy or pale, the pan may have been too full. Cook in batches.',
      visuals: 'A crowded pan next to a half-full one.',
      tags: ['soggy', 'crisp', 'pale', 'fry', 'roast'],
    },
    {
      title: 'Under-seasoned',
      text: 'It needed salt or acid',
      voiceover: 'If it tasted flat, it may just need more salt or a little acid like lemon or vinegar.',
      visuals: 'A squeeze of lemon and a pinch of salt, then a second taste.',
      tags: ['bland', 'flavor', 'flavour', 'taste', 'salt'],
    },
    {
      title: 'Under-proofed dough',
      text: 'It needed more time to rise',
      voiceover: 'Dense, tight bread often means the dough needed longer to rise, especially in a cool kitchen.',
      visuals: 'A dense loaf sliced next to an airy one, the crumb side by side.',
      tags: ['sourdough', 'bread', 'dense', 'gummy', 'rise', 'proof', 'flat', 'yeast'],
    },
    {
      title: 'The swaps changed it',
      text: 'Substitutions change the result',
      voiceover: 'Swapping flours, sugars or fats can change texture a lot, especially in baking. Try the original once to compare.',
      visuals: 'The original ingredient next to its swap, labelled.',
      tags: ['swap', 'substitut', 'instead', 'flour', 'almond', 'gluten', 'vegan', 'bake', 'dense'],
    },
  ],
  myths: [
    {
      myth: 'If you follow the recipe exactly, it will turn out the same',
      fact: 'Flour, humidity and ovens vary from kitchen to kitchen, so bakers adjust by look and feel as well as by the recipe.',
      tags: ['bake', 'bread', 'sourdough', 'recipe', 'dense', 'followed', 'exactly', 'cake', 'flat', 'gummy'],
    },
    {
      myth: 'Searing seals in the juices',
      fact: "Searing adds color and flavor, but it doesn't seal moisture in. Not overcooking is what keeps meat juicy.",
      tags: ['steak', 'meat', 'sear', 'chicken', 'juicy', 'dry', 'pork'],
    },
    {
      myth: 'Healthy food has to taste bland',
      fact: 'Salt, acid, herbs and a little fat can make simple food taste great.',
      tags: ['healthy', 'bland', 'diet', 'protein', 'vegan', 'vegetarian', 'flour', 'sugar', 'gluten', 'almond'],
    },
    {
      myth: 'You need fancy equipment to cook well',
      fact: 'A sharp knife, a good pan and a baking tray cover most everyday recipes.',
      tags: ['equipment', 'tool', 'pan', 'air', 'fryer', 'gadget', 'beginner', 'bread', 'bake', 'sourdough', 'dense'],
    },
  ],
  criteria: ['taste', 'time from start to plate', 'cost per serving and the washing-up'],
};

const PARENTING: NichePhrases = {
  careful: true,
  factor: "child's age",
  dependsOn: "your child's age, their temperament and your family's routine",
  noun: 'routine',
  shots: {
    setting: 'the kitchen table',
    comment: 'Green-screen the comment over the kitchen table or the playroom.',
    demo: "Real moments at home with your child's face kept out of frame, your voiceover on top.",
    result: 'The same part of the day filmed before and after the change: bedtime, mealtime or the school run.',
    cta: 'Talk to camera at the kitchen table after bedtime, then point down to the comments.',
  },
  caveat:
    "Every child is different, so if you're worried about sleep, eating, development or behavior, check with a professional, like your pediatrician.",
  steps: [
    {
      title: 'Keep it predictable',
      text: 'Same steps, same order, every day',
      voiceover:
        'Kids often cope better when they know what comes next. Keep the steps and their order the same, even when the timing shifts a little.',
      visuals: 'A simple picture chart of the routine on the fridge, a small hand pointing to the next step (face out of frame).',
      tags: ['routine', 'bedtime', 'sleep', 'night', 'nap', 'morning', 'schedule', 'transition', 'tantrum', 'bed'],
    },
    {
      title: 'Offer two choices',
      text: 'Two options you are happy with',
      voiceover:
        "Instead of a yes-or-no question, offer two choices you're fine with: the red cup or the blue cup. It gives them some control without a standoff.",
      visuals: 'Two cups held out, a small hand reaching for one (face out of frame).',
      tags: ['toddler', 'tantrum', 'listen', 'dress', 'eat', 'picky', 'bath', 'cooperat', 'struggle', 'refus', 'no'],
    },
    {
      title: 'Name the feeling, keep the limit',
      text: '"You\'re angry the park is over, and we\'re still going home"',
      voiceover:
        "Try naming what they feel, then holding the line calmly: you're angry the park is over, and we're still going home. Both can be true.",
      visuals: 'Kneeling to eye level, a calm voice, the child shown from behind.',
      tags: ['tantrum', 'meltdown', 'hit', 'angry', 'cry', 'emotion', 'feeling', 'sibling', 'scream', 'whin'],
    },
    {
      title: 'One small step at a time',
      text: 'One tiny change, kept up for a while',
      voiceover: 'Big changes may go better in small steps. Pick one tiny change, keep it up for a week or so, then add the next.',
      visuals: 'A sticky note with one small goal on the fridge, ticks added day by day.',
      tags: ['potty', 'train', 'sleep', 'own', 'eat', 'picky', 'screen', 'chore', 'independ', 'wean', 'drop'],
    },
    {
      title: 'Take turns with a timer',
      text: '"You can have it when the timer goes off"',
      voiceover:
        'Many parents find turn-taking works better than making a child hand a toy over right away. A timer makes the wait feel fair to both kids.',
      visuals: 'A kitchen timer set next to a toy, two small pairs of hands waiting their turn (faces out of frame).',
      tags: ['share', 'sharing', 'turn', 'toy', 'sibling', 'friend', 'playdate', 'grab', 'force'],
    },
    {
      title: 'Make it a game',
      text: 'Timer race • silly voice • the same song every time',
      voiceover:
        'A timer race, a silly voice, a song that always plays for this job. Play tends to get further than repeating the instruction.',
      visuals: 'A kitchen timer set, toys swept into a basket to music, small hands only.',
      tags: ['clean', 'tidy', 'chore', 'brush', 'teeth', 'dress', 'listen', 'morning', 'shoe', 'leave'],
    },
  ],
  mistakes: [
    {
      title: 'A new plan every night',
      text: 'Mistake: changing the approach every day',
      voiceover: 'Switching approach every night makes it hard for kids to learn what to expect. Pick one and give it a fair run.',
      visuals: 'Several parenting books stacked, then all but one put away.',
      tags: ['sleep', 'bed', 'bedtime', 'night', 'routine', 'nap'],
    },
    {
      title: 'Too many rules at once',
      text: 'Mistake: five new rules in one week',
      voiceover: 'Introducing lots of new rules at once is overwhelming for everyone. One change at a time sticks better.',
      visuals: 'A long list of rules on the fridge, then all but one crossed out.',
      tags: ['rule', 'behavior', 'behaviour', 'listen', 'discipline', 'screen'],
    },
    {
      title: 'Stepping in too fast',
      text: 'Mistake: refereeing every squabble straight away',
      voiceover:
        'Jumping in the second kids squabble over a toy takes away their chance to practise. Give them a moment, then help with words if they need it.',
      visuals: 'Two small pairs of hands tugging a toy, a parent pausing in the doorway before kneeling down (faces out of frame).',
      tags: ['share', 'sharing', 'sibling', 'toy', 'fight', 'grab', 'friend', 'playdate', 'force'],
    },
    {
      title: 'Comparing to other kids',
      text: 'Mistake: measuring your child against others',
      voiceover:
        "Comparing your child to a friend's child or a video online adds pressure and rarely helps. Kids get there at different times.",
      visuals: 'Scrolling past perfect-looking parenting posts, then the phone put down.',
      tags: ['talk', 'walk', 'milestone', 'potty', 'normal', 'late', 'read'],
    },
  ],
  failReasons: [
    {
      title: 'Not long enough',
      text: 'New habits take a while to stick',
      voiceover: 'Kids often push back hardest right after a change. A few days may be too soon to know if it works.',
      visuals: 'A calendar with the first few days circled.',
      tags: ['sleep', 'bed', 'potty', 'routine', 'work', 'nothing'],
    },
    {
      title: 'Not the same from every adult',
      text: 'Different adults, different rules',
      voiceover: 'If each adult handles it differently, kids notice. Agreeing on one approach together can help.',
      visuals: 'Two adults at the kitchen table going over one shared note.',
      tags: ['sleep', 'bed', 'rule', 'partner', 'grand', 'discipline'],
    },
    {
      title: 'Too big a change',
      text: 'Try a smaller first step',
      voiceover: 'If it felt like a battle, the step may have been too big. Try a smaller first step.',
      visuals: 'A big goal on a sticky note, then a smaller one written underneath.',
      tags: ['sleep', 'bed', 'own', 'potty', 'wean', 'drop', 'nap'],
    },
    {
      title: 'Age and stage',
      text: 'They may not be ready yet',
      voiceover: 'Sometimes a child is simply not ready yet. Waiting a little and trying again is not failing.',
      visuals: 'A calendar page turned forward a few weeks.',
      tags: ['potty', 'talk', 'share', 'ready', 'age', 'old', 'toddler'],
    },
  ],
  myths: [
    {
      myth: 'There is one right way that works for every child',
      fact: "What works depends on the child, their age and your family. It's fine to adapt advice.",
      tags: ['sleep', 'bed', 'routine', 'toddler', 'baby', 'share', 'discipline', 'tantrum'],
    },
    {
      myth: 'Good parents never lose their temper',
      fact: 'Every parent gets it wrong sometimes. Repairing afterwards matters more than never slipping.',
      tags: ['yell', 'angry', 'temper', 'patience', 'lose', 'guilt'],
    },
  ],
  criteria: ['how your child responds', "whether it fits your family's real day", 'how it feels for you'],
};

const RELATIONSHIPS: NichePhrases = {
  careful: false,
  factor: 'situation',
  dependsOn: "the two of you, how long you've been together and what's really going on underneath",
  noun: 'relationship',
  shots: {
    setting: 'your couch',
    comment: 'Talk to camera on the couch, the comment pinned at the top of the screen.',
    demo: 'Two-chair setup or talking to camera, each key phrase appearing on screen as you say it.',
    result: 'Split screen: the way it usually goes versus the new way, acted out.',
    cta: 'Talk to camera on the couch, then point down to the comments.',
  },
  caveat:
    "If you ever feel unsafe, afraid or controlled, that's not a communication problem, so please reach out to a helpline or a licensed therapist.",
  steps: [
    {
      title: 'Pick the moment',
      text: 'A calm moment, not the middle of a fight',
      voiceover:
        'Timing matters. Pick a calm moment, not when one of you is hungry, rushing or already upset, and ask if now is a good time.',
      visuals: 'Two mugs of tea on a coffee table, a phone put face down.',
      tags: ['talk', 'conversation', 'bring', 'argu', 'fight', 'discuss', 'tell', 'conflict', 'approach'],
    },
    {
      title: 'Start with I',
      text: '"I feel … when …"',
      voiceover:
        "Start with how you feel about one specific situation instead of what's wrong with them. It's much harder to get defensive about a feeling.",
      visuals: 'A fill-in-the-blank card on screen, then the line said to an empty chair.',
      tags: ['communicat', 'defensive', 'argu', 'fight', 'feel', 'tell', 'say', 'hurt', 'upset', 'blame'],
    },
    {
      title: 'Ask for something specific',
      text: '"Could we …?" • small, specific, doable',
      voiceover:
        "End with a small, specific ask they can say yes to. 'Could we put phones away at dinner?' beats 'you never pay attention to me.'",
      visuals: 'Two phones placed in a basket beside a dinner table.',
      tags: ['need', 'want', 'boundar', 'help', 'chore', 'time', 'attention', 'effort', 'ask'],
    },
    {
      title: 'Repeat back what you heard',
      text: 'Say it back in your own words before you answer',
      voiceover:
        "Before answering, repeat back what you heard in your own words. It slows things down and shows you're actually listening.",
      visuals: 'Two-chair setup, one person nodding and paraphrasing, caption on screen.',
      tags: ['listen', 'understand', 'argu', 'partner', 'perspective', 'misunderstand', 'heard'],
    },
    {
      title: 'Talk about the worry, not the phone',
      text: 'Name the worry out loud instead of looking for proof',
      voiceover:
        'If you feel the urge to check their phone, the real conversation is about the worry behind it. Saying it out loud is harder, and it tends to do less damage.',
      visuals: 'A phone face down on the couch cushion between two people, then one of them turning to talk.',
      tags: ['phone', 'trust', 'jealous', 'cheat', 'snoop', 'check', 'privacy', 'insecure', 'text', 'lying'],
    },
    {
      title: 'Look at the pattern',
      text: 'The pattern over time, not one moment',
      voiceover:
        'One bad day is one bad day. What matters more is the pattern over time: how they act when it counts, and how you feel around them.',
      visuals: 'A journal page with a few weeks of short notes, a highlighter running down the page.',
      tags: ['red', 'flag', 'dating', 'text', 'early', 'normal', 'healthy', 'trust', 'jealous', 'ghost', 'sign'],
    },
  ],
  mistakes: [
    {
      title: 'Bringing up everything at once',
      text: 'Mistake: one issue turns into ten',
      voiceover: 'Bringing up every old issue in one conversation makes it impossible to solve any of them. One topic per talk.',
      visuals: 'A long scroll of grievances on a notes app, then all but one deleted.',
      tags: ['argu', 'fight', 'talk', 'conversation', 'bring'],
    },
    {
      title: 'Mind reading',
      text: 'Mistake: expecting them to just know',
      voiceover: "Expecting someone to just know what you need sets you both up to fail. Saying it clearly isn't less romantic.",
      visuals: 'A thought bubble over one person, the other looking confused.',
      tags: ['need', 'want', 'expect', 'hint', 'ask', 'attention', 'moving'],
    },
    {
      title: 'Keeping score',
      text: 'Mistake: tallying who did what',
      voiceover: 'Keeping score of who did more turns partners into opponents. Talk about what you need going forward instead.',
      visuals: 'A tally chart on a whiteboard wiped clean.',
      tags: ['chore', 'fair', 'effort', 'money', 'split'],
    },
  ],
  failReasons: [
    {
      title: 'Timing',
      text: 'It came up at a bad moment',
      voiceover: 'Even the right words land badly when one of you is tired, hungry or already upset.',
      visuals: 'A clock on the wall, then the same conversation at a calmer time.',
      tags: ['talk', 'bring', 'conversation', 'fight', 'argu'],
    },
    {
      title: 'It sounded like blame',
      text: '"You always" vs "I feel"',
      voiceover: "If it started with 'you always' or 'you never', it probably sounded like an attack, even if that wasn't the intent.",
      visuals: "The words 'you always' crossed out, replaced with 'I feel'.",
      tags: ['defensive', 'argu', 'fight', 'blame', 'upset'],
    },
    {
      title: 'Too much at once',
      text: 'Several issues in one talk',
      voiceover: 'When one conversation tries to cover everything, nothing gets solved. Pick one thing.',
      visuals: 'A notes list shortened to a single line.',
      tags: ['argu', 'fight', 'talk', 'everything'],
    },
    {
      title: "It's about something underneath",
      text: 'The real issue may be different',
      voiceover: 'Sometimes the argument about the dishes is really about feeling unappreciated. Ask what it is really about.',
      visuals: 'A sink of dishes, then a slow zoom to a person sitting alone on the couch.',
      tags: ['fight', 'argu', 'chore', 'dishes', 'trust', 'jealous', 'phone'],
    },
  ],
  myths: [
    {
      myth: "If they have nothing to hide, they won't mind you checking",
      fact: "Privacy isn't the same as secrecy. Checking a partner's phone can damage trust even when there's nothing to find.",
      tags: ['phone', 'check', 'snoop', 'privacy', 'trust', 'jealous', 'text', 'password'],
    },
    {
      myth: "If you have to talk about it, something's wrong",
      fact: 'Talking about needs is how healthy relationships stay healthy.',
      tags: ['talk', 'communicat', 'bring', 'conversation', 'moving', 'together', 'ask'],
    },
    {
      myth: 'Couples who argue are doomed',
      fact: 'Most couples disagree. How you argue and make up tends to matter more than how often.',
      tags: ['fight', 'argu', 'argument', 'disagree', 'phone', 'trust'],
    },
  ],
  criteria: ['how it feels for both of you', "whether it's something you can keep doing", 'what it does to trust'],
};

const SELFCARE: NichePhrases = {
  careful: true,
  factor: 'energy and schedule',
  dependsOn: 'your energy, your schedule and what actually helps you recharge',
  noun: 'routine',
  shots: {
    setting: 'your cozy corner',
    comment: 'Green-screen the comment over a cozy corner: a lamp, a mug, a blanket.',
    demo: 'Slow handheld shots of each step in natural light, the sound of it turned up.',
    result: 'The same corner, or your calendar, before and after the change.',
    cta: 'Talk to camera wrapped in a blanket with a mug in hand, then point down to the comments.',
  },
  caveat:
    "If you feel low, anxious or exhausted most days, self-care isn't a replacement for help, so check with a professional, like your doctor or a therapist.",
  steps: [
    {
      title: 'Make it tiny',
      text: 'Start with something that takes a few minutes',
      voiceover: "Make the first version so small it's hard to skip: a few minutes, not an hour. You can grow it once it's a habit.",
      visuals: 'A kitchen timer set to a few minutes, then one small step done slowly.',
      tags: ['routine', 'habit', 'motivat', 'start', 'morning', 'evening', 'consisten', 'lazy', 'tired', 'energy', 'stick'],
    },
    {
      title: 'Attach it to a habit you have',
      text: 'After I brush my teeth, I …',
      voiceover:
        'Attach it to something you already do every day: after you brush your teeth, while the kettle boils. The old habit becomes the reminder.',
      visuals: 'Kettle switched on, then the new habit done while it boils.',
      tags: ['habit', 'routine', 'remember', 'forget', 'morning', 'night', 'consisten', 'daily'],
    },
    {
      title: 'A wind-down without the phone',
      text: 'Dim lights • a book • phone in another room',
      voiceover:
        'Try a short wind-down without your phone: dim lights, a book, a warm shower. Many people find it makes falling asleep a little easier.',
      visuals: 'A phone placed on a shelf outside the bedroom, then a lamp dimmed and a book opened.',
      tags: ['sleep', 'night', 'bed', 'phone', 'screen', 'scroll', 'anxi', 'relax', 'rest', 'stress', 'insomnia'],
    },
    {
      title: 'Notice what actually helps',
      text: 'Two lists: leaves me better • feels like a chore',
      voiceover:
        'Write down what leaves you calmer or more rested, and what just feels like a chore. Keep the first list and drop the second.',
      visuals: 'A notebook with two columns filling in over a few days.',
      tags: ['burnout', 'tired', 'stress', 'overwhelm', 'mood', 'recharge', 'rest', 'drain', 'exhaust'],
    },
    {
      title: 'Boring counts',
      text: 'Water • a real meal • a walk • bed on time',
      voiceover:
        "Self-care doesn't have to cost anything. Drinking water, eating a proper meal, a walk outside and going to bed on time all count.",
      visuals: 'A glass of water, a simple plate of food, shoes by the door, a made bed.',
      tags: ['cheap', 'free', 'budget', 'money', 'basic', 'simple', 'time', 'busy', 'mom', 'student'],
    },
  ],
  mistakes: [
    {
      title: 'Turning it into a chore',
      text: 'Mistake: a self-care checklist you dread',
      voiceover: 'When self-care becomes another checklist to fail at, it stops helping. If you dread it, change it.',
      visuals: 'A long checklist with a sigh, then most lines crossed out.',
      tags: ['routine', 'habit', 'morning', 'evening', 'lazy', 'tired'],
    },
    {
      title: 'Copying aesthetic routines',
      text: 'Mistake: measuring yourself against a perfect video',
      voiceover: 'Comparing your evening to a perfectly lit routine online can leave you feeling worse. Yours only has to work for you.',
      visuals: 'A glossy routine video on a phone, then the phone turned off and a plain, real evening.',
      tags: ['routine', 'morning', 'evening', 'aesthetic', 'that', 'girl'],
    },
    {
      title: 'All or nothing',
      text: 'Mistake: skipping it because you missed a day',
      voiceover: 'Missing one day and deciding the whole thing is ruined is the fastest way to quit. Just pick it up again tomorrow.',
      visuals: 'A habit tracker with one gap, then the next day ticked anyway.',
      tags: ['habit', 'routine', 'consisten', 'miss', 'stick', 'burnout'],
    },
  ],
  failReasons: [
    {
      title: 'Too big to keep up',
      text: 'The routine was too long',
      voiceover: "If it felt like work, it was probably too long. Shrink it until it's easy.",
      visuals: 'A long routine list cut down to a single line.',
      tags: ['routine', 'morning', 'habit', 'long', 'time'],
    },
    {
      title: 'Not what you enjoy',
      text: 'It was someone else’s idea of rest',
      voiceover: "Bubble baths don't relax everyone. If it doesn't help you, it's not your self-care.",
      visuals: 'A bath drawn, then swapped for a walk outside.',
      tags: ['relax', 'bath', 'rest', 'recharge', 'burnout'],
    },
    {
      title: 'No cue',
      text: 'Nothing reminded you to do it',
      voiceover: 'Without a cue, new habits get forgotten. Attach it to something you already do.',
      visuals: 'A sticky note on the kettle.',
      tags: ['habit', 'forget', 'remember', 'routine'],
    },
    {
      title: 'All-or-nothing thinking',
      text: 'One missed day ended it',
      voiceover: 'One missed day is not a failed routine. Pick it up again the next day.',
      visuals: 'A habit tracker with a single gap.',
      tags: ['miss', 'stick', 'habit', 'consisten'],
    },
  ],
  myths: [
    {
      myth: 'Self-care has to be expensive',
      fact: 'Sleep, water, food, movement and time with people you like cost little or nothing and count.',
      tags: ['money', 'cheap', 'budget', 'expensive', 'spa', 'routine', 'morning'],
    },
    {
      myth: 'Self-care is selfish',
      fact: 'Looking after yourself can leave you with more to give to the people around you.',
      tags: ['guilt', 'selfish', 'mom', 'time', 'busy', 'boundar', 'burnout', 'work'],
    },
  ],
  criteria: ['how you feel afterwards', 'how easy it is to keep up', 'what it costs in time and money'],
};

const SIDEHUSTLE: NichePhrases = {
  careful: true,
  factor: 'skills and time',
  dependsOn: 'your skills, your spare hours, your starting budget and the rules where you live',
  noun: 'side hustle',
  shots: {
    setting: 'your desk setup',
    comment: 'Green-screen the comment over your desk setup, laptop open.',
    demo: 'Screen recording of the tool, listing or storefront, with your desk as b-roll between steps.',
    result: 'A simple tracking sheet, hours in, money in and costs out, before and after.',
    cta: 'Talk to camera at your desk, then point down to the comments.',
  },
  caveat: 'Taxes and rules depend on where you live, so check with a professional, like an accountant, before you scale up.',
  steps: [
    {
      title: 'Test before you spend',
      text: 'Check people want it before buying stock or tools',
      voiceover:
        'Before buying stock or tools, test whether anyone wants it: a simple listing, a post, a few messages to people who might buy. Real interest first, spending second.',
      visuals: 'Screen recording of a simple test listing going live, then a notes app tallying replies.',
      tags: ['start', 'idea', 'product', 'business', 'etsy', 'shop', 'print', 'dropship', 'invest', 'money', 'inventory', 'sell', 'store'],
    },
    {
      title: 'Start with what you know',
      text: 'What do people already ask you for help with?',
      voiceover:
        'The quickest start is often a skill you already have from a job, a hobby or school. Write down what people already ask you for help with.',
      visuals: 'A notebook page titled "people ask me about", a list filling in.',
      tags: ['skill', 'beginner', 'experience', 'freelanc', 'what', 'which', 'idea', 'ideas', 'best', 'student'],
    },
    {
      title: 'Track hours and costs',
      text: 'Every hour • every fee • every cost',
      voiceover: 'Track every hour and every cost, including fees and shipping. Sales can look good while the hourly pay is tiny.',
      visuals: 'Screen recording of a tracking sheet: hours, sales, fees and costs in separate columns.',
      tags: ['profit', 'money', 'worth', 'earn', 'making', 'income', 'price', 'hour', 'fee', 'resell', 'flip'],
    },
    {
      title: 'Price for your time',
      text: 'Your price has to cover your hours and costs',
      voiceover:
        'Work out what an hour of your time needs to be worth, then check your price covers it plus costs. Underpricing can keep you busy and broke.',
      visuals: 'A calculator app next to a price list, one price crossed out and raised.',
      tags: ['price', 'pricing', 'charge', 'rate', 'client', 'cheap', 'underpric', 'quote', 'commission'],
    },
    {
      title: 'Check the rules',
      text: 'Taxes • your job contract • local rules',
      voiceover:
        'Side income is usually taxable, and some job contracts limit outside work. Check the rules where you live and read your contract before you grow it.',
      visuals: 'A printed contract with a clause highlighted, a tax office website open on the laptop.',
      tags: ['tax', 'legal', 'license', 'licence', 'registr', 'contract', 'employer', 'job', 'llc', 'business', 'declare', 'allowed'],
    },
  ],
  mistakes: [
    {
      title: 'Spending before testing',
      text: 'Mistake: buying stock before anyone has asked for it',
      voiceover:
        'Spending on stock, tools or courses before anyone has shown interest is the most expensive way to find out nobody wants it.',
      visuals: 'Boxes of unsold stock stacked in a corner.',
      tags: ['start', 'product', 'stock', 'inventory', 'shop', 'etsy', 'print', 'course'],
    },
    {
      title: 'Forgetting fees and taxes',
      text: 'Mistake: counting sales as profit',
      voiceover: 'Counting sales as profit and forgetting fees, shipping and tax makes a hustle look better than it is.',
      visuals: 'A sales total on screen, then fees and costs subtracted line by line.',
      tags: ['profit', 'money', 'worth', 'resell', 'vinted', 'ebay', 'depop', 'flip', 'tax', 'fee', 'earn', 'make'],
    },
    {
      title: 'Underpricing',
      text: 'Mistake: pricing low to get started',
      voiceover: 'Pricing very low to get started often attracts the hardest clients and makes it hard to raise prices later.',
      visuals: 'A price tag rewritten with a higher number blurred out.',
      tags: ['price', 'pricing', 'charge', 'rate', 'commission', 'client', 'cheap', 'beginner'],
    },
    {
      title: 'Three hustles at once',
      text: 'Mistake: starting several things at the same time',
      voiceover: 'Starting several side hustles at the same time splits your few spare hours so thin that none of them gets a fair test.',
      visuals: 'Three browser tabs of different hustles, two closed.',
      tags: ['idea', 'which', 'best', 'start', 'time', 'busy'],
    },
  ],
  failReasons: [
    {
      title: 'No real demand',
      text: 'Nobody was asking for it',
      voiceover: 'If it never sold, the first thing to check is whether enough people wanted it at that price.',
      visuals: 'A listing with no views, then a notes app of questions to ask potential buyers.',
      tags: ['sell', 'sales', 'shop', 'etsy', 'listing', 'product'],
    },
    {
      title: 'Priced too low',
      text: 'Busy but not earning',
      voiceover: 'If you were busy but barely earning, the price may not cover your time and costs.',
      visuals: 'Hours and earnings side by side on a sheet.',
      tags: ['price', 'commission', 'client', 'busy', 'rate', 'charge'],
    },
    {
      title: 'Costs ate the profit',
      text: 'Fees, shipping, tools',
      voiceover: 'Platform fees, shipping and tools can quietly eat most of the profit. Add them all up.',
      visuals: 'A sales total with costs subtracted line by line.',
      tags: ['profit', 'fee', 'shipping', 'resell', 'vinted', 'flip', 'worth'],
    },
    {
      title: 'Not enough steady time',
      text: 'Stop-start effort',
      voiceover: 'Most side hustles need steady time for a while before they show results. Stop-start effort makes it hard to judge.',
      visuals: 'A calendar with scattered work sessions, then a regular weekly block.',
      tags: ['time', 'busy', 'result', 'grow', 'slow'],
    },
  ],
  myths: [
    {
      myth: 'Passive income is passive from day one',
      fact: 'Most passive income takes a lot of active work up front, and it keeps needing some.',
      tags: ['passive', 'digital', 'product', 'print', 'course', 'resell', 'vinted', 'worth'],
    },
    {
      myth: 'You need a big following to start',
      fact: 'Many side hustles start with a handful of customers who found you through people you already know.',
      tags: ['audience', 'following', 'follower', 'start', 'beginner', 'social', 'commission', 'client', 'artist'],
    },
  ],
  criteria: ['startup cost', 'hours per week', 'how soon it can realistically bring in money, if at all'],
};

const SPIRITUALITY: NichePhrases = {
  careful: false,
  factor: 'practice',
  dependsOn: "what you believe, what you're looking for and what feels right to you",
  noun: 'practice',
  shots: {
    setting: 'your calm corner, candle lit',
    comment: 'Green-screen the comment over a calm corner: a candle, a journal, soft window light.',
    demo: 'Close-ups of hands, the journal page and the candle, filmed slowly in soft natural light.',
    result: 'Journal pages from the first day and from today, side by side.',
    cta: 'Talk to camera in your calm corner, then point down to the comments.',
  },
  caveat: "If a practice stirs up a lot of distress, it's okay to pause and talk it through with a mental health professional.",
  steps: [
    {
      title: 'Keep it simple',
      text: 'A few quiet minutes, same time each day',
      voiceover: "You don't need special tools to begin. A few quiet minutes at the same time each day is a real practice.",
      visuals: 'A cushion by a window, a timer set, hands resting on knees.',
      tags: ['beginner', 'start', 'begin', 'meditat', 'practice', 'ritual', 'how', 'daily'],
    },
    {
      title: 'Pair intention with action',
      text: 'One clear intention • one small action this week',
      voiceover:
        "Write one clear intention in your own words, then name one small action you'll take toward it this week. Intention and action work best together.",
      visuals: 'A handwritten intention in a journal, then a sticky note with the action on the mirror.',
      tags: ['manifest', 'intention', 'goal', 'moon', 'ritual', 'law', 'attract', 'affirm'],
    },
    {
      title: 'Write it down',
      text: 'Note what you notice, look back later',
      voiceover: 'Write down what you notice: a card, a dream, a feeling. Looking back after a few weeks is where patterns start to show.',
      visuals: 'Flipping back through journal pages, a few repeated words underlined.',
      tags: ['journal', 'tarot', 'card', 'reading', 'dream', 'sign', 'intuition', 'angel', 'number', 'pattern'],
    },
    {
      title: 'Learn where it comes from',
      text: 'Is this practice open to everyone?',
      voiceover:
        'Before taking up a practice, learn where it comes from and whether it is open to outsiders. Respecting the roots makes it more meaningful, not less.',
      visuals: 'A stack of library books and a notebook of notes, filmed from above.',
      tags: ['religio', 'culture', 'cultural', 'closed', 'respect', 'sage', 'appropriat', 'belief', 'tradition', 'smudg'],
    },
    {
      title: 'Come back to the breath',
      text: 'Mind wandered? Come back. That is the practice.',
      voiceover: 'When your mind wanders, and it will, gently come back to your breath. Coming back is the practice, not a failure.',
      visuals: 'A slow close-up of a chest rising and falling, soft light, no music.',
      tags: ['anxi', 'calm', 'stress', 'ground', 'meditat', 'focus', 'mind', 'racing', 'thought', 'breath', 'wander'],
    },
  ],
  mistakes: [
    {
      title: 'Trying to do it perfectly',
      text: 'Mistake: waiting for the perfect setup',
      voiceover: 'Waiting for the perfect space, time or tools keeps a lot of people from ever starting. Begin where you are.',
      visuals: 'An elaborate altar setup, then a simple cushion and a candle.',
      tags: ['start', 'beginner', 'begin', 'altar', 'ritual', 'meditat'],
    },
    {
      title: 'Copying without understanding',
      text: "Mistake: borrowing a ritual you don't understand",
      voiceover: "Copying someone else's ritual without knowing what it means can leave it feeling empty. Learn the why first.",
      visuals: 'A video of a ritual paused on a phone, a notebook open beside it.',
      tags: ['ritual', 'sage', 'tarot', 'crystal', 'closed', 'culture', 'meaning', 'mean'],
    },
    {
      title: 'Giving up when it feels ordinary',
      text: 'Mistake: expecting a big feeling every time',
      voiceover: 'Most sessions feel ordinary. Expecting a big feeling every time is why many people stop.',
      visuals: 'A quiet, uneventful session filmed in real time, then a tick in a journal.',
      tags: ['meditat', 'nothing', 'feel', 'practice', 'journal'],
    },
  ],
  failReasons: [
    {
      title: 'Expecting a big feeling',
      text: 'Ordinary sessions still count',
      voiceover: 'If nothing dramatic happened, that is normal. Most of the benefit people describe builds quietly.',
      visuals: 'A journal tick list growing day by day.',
      tags: ['nothing', 'feel', 'meditat', 'manifest', 'work'],
    },
    {
      title: 'Too long, too soon',
      text: 'Start shorter',
      voiceover: 'Long sessions at the start can feel like a struggle. Shorter ones are easier to keep.',
      visuals: 'A timer set shorter.',
      tags: ['meditat', 'long', 'session', 'focus'],
    },
    {
      title: "It doesn't fit what you believe",
      text: 'It should feel like yours',
      voiceover: "A practice that clashes with what you believe may never feel right. It's okay to look for another one.",
      visuals: 'Two different journals, one set aside.',
      tags: ['religio', 'belief', 'tarot', 'manifest', 'culture'],
    },
    {
      title: 'Only now and then',
      text: 'Practice needs a rhythm',
      voiceover: 'Practising only now and then makes it hard to notice any change. A regular rhythm helps.',
      visuals: 'A calendar with a few scattered ticks, then a steady row.',
      tags: ['practice', 'habit', 'daily', 'consisten'],
    },
  ],
  myths: [
    {
      myth: "You're doing it wrong if your mind wanders",
      fact: 'Noticing that your mind wandered and coming back is the whole point.',
      tags: ['meditat', 'mind', 'focus', 'thought', 'anxi', 'breath'],
    },
    {
      myth: 'You need crystals, candles and tools to start',
      fact: 'Tools can be lovely, but attention and a regular rhythm are what make a practice.',
      tags: ['crystal', 'candle', 'tool', 'tarot', 'altar', 'sage', 'start', 'beginner', 'deck'],
    },
  ],
  criteria: ['how you feel during and after', 'whether you look forward to it', 'whether it fits what you believe'],
};

const TRAVEL: NichePhrases = {
  careful: false,
  factor: 'plans',
  dependsOn: "where you're going, when, your budget and how you like to travel",
  noun: 'trip',
  shots: {
    setting: 'your open suitcase',
    comment: 'Green-screen the comment over a packed suitcase or a map of the destination.',
    demo: 'Packing flat-lay from above, then the phone screen with the booking or map app, then on-location b-roll.',
    result: 'The bag or the itinerary before and after, side by side.',
    cta: 'Talk to camera with your bag on your shoulder, then point down to the comments.',
  },
  caveat: 'Entry rules, visas and baggage limits change, so check the official government and airline pages before you book.',
  steps: [
    {
      title: 'Check the official source',
      text: 'Government and airline websites, not forums',
      voiceover:
        'For visas, entry rules and documents, go straight to the official government and airline websites. Rules change, and old forum posts go out of date.',
      visuals: 'Screen recording of an official government travel page, the entry requirements section highlighted.',
      tags: ['visa', 'passport', 'entry', 'border', 'custom', 'rule', 'document', 'id', 'kid', 'international', 'allowed'],
    },
    {
      title: 'Lay it out, then take some out',
      text: 'Pack around a few colors • check your airline limits',
      voiceover:
        "Lay out everything you think you need, then put some of it back. Pack around a few colors so everything mixes, and check your airline's size and weight limits.",
      visuals: 'Overhead flat-lay of everything on the bed, then a smaller pile going into the bag.',
      tags: ['pack', 'carry', 'luggage', 'bag', 'suitcase', 'backpack', 'light', 'weight', 'cloth', 'outfit'],
    },
    {
      title: 'Save it offline',
      text: 'Offline maps • screenshots of tickets and addresses',
      voiceover:
        'Download offline maps and screenshot your tickets, bookings and accommodation address. Dead signal on arrival is a bad time to find out.',
      visuals: 'Phone screen: an offline map downloading, then a screenshots album of bookings.',
      tags: ['phone', 'data', 'sim', 'esim', 'map', 'offline', 'lost', 'wifi', 'booking', 'ticket', 'app'],
    },
    {
      title: 'Compare flexible fares',
      text: 'Flexible vs basic fare, side by side',
      voiceover: 'Compare the flexible and basic fares side by side. Paying a little more for free changes can save a lot when plans move.',
      visuals: 'Screen recording of two fare options compared, the change-fee line highlighted.',
      tags: ['book', 'flight', 'hotel', 'cheap', 'budget', 'deal', 'cancel', 'refund', 'fare', 'price', 'afford'],
    },
    {
      title: 'One big thing a day',
      text: 'Plan one main thing per day, leave the rest loose',
      voiceover: 'Plan one main thing per day and leave the rest loose. Overpacked itineraries are how trips turn into a to-do list.',
      visuals: 'A handwritten itinerary with most lines crossed out, one highlighted per day.',
      tags: ['itinerar', 'plan', 'day', 'city', 'first', 'solo', 'tired', 'jet', 'exhaust', 'week'],
    },
    {
      title: 'Safety basics',
      text: 'Share your plans • keep a backup card separate',
      voiceover:
        'Share your itinerary with someone at home, keep a backup card separate from your wallet and read up on common scams where you are going.',
      visuals: 'A backup card tucked into a different pocket of the bag, then an itinerary shared in a chat.',
      tags: ['solo', 'safe', 'scam', 'pickpocket', 'night', 'alone', 'woman', 'women', 'female'],
    },
  ],
  mistakes: [
    {
      title: 'Packing for every what-if',
      text: 'Mistake: a just-in-case outfit for everything',
      voiceover:
        'Packing for every possible situation is how a carry-on turns into a checked bag. Most things you forget can be bought or borrowed when you arrive.',
      visuals: 'A pile labelled "just in case" on the bed, most of it going back in the closet.',
      tags: ['pack', 'carry', 'bag', 'luggage', 'suitcase', 'light', 'outfit', 'cloth'],
    },
    {
      title: 'Overpacking the itinerary',
      text: 'Mistake: every hour planned',
      voiceover: 'Planning every hour leaves no room for delays, rest or the things you discover on the way.',
      visuals: 'A color-coded itinerary with every slot filled, then half of it erased.',
      tags: ['itinerar', 'plan', 'day', 'city', 'first', 'week', 'europe'],
    },
    {
      title: 'Trusting old information',
      text: 'Mistake: relying on an old blog post',
      voiceover: 'Prices, opening hours and entry rules change. An old blog post can send you to a closed door.',
      visuals: 'An old blog post on screen, then the official site with different information.',
      tags: ['visa', 'rule', 'entry', 'price', 'open', 'safe', 'solo'],
    },
    {
      title: 'One card, one wallet',
      text: 'Mistake: all your money in one place',
      voiceover: 'Keeping every card and all your cash in one wallet means one lost bag can end the trip.',
      visuals: 'One wallet emptied onto a hotel bed, cards split between two pouches.',
      tags: ['solo', 'safe', 'money', 'card', 'scam', 'pickpocket', 'woman', 'women'],
    },
  ],
  failReasons: [
    {
      title: 'Too much planned',
      text: 'The plan left no slack',
      voiceover: 'If the trip felt exhausting, the plan may have been too full. Slack time is part of a good itinerary.',
      visuals: 'A packed itinerary shortened with a marker.',
      tags: ['itinerar', 'plan', 'tired', 'exhaust', 'day'],
    },
    {
      title: 'Old information',
      text: 'Things had changed',
      voiceover:
        'If things were different when you arrived, the information may have been out of date. Check official sources close to the trip.',
      visuals: 'An official website page refreshed on a phone.',
      tags: ['visa', 'rule', 'closed', 'price'],
    },
    {
      title: 'Wrong season',
      text: 'Timing changes everything',
      voiceover: 'Weather, crowds and prices can change a lot by season. Timing may have been the issue.',
      visuals: 'The same destination in two seasons, side by side.',
      tags: ['weather', 'crowd', 'price', 'season', 'summer', 'winter'],
    },
    {
      title: 'Too much in the bag',
      text: 'Overpacked',
      voiceover: 'An overpacked bag makes every transfer harder. Packing less can change the whole trip.',
      visuals: 'A bulging suitcase, then a smaller carry-on.',
      tags: ['pack', 'carry', 'bag', 'luggage', 'suitcase', 'heavy'],
    },
  ],
  myths: [
    {
      myth: 'Last-minute deals are always the cheapest',
      fact: 'Prices move both ways. Setting a price alert and booking when it looks right is usually less stressful.',
      tags: ['book', 'flight', 'deal', 'cheap', 'last', 'price', 'hotel'],
    },
    {
      myth: 'You need a different outfit for every day',
      fact: 'A few pieces that all mix, plus a sink wash or a laundromat, can cover a long trip in one small bag.',
      tags: ['pack', 'carry', 'bag', 'luggage', 'outfit', 'cloth', 'week', 'light'],
    },
    {
      myth: 'Travel has to be expensive',
      fact: 'Flexible dates, off-season trips and staying a little outside the center can change the cost a lot.',
      tags: ['budget', 'cheap', 'afford', 'money', 'expensive', 'europe'],
    },
  ],
  criteria: ['total cost', 'time and comfort', 'flexibility if plans change'],
};

/** Any niche without its own entry (a new one added before its wording is written). */
const GENERAL: NichePhrases = {
  careful: false,
  factor: 'situation',
  dependsOn: 'your situation, your goals and what you have already tried',
  noun: 'plan',
  shots: {
    setting: 'where you usually film',
    comment: 'Green-screen the comment, filmed where you would normally do this.',
    demo: 'Each step filmed close up in a quick cut, with the key words on screen.',
    result: 'Before and after from the same angle, side by side.',
    cta: 'Talk to camera, then point down to the comments.',
  },
  caveat: 'If the stakes are high for you, check with a professional who knows your situation.',
  steps: [
    {
      title: 'Start with the basics',
      text: 'Get the simple version working first',
      voiceover: 'Get the simplest version working before adding anything fancy. Most problems show up in the basics.',
      visuals: 'The few essentials laid out on a table, everything else pushed aside.',
    },
    {
      title: 'One change at a time',
      text: 'Change one thing, then watch what happens',
      voiceover: 'Change one thing at a time so you know what made the difference. Several changes at once hide the answer.',
      visuals: 'A checklist with one item ticked at a time.',
    },
    {
      title: 'Track it',
      text: 'Write down what you did and what changed',
      voiceover: 'Write down what you did and what changed. A few notes beat trying to remember.',
      visuals: 'A notebook page filling in over a few days.',
    },
  ],
  mistakes: [
    {
      title: 'Doing too much at once',
      text: 'Mistake: everything on day one',
      voiceover: 'Trying everything on day one makes it hard to keep going and hard to tell what worked.',
      visuals: 'A crowded table, then everything but one thing cleared away.',
    },
    {
      title: 'Giving up too early',
      text: 'Mistake: judging it after one try',
      voiceover: 'One try tells you very little. Give it a fair run before you judge it.',
      visuals: 'A calendar with only the first day ticked.',
    },
    {
      title: 'Copying someone else exactly',
      text: "Mistake: using someone else's plan as-is",
      voiceover: 'What works for someone else may not fit your situation. Adapt it.',
      visuals: 'A printed plan with your own notes scribbled over it.',
    },
  ],
  failReasons: [
    {
      title: 'Not long enough',
      text: 'It may be too early to judge',
      voiceover: 'Many things take longer than a video makes it look. It may simply be too early.',
      visuals: 'A calendar with the first days ticked.',
    },
    {
      title: 'Not the right fit',
      text: 'It may not suit your situation',
      voiceover: "It may work for some people and not for your situation. That's useful to know.",
      visuals: 'Two versions side by side.',
    },
    {
      title: 'Something else changed',
      text: 'Check what else changed',
      voiceover: 'If several things changed at once, one of the others may be the cause.',
      visuals: 'A list of recent changes, one circled.',
    },
  ],
  myths: [
    { myth: "There's one right way that works for everyone", fact: 'What works depends on your situation, and adapting advice is normal.' },
  ],
  criteria: ['cost', 'time and effort', 'whether you can keep it up'],
};

const NICHE_PHRASES: Readonly<Record<string, NichePhrases>> = {
  skincare: SKINCARE,
  haircare: HAIRCARE,
  decor: DECOR,
  fashion: FASHION,
  finance: FINANCE,
  fitness: FITNESS,
  food: FOOD,
  parenting: PARENTING,
  relationships: RELATIONSHIPS,
  selfcare: SELFCARE,
  sidehustle: SIDEHUSTLE,
  spirituality: SPIRITUALITY,
  travel: TRAVEL,
};

export function phrasesFor(niche: string): NichePhrases {
  return NICHE_PHRASES[niche] ?? GENERAL;
}

/** The niches with their own wording (the rest get the general entry). */
export const PHRASED_NICHES: readonly string[] = Object.keys(NICHE_PHRASES);
