import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Food & Recipes: 14 days of ideas, variants A and B (home-cooking technique, weeknight recipes, baking and food safety done right). */
export const FOOD_IDEAS: readonly ContentIdea[] = dailyIdeas('food', [
  {
    subNiche: 'kitchen-basics',
    A: {
      title: 'Dice an onion fast without losing a fingertip',
      content: {
        hooks: [
          'You are probably cutting onions the slowest, most dangerous way.',
          'I nicked my finger three times before a chef showed me this grip.',
          'A perfectly diced onion in about 30 seconds, no gadgets.',
        ],
        sections: [
          {
            title: 'Halve through the root',
            text: 'Cut the top off • halve through the root • peel • keep the root on',
            voiceover:
              'Cut the top off, then halve the onion straight through the root. Peel it, but leave the root end on. It holds all the layers together.',
            visuals: 'Overhead board shot: top cut off, onion halved through the root, skin peeled back.',
          },
          {
            title: 'The claw grip',
            text: 'Fingertips tucked • knuckles guide the blade',
            voiceover:
              'Make a claw: fingertips tucked under, knuckles forward. The flat of the blade rests against your knuckles, so your fingertips are never in the way.',
            visuals: 'Close-up of the claw hand, then slow-motion slices with the blade gliding against the knuckles.',
          },
          {
            title: 'Slice, then dice',
            text: 'Flat side down • thin cuts toward the root, not through it • then slice across',
            voiceover:
              'Flat side down, make thin cuts toward the root without cutting through it. Then slice across, and even dice falls off the knife.',
            visuals: 'Top-down shot of the lengthwise cuts, then the cross cuts producing even dice.',
          },
          {
            title: 'Fewer tears',
            text: 'Sharp knife • chilled onion • root end cut last',
            voiceover:
              'A sharp knife crushes fewer cells, so less of the tear-making gas is released. Chilling the onion first and leaving the root end until last helps too.',
            visuals: 'Onion taken from the fridge, a sharp knife gliding through it, then a dry-eyed side-eye to camera.',
          },
          {
            title: 'Your nemesis',
            text: 'Comment the ingredient you hate cutting most',
            voiceover: "Comment the ingredient you hate cutting the most, and I'll show you the fastest safe way next.",
            visuals: 'Scraping the dice into a bowl with the back of the knife, then talking to camera.',
          },
        ],
        why_it_works:
          'Answers the commenter who is slow and nervous with the knife using a technique they can practise tonight • The claw-grip close-up makes the safety point obvious without sound • Satisfying dicing footage gets rewatched, which helps reach • Asking for the most-hated ingredient crowd-sources the next video',
      },
      source: {
        comment: 'it takes me like 10 minutes to chop one onion and i always almost cut myself 😭 how are you so fast',
        commentAuthor: '@clumsycook.cara',
        commentLikes: 6740,
        videoTitle: 'Cooking a 3-course dinner in 30 minutes',
        videoCreator: '@quickpan.quinn',
        videoViews: 2_870_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'A dull knife is the dangerous one',
      content: {
        hooks: [
          'Your dull knife is more dangerous than a sharp one.',
          'I was scared of sharp knives until I slipped with a blunt one.',
          'Try the tomato test. If your knife fails it, watch this.',
        ],
        sections: [
          {
            title: 'Why dull is riskier',
            text: 'Dull blade → more force → more slips',
            voiceover:
              "A dull knife needs more pressure, and more pressure means it's more likely to skid off the food and toward your hand.",
            visuals: 'A dull knife skidding on tomato skin, then a sharp one gliding straight through.',
          },
          {
            title: 'The tomato test',
            text: 'A sharp knife bites into tomato skin with almost no pressure',
            voiceover:
              'Rest the knife on a tomato and draw it back gently. A sharp knife bites into the skin straight away. If it slides, it needs attention.',
            visuals: 'Slow-motion of both knives on a tomato, side by side.',
          },
          {
            title: 'Honing vs sharpening',
            text: 'Honing steel: realigns the edge, use often • Sharpening: grinds a new edge, a few times a year',
            voiceover:
              'A honing steel realigns the edge, and you can use it every week. Sharpening on a whetstone or sharpener grinds a new edge, and most home cooks need that a few times a year.',
            visuals: 'Honing rod strokes at a shallow angle, then a close-up of a whetstone.',
          },
          {
            title: 'Keep it sharp longer',
            text: 'Wood or plastic boards • hand wash and dry • no glass or stone boards',
            voiceover:
              'Cut on wood or plastic, never glass or stone, and wash and dry the knife by hand. Hard boards and the dishwasher dull edges fast.',
            visuals: 'A glass board slides away, a wooden board slides in, then the knife is hand-washed and towel-dried.',
          },
          {
            title: 'Be honest',
            text: 'Comment: when did you last sharpen your knife?',
            voiceover: 'Be honest: when did you last sharpen your knife? Comment below.',
            visuals: 'Talk to camera holding the knife safely at your side, blade pointing down.',
          },
        ],
        why_it_works:
          'Flips the fear in the comment with a counter-intuitive safety fact • The tomato test is an instant, visual check viewers can do right now • Clears up the honing-vs-sharpening confusion most home cooks have • A slightly guilty "when did you last sharpen it?" question drives honest comments',
      },
      source: {
        comment: "i'm honestly scared of sharp knives so i use a dull one on purpose lol is that bad",
        commentAuthor: '@nervous.chef.nate',
        commentLikes: 2318,
        videoTitle: 'Knife skills every home cook needs',
        videoCreator: '@boardandblade.bo',
        videoViews: 1_240_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'meat-and-seafood',
    A: {
      title: 'Juicy chicken breast every time: use a thermometer',
      content: {
        hooks: [
          'Dry chicken breast is almost always overcooked chicken breast.',
          "I used to cut my chicken open to check it. That's why it was always dry.",
          '165°F. That one number fixes dry chicken.',
        ],
        sections: [
          {
            title: 'Even it out',
            text: 'Pound the thick end to an even thickness',
            voiceover:
              'Chicken breasts are thick at one end and thin at the other, so the thin end overcooks. Pound it to an even thickness between two sheets of baking paper.',
            visuals: 'Breast between sheets of baking paper, a rolling pin flattening the thick end.',
          },
          {
            title: 'Season ahead',
            text: 'Salt 30+ min ahead, in the fridge • pat dry before cooking',
            voiceover:
              'Salt it at least thirty minutes ahead and keep it in the fridge. Pat it dry right before it hits the pan so it browns instead of steaming.',
            visuals: 'Salting the chicken on a rack over a tray, then patting it dry with paper towel.',
          },
          {
            title: 'Cook to temperature, not time',
            text: 'Thickest part: 165°F (74°C) = done and safe',
            voiceover:
              'Check the thickest part with an instant-read thermometer. Chicken is safe at one sixty-five Fahrenheit, seventy-four Celsius. Take it off as soon as it gets there, not five minutes later.',
            visuals: 'Thermometer sliding into the side of the breast, the reading climbing to 165°F / 74°C.',
          },
          {
            title: 'Rest, then slice',
            text: 'Rest ~5 min • slice against the grain',
            voiceover: 'Let it rest for about five minutes, then slice against the grain. Look at that.',
            visuals: 'Slow slice revealing a juicy interior, a wisp of steam rising.',
          },
          {
            title: 'Your seasoning',
            text: 'Comment your go-to chicken seasoning',
            voiceover: "Now that it's juicy, what are you seasoning it with? Comment your go-to blend.",
            visuals: 'Talk to camera while plating the sliced chicken over rice.',
          },
        ],
        why_it_works:
          'Fixes the dry-chicken frustration from the comment with one clear number • Safety and juiciness come from the same tool, so the advice is responsible and practical • The thermometer readout is clear with the sound off • The juicy slice is a satisfying payoff people rewatch and save',
      },
      source: {
        comment: 'how is your chicken so juicy?? mine is always dry and stringy no matter what i do',
        commentAuthor: '@mealprep.molly_',
        commentLikes: 8432,
        videoTitle: 'What I eat in a week: easy high-protein dinners',
        videoCreator: '@platedbypriya',
        videoViews: 3_150_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Why you should stop washing raw chicken',
      content: {
        hooks: [
          'Washing raw chicken does not make it cleaner. It makes your kitchen dirtier.',
          'My grandma rinsed every chicken. Here is why I stopped.',
          'Where do you think the water splashing off raw chicken ends up?',
        ],
        sections: [
          {
            title: 'The splash zone',
            text: 'Rinsing can spread bacteria onto the sink, counter and nearby food',
            voiceover:
              "Rinsing raw chicken can splash bacteria like salmonella and campylobacter onto your sink, your counter and anything nearby, including the salad you're about to serve.",
            visuals:
              'A plastic toy chicken rinsed under the tap with coloured water, then splash marks all over the counter and a salad bowl.',
          },
          {
            title: 'Heat does the job',
            text: 'Cooking to 165°F (74°C) kills the bacteria • water does not',
            voiceover:
              "Rinsing doesn't remove the bacteria anyway. Cooking the chicken to one sixty-five Fahrenheit, seventy-four Celsius, is what makes it safe.",
            visuals: 'Thermometer in a cooked chicken thigh reading 165°F / 74°C.',
          },
          {
            title: 'What to do instead',
            text: 'Straight from pack to pan or tray • pat dry with paper towel, bin it',
            voiceover:
              'Take it straight from the pack to the pan or tray. If it is wet, pat it dry with paper towels and put them straight in the bin.',
            visuals: 'Tongs moving chicken from the pack to a tray, a paper towel pat, the towel going straight into the bin.',
          },
          {
            title: 'Clean up right',
            text: 'Wash hands 20 s with soap • separate board for raw meat • hot soapy water for anything it touched',
            voiceover:
              'Then wash your hands with soap for twenty seconds, keep a separate board for raw meat, and clean anything the chicken touched with hot soapy water.',
            visuals: 'Handwashing at the sink, a colour-coded board, then the board scrubbed in hot soapy water.',
          },
          {
            title: 'No judgment',
            text: 'Comment: did your family wash chicken?',
            voiceover: 'Did your family wash chicken growing up? Tell me below. No judgment, I did it for years.',
            visuals: 'Talk to camera, leaning on the freshly cleaned counter.',
          },
        ],
        why_it_works:
          'Busts a habit many viewers grew up with, which sparks strong reactions and shares • The coloured-water splash demo makes invisible bacteria visible without sound • A clear "do this instead" routine keeps the advice practical, not preachy • Family-tradition comments are personal and plentiful, lifting engagement',
      },
      source: {
        comment: "wait you don't wash your chicken first?? 😳 my whole family does that",
        commentAuthor: '@homecook.hollis',
        commentLikes: 10_275,
        videoTitle: 'Easy crispy baked chicken thighs',
        videoCreator: '@ovenandiron.oli',
        videoViews: 4_380_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'weeknight-dinners',
    A: {
      title: 'The pasta water trick for silky sauce',
      content: {
        hooks: [
          'Pouring your pasta water down the drain? That is half your sauce.',
          'My pasta always tasted watery and separate until I learned this.',
          'Restaurant-style pasta comes down to one mug of cloudy water.',
        ],
        sections: [
          {
            title: 'Salt the water',
            text: 'Season the water well: about 1 tbsp salt per 4 litres (1 gallon)',
            voiceover:
              'Pasta only absorbs seasoning while it cooks, so salt the water well. Around a tablespoon per four litres is a good starting point.',
            visuals: 'Salt pouring into a rolling boil.',
          },
          {
            title: 'Save a mug',
            text: 'Scoop out a mug of pasta water before draining',
            voiceover:
              'Before you drain, scoop out a mug of the cloudy water. That starch is what turns oil, butter and cheese into a smooth sauce.',
            visuals: 'A mug dipping into the pot, then a close-up of the cloudy water.',
          },
          {
            title: 'Finish in the pan',
            text: 'Pull pasta 1-2 min early • into the sauce • splash of water • toss hard',
            voiceover:
              'Pull the pasta a minute or two early and finish it in the sauce with a splash of that water. Toss it hard over the heat until it turns glossy and clings.',
            visuals: 'Tongs moving pasta into the sauce pan, a splash of water, vigorous tossing, a glossy finish.',
          },
          {
            title: 'Cheese off the heat',
            text: 'Add grated cheese off the heat so it melts instead of clumping',
            voiceover:
              "Adding cheese? Take the pan off the heat first. If it's too hot, the cheese clumps instead of melting into the sauce.",
            visuals: 'Pan moved off the burner, finely grated cheese stirred in, a smooth ribbon of sauce.',
          },
          {
            title: 'Your weeknight pasta',
            text: 'Comment your go-to weeknight pasta',
            voiceover: "What's your go-to weeknight pasta? Comment it and I'll make the most popular one with this method.",
            visuals: 'Twirling a forkful toward the camera.',
          },
        ],
        why_it_works:
          'Answers the "why is my sauce watery?" problem from the comment with a free ingredient most people pour away • The glossy toss is a satisfying before/after that gets replayed • Each step is simple enough to try tonight • Favourite-pasta comments supply a ready queue of recipe videos',
      },
      source: {
        comment: 'why does my pasta sauce never stick to the pasta?? it just sits at the bottom of the bowl all watery',
        commentAuthor: '@pastaproblems.pia',
        commentLikes: 5193,
        videoTitle: 'Making the viral 15-minute lemon pasta',
        videoCreator: '@noodlenight.nico',
        videoViews: 2_640_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Stop rinsing your pasta (with one exception)',
      content: {
        hooks: [
          'Rinsing cooked pasta washes your sauce-grip down the sink.',
          'I rinsed my pasta for 20 years because my mum did. Here is what changed.',
          'Rinse or not? One rule decides it.',
        ],
        sections: [
          {
            title: 'What rinsing removes',
            text: 'Rinsing washes off surface starch • sauce slides off',
            voiceover:
              'That starchy coating on freshly cooked pasta is what helps sauce cling. Rinse it off and the sauce slides straight to the bottom of the bowl.',
            visuals: 'Two bowls with the same sauce: rinsed pasta on the left with sauce pooling, unrinsed on the right fully coated.',
          },
          {
            title: 'It cools it down too',
            text: 'Cold rinse = lukewarm dinner',
            voiceover: 'Rinsing under the tap also cools it, so your hot dinner is lukewarm before it reaches the plate.',
            visuals: 'Steam disappearing as cold water runs over the colander.',
          },
          {
            title: 'Worried about sticking?',
            text: 'Big pot • plenty of water • stir in the first minute • sauce it straight away',
            voiceover:
              'Worried about it sticking together? Use a big pot with plenty of water, stir in the first minute, and get it into the sauce straight after draining.',
            visuals: 'Stirring the pot in the first minute, then tongs moving pasta directly into the sauce.',
          },
          {
            title: 'The exception',
            text: 'Cold pasta salad: rinse to stop the cooking and keep it loose',
            voiceover:
              'The exception: pasta salad served cold. A quick rinse stops the cooking and keeps it from clumping as it cools. Some noodle dishes are rinsed on purpose too, so follow those recipes.',
            visuals: 'Pasta for a salad rinsed in a colander, then tossed with chopped vegetables.',
          },
          {
            title: 'Pick a side',
            text: 'Comment: team rinse or team no-rinse?',
            voiceover: 'So, team rinse or team no-rinse? Defend yourself in the comments.',
            visuals: 'Holding the colander up to the camera, one eyebrow raised.',
          },
        ],
        why_it_works:
          'A myth-bust about a family habit makes viewers question something they do every week • The side-by-side bowls prove the point visually, even muted • The exception makes the advice sound expert, not dogmatic • Team-vs-team prompts spark playful debate in the comments',
      },
      source: {
        comment: "do you not rinse your pasta after?? i always do so it doesn't stick together",
        commentAuthor: '@carbqueen.cami',
        commentLikes: 3614,
        videoTitle: 'Pasta mistakes that drive chefs crazy',
        videoCreator: '@forkandfire.fab',
        videoViews: 1_830_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'meal-prep',
    A: {
      title: 'How long your meal prep actually lasts',
      content: {
        hooks: [
          'That Sunday meal prep is not safe to eat next Saturday.',
          'I used to prep seven days of lunches. Then I learned the 3-4 day rule.',
          'The smell test is not reliable. Here is the rule that is.',
        ],
        sections: [
          {
            title: 'The 3-4 day rule',
            text: 'Most cooked food: 3-4 days in the fridge',
            voiceover:
              'Most cooked leftovers and meal prep are good for three to four days in the fridge. After that, the risk from bacteria goes up, even if it looks and smells fine.',
            visuals: 'Five labelled lunch containers; the ones for days five to seven slide over toward the freezer.',
          },
          {
            title: 'Cool it fast',
            text: 'Into the fridge within 2 hours (1 hour on a hot day) • shallow containers',
            voiceover:
              'Get cooked food into the fridge within two hours, or one hour on a really hot day. Split big batches into shallow containers so they cool quickly.',
            visuals: 'A big pot portioned into shallow containers on the counter, then stacked into the fridge.',
          },
          {
            title: 'Check your fridge',
            text: 'Fridge at 40°F (4°C) or below',
            voiceover:
              'Your fridge should be at forty Fahrenheit, four Celsius, or colder. An inexpensive fridge thermometer tells you whether it actually is.',
            visuals: 'Fridge thermometer on the middle shelf reading 37°F / 3°C.',
          },
          {
            title: 'Freeze the back half',
            text: 'Eating it Thursday or later? Freeze it on day one',
            voiceover:
              'Prepping for the whole week? Freeze the portions for Thursday onward straight away, and move each one to the fridge to thaw the night before.',
            visuals: 'Labelled containers going into the freezer, then one moved to the fridge at night.',
          },
          {
            title: 'Your prep',
            text: 'Comment how many days you prep for',
            voiceover: 'How many days do you prep for at once? Comment below and tell me what you make.',
            visuals: 'Talk to camera in front of a neatly stacked fridge.',
          },
        ],
        why_it_works:
          'Answers the safety question in the comment with a clear, trusted rule instead of a guess • The fridge/freezer split solves the problem without giving up meal prep • Temperatures on screen make the advice credible and easy to screenshot • Prep-habit comments reveal what your audience cooks, feeding future recipes',
      },
      source: {
        comment: 'is it actually safe to eat chicken and rice i prepped on sunday on friday?? asking for me 💀',
        commentAuthor: '@lunchbox.leo',
        commentLikes: 9017,
        videoTitle: 'Meal prepping 10 lunches for the week in 1 hour',
        videoCreator: '@preppedby.petra',
        videoViews: 3_720_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Prep components, not meals',
      content: {
        hooks: [
          'If your meal prep is soggy and boring by Wednesday, stop prepping full meals.',
          'I quit meal prep twice. Prepping components is what finally stuck.',
          'One protein, two grains, three sauces: a different lunch every day.',
        ],
        sections: [
          {
            title: 'Cook in parts',
            text: '1-2 proteins • 1-2 grains • a tray of roasted veg • 2-3 sauces',
            voiceover:
              'Instead of ten identical boxes, cook parts: one or two proteins, a grain or two, a tray of roasted veg and two or three sauces.',
            visuals: 'Overhead shot of the counter with separate containers for each component.',
          },
          {
            title: 'Keep wet and crisp apart',
            text: 'Sauces in small pots • crunchy toppings separate',
            voiceover: 'Sauce is what makes prep soggy. Keep it in small pots and add it when you eat, along with anything crunchy.',
            visuals: 'Mini sauce pots lined up in a row, crispy onions in a jar.',
          },
          {
            title: 'Mix and match',
            text: 'Mon: burrito bowl • Tue: grain salad • Wed: wrap',
            voiceover: 'Now every day is a different combination: a burrito bowl, a grain salad, a quick wrap. Same prep, different meals.',
            visuals: 'Quick cuts assembling three different lunches from the same containers.',
          },
          {
            title: 'Same safety rules',
            text: 'Cooked components: eat within 3-4 days • reheat to steaming hot (165°F / 74°C)',
            voiceover:
              "The same rules apply: eat cooked components within three to four days, and reheat meat and grains until they're steaming hot all the way through.",
            visuals: 'A microwave bowl stirred halfway through reheating, steam rising.',
          },
          {
            title: 'Sauce swap',
            text: 'Comment your favourite prep sauce',
            voiceover: "The sauce is the secret. Comment your favourite and I'll make a sauce-only prep video.",
            visuals: 'Drizzling sauce over a bowl while talking to camera.',
          },
        ],
        why_it_works:
          'Solves both complaints in the comment at once: sogginess and boredom • The mix-and-match montage shows a week of variety from one session, which gets saved • Keeps the safety rules in, so the advice stays responsible • Sauce suggestions become a crowd-sourced follow-up',
      },
      source: {
        comment: "by wednesday my meal prep is soggy and i'm so sick of eating the same thing i just order takeout lol",
        commentAuthor: '@takeout.tessa',
        commentLikes: 4521,
        videoTitle: 'Sunday reset: meal prep for a busy week',
        videoCreator: '@sundayprep.suri',
        videoViews: 1_470_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'baking',
    A: {
      title: 'Why your cookies spread into one flat sheet',
      content: {
        hooks: [
          'Flat, greasy cookies are usually a butter problem, not a recipe problem.',
          'My cookies melted into one giant sheet until I changed four things.',
          'Four reasons your cookies spread, and the fix for each.',
        ],
        sections: [
          {
            title: 'Butter too warm',
            text: 'Softened = cool and dents when pressed • not shiny or melting',
            voiceover:
              "Softened butter should be cool and dent when you press it, not shiny or melting. Butter that's too warm makes the dough spread fast in the oven.",
            visuals: 'A finger pressing butter: a neat dent in one block, a greasy smear in the other.',
          },
          {
            title: 'Chill the dough',
            text: 'Chill scooped dough 30-60 min',
            voiceover: 'Chill the scooped dough for thirty to sixty minutes. Cold dough holds its shape while the edges set.',
            visuals: 'A tray of dough balls going into the fridge with a timer on screen.',
          },
          {
            title: 'Check your oven',
            text: 'Oven running cool → cookies spread before they set • use an oven thermometer',
            voiceover:
              'Many ovens run hotter or cooler than the dial says. If yours runs cool, cookies spread before they set. An oven thermometer shows the real temperature.',
            visuals: 'Oven dial set to 350°F next to an oven thermometer reading lower.',
          },
          {
            title: 'Cool, lined trays',
            text: 'Never scoop onto a hot tray • line with baking paper instead of greasing',
            voiceover:
              "Don't scoop onto a tray that's still hot from the last batch, and line it with baking paper instead of greasing it. Grease helps the dough slide and spread.",
            visuals: 'A hand hovering over a hot tray, then a second cool tray lined with baking paper.',
          },
          {
            title: 'Cookie clinic',
            text: 'Comment your worst cookie fail',
            voiceover: "Comment your worst cookie fail and I'll tell you which of these four caused it.",
            visuals: 'Talk to camera holding one flat cookie and one thick cookie.',
          },
        ],
        why_it_works:
          'Diagnoses the exact problem in the comment with four causes viewers can check • The flat-vs-thick cookie comparison is an instant visual hook • Every fix is free and works with the recipe viewers already use • Fail stories in the comments turn into diagnosis follow-ups',
      },
      source: {
        comment: 'why do my cookies always come out flat and greasy?? i follow the recipe exactly 😩',
        commentAuthor: '@bakesandbreaks',
        commentLikes: 7248,
        videoTitle: 'The only chocolate chip cookie recipe you need',
        videoCreator: '@crumbandco.cleo',
        videoViews: 4_110_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Chewy or crispy cookies: the switches you control',
      content: {
        hooks: [
          'Team chewy or team crispy? You control it with four switches.',
          'Same recipe, four tweaks, two completely different cookies.',
          'I baked the same cookie eight ways to find out what makes it chewy.',
        ],
        sections: [
          {
            title: 'Sugar',
            text: 'More brown sugar = chewier • more white sugar = crispier',
            voiceover:
              'Brown sugar holds on to moisture, so more of it makes a chewier cookie. More white sugar gives crisp edges and snap.',
            visuals: 'Two bowls, brown sugar and white sugar, then the two finished cookies snapped in half.',
          },
          {
            title: 'Butter',
            text: 'Melted butter = denser, chewier • creamed butter = lighter, cakier',
            voiceover:
              'Melted butter makes a denser, chewier cookie. Creaming softened butter with sugar beats in air for a lighter, cakier one.',
            visuals: 'Melted butter pouring into a bowl, then butter and sugar creaming in a mixer.',
          },
          {
            title: 'An extra yolk',
            text: 'Add one extra egg yolk for richness and chew',
            voiceover: 'Adding one extra egg yolk makes the cookie richer and chewier.',
            visuals: 'Separating an egg and dropping the yolk into the dough bowl.',
          },
          {
            title: 'Bake time',
            text: 'Edges set, centre looks slightly soft = chewy • a few more minutes = crispy',
            voiceover:
              'For chewy, take them out when the edges are set and the centres still look a little soft. They firm up as they cool. For crispy, give them a few more minutes.',
            visuals: 'Close-up of soft centres straight out of the oven, then a cooled cookie bending instead of snapping.',
          },
          {
            title: 'Pick a side',
            text: 'Comment: chewy or crispy?',
            voiceover: "Chewy or crispy? Comment your side and I'll post the winning recipe.",
            visuals: 'Two plates of cookies on the counter, you pointing at each in turn.',
          },
        ],
        why_it_works:
          'Answers the commenter who wants a specific texture with switches they can mix and match • Snapping cookies in half on camera is a satisfying, sound-off-friendly visual • The experiment format feels like kitchen science, which builds trust • Chewy-vs-crispy is a friendly debate that pulls in lots of comments',
      },
      source: {
        comment: 'how do i make them chewy and not cakey?? mine always come out like little muffins lol',
        commentAuthor: '@softcookie.sadie',
        commentLikes: 3905,
        videoTitle: 'Testing 5 viral cookie hacks',
        videoCreator: '@ovenlab.otto',
        videoViews: 2_320_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'kitchen-basics',
    A: {
      title: 'Why everything sticks to your stainless pan',
      content: {
        hooks: [
          'Your stainless steel pan is not broken. You are just rushing it.',
          'I almost threw out my stainless pan. Then I learned the water drop test.',
          'Three steps and your chicken will let go of the pan by itself.',
        ],
        sections: [
          {
            title: 'Preheat properly',
            text: 'Medium heat • 2-3 min empty • water drop test',
            voiceover:
              "Heat the empty pan over medium for a couple of minutes. Flick in a few drops of water: if they skate around in beads instead of sizzling away, it's ready.",
            visuals: 'Close-up of water droplets gliding like beads across the hot pan.',
          },
          {
            title: 'Then the oil',
            text: 'Wipe out the water • add oil • wait until it shimmers',
            voiceover: 'Wipe out any water, add a thin layer of oil and wait until it shimmers.',
            visuals: 'Oil swirling and shimmering across the pan.',
          },
          {
            title: 'Dry food in, hands off',
            text: "Pat food dry • lay it in away from you • don't move it",
            voiceover:
              "Pat the food dry, lay it in away from you, and don't touch it. It sticks at first, then releases on its own once it has browned.",
            visuals: 'Chicken thigh skin side down; tongs tug once and it sticks, a minute later it lifts cleanly.',
          },
          {
            title: 'Stuck bits = sauce',
            text: 'Deglaze with a splash of water or stock',
            voiceover:
              "The browned bits left in the pan are flavour. Pour in a splash of water or stock, scrape them up, and you've got a quick pan sauce.",
            visuals: 'A splash of stock hissing into the pan, a wooden spoon scraping up the browned bits.',
          },
          {
            title: 'Test request',
            text: 'Comment what always sticks in your pan',
            voiceover: "What always sticks in your pan? Comment it and I'll test it on camera.",
            visuals: 'Talk to camera holding up the clean pan.',
          },
        ],
        why_it_works:
          'Turns the frustration in the comment into a fix viewers can test the next time they cook • The water-drop test is a striking visual people screenshot and share • Reframing stuck bits as pan sauce adds a bonus tip • Test-it-on-camera requests generate specific comments and follow-ups',
      },
      source: {
        comment: 'everything sticks to my stainless steel pan, even with oil, should i just go back to nonstick 😭',
        commentAuthor: '@panpanic.pablo',
        commentLikes: 4987,
        videoTitle: 'Pans every home cook should own',
        videoCreator: '@steelandsear.sam',
        videoViews: 1_690_000,
        platform: 'youtube',
      },
    },
    B: {
      title: "Searing doesn't seal in juices. Here's what it does.",
      content: {
        hooks: [
          "Searing meat doesn't lock in the juices. It does something better.",
          'I seared every chop to seal the juices in. The science says otherwise.',
          'If searing sealed in juices, why does seared meat keep sizzling?',
        ],
        sections: [
          {
            title: 'The myth',
            text: 'Myth: a hard sear "seals" meat so juices cannot escape',
            voiceover:
              "The old idea is that a hard sear seals the surface so juices can't get out. Listen to seared meat still sizzling in the pan: that's moisture escaping.",
            visuals: 'Close-up of a seared pork chop sizzling and spitting in the pan, sound up.',
          },
          {
            title: 'What searing really does',
            text: 'Browning = flavour and crust (the Maillard reaction)',
            voiceover:
              'What searing really gives you is flavour. High heat browns the surface, creating hundreds of new flavour compounds and the crust you love.',
            visuals: 'Macro shot of a deep brown crust as the knife cuts through.',
          },
          {
            title: 'What keeps meat juicy',
            text: "Pork chops: 145°F (63°C) + 3-min rest • don't overcook • rest before slicing",
            voiceover:
              'Juiciness mostly comes from not overcooking. Pork chops are safe at one forty-five Fahrenheit, sixty-three Celsius, with a three-minute rest. Take them off there, not at one-seventy.',
            visuals: 'Thermometer reading 145°F / 63°C, then the chop resting on a board.',
          },
          {
            title: 'Sear first or last?',
            text: 'Thick cuts: low oven first, sear at the end (reverse sear)',
            voiceover:
              "That's why for thick steaks and chops, many cooks start them in a low oven and sear at the end. It's called a reverse sear, and it cooks evenly edge to edge.",
            visuals: 'A thick chop on a rack in a low oven, then into a ripping-hot pan.',
          },
          {
            title: 'Next myth',
            text: 'Comment another cooking "rule" to test',
            voiceover: 'Which cooking rule should I test next? Comment it below.',
            visuals: 'Talk to camera while slicing the chop.',
          },
        ],
        why_it_works:
          'Myth-busting a rule most home cooks repeat makes viewers stop and rethink • The sizzle is audible proof that is hard to argue with • Replaces the myth with a safe target temperature that answers the dry-chop problem in the comment • Rule-to-test comments create a myth-busting series',
      },
      source: {
        comment: 'i always sear my pork chops first to seal the juices in but they still come out dry?? 🤔',
        commentAuthor: '@chopchop.chris',
        commentLikes: 2839,
        videoTitle: 'Cooking mistakes I made for 10 years',
        videoCreator: '@skillet.stories',
        videoViews: 2_060_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'weeknight-dinners',
    A: {
      title: 'Why fried rice needs cold rice (and how to store it safely)',
      content: {
        hooks: [
          'Fresh rice makes mushy fried rice. Cold rice makes the good stuff.',
          'My fried rice was always gluey until I started cooking the rice the day before.',
          'Leftover rice is perfect for fried rice, if you stored it the right way.',
        ],
        sections: [
          {
            title: 'Why cold rice works',
            text: 'Chilled rice is drier and firmer • grains stay separate',
            voiceover: 'Chilled rice has dried out a little and firmed up, so the grains stay separate and fry instead of turning to mush.',
            visuals: 'Side-by-side: fresh rice clumping in the wok, cold rice tossing freely.',
          },
          {
            title: 'Cool it fast',
            text: 'Spread on a tray • into the fridge within 1 hour',
            voiceover:
              'Cooked rice can carry spores that survive cooking and multiply at room temperature. Spread it on a tray to cool quickly and get it into the fridge within an hour.',
            visuals: 'Rice spread thinly on a tray, steam rising, then the tray going into the fridge.',
          },
          {
            title: 'Use it soon',
            text: 'Use within 24 hours • reheat until steaming hot • reheat only once',
            voiceover: "Use it within a day, cook it until it's steaming hot all the way through, and only reheat it once.",
            visuals: "Container labelled with tomorrow's date, then the rice hitting a hot wok.",
          },
          {
            title: 'No leftovers?',
            text: 'Cook it a little drier • spread it out • chill ~30 min',
            voiceover:
              'No leftover rice? Cook it with slightly less water, spread it on a tray and chill it in the fridge for half an hour or so. Not perfect, but close.',
            visuals: 'A tray of fresh rice going into the fridge with a 30-minute timer on screen.',
          },
          {
            title: 'Your add-ins',
            text: 'Comment your must-have fried rice add-ins',
            voiceover: 'What goes in your fried rice? Comment your must-have add-ins.',
            visuals: 'Tossing the finished fried rice in the wok, then talking to camera.',
          },
        ],
        why_it_works:
          'Answers both questions in the comment, mushy texture and leftover safety, including the step most recipes skip • The fresh-vs-cold wok comparison shows the difference in seconds • Clear storage rules make the creator trustworthy on a topic many people get wrong • Add-in comments are easy to write and feed future recipe videos',
      },
      source: {
        comment: 'why is my fried rice always mushy?? and wait, is it actually safe to use rice from yesterday',
        commentAuthor: '@wok.n.roll.wen',
        commentLikes: 6312,
        videoTitle: 'Better-than-takeout fried rice in 10 minutes',
        videoCreator: '@wokbreath.mei',
        videoViews: 3_460_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '4 mistakes that make fried rice soggy',
      content: {
        hooks: [
          'Your fried rice is steaming, not frying.',
          'Four small mistakes stood between my fried rice and takeout-level fried rice.',
          'Too much soy sauce is only mistake number three.',
        ],
        sections: [
          {
            title: 'Mistake 1: a crowded pan',
            text: 'Cook in batches • biggest pan or wok • thin layer',
            voiceover: 'Too much rice in one go and it steams instead of frying. Cook in batches in your biggest pan.',
            visuals: 'An overloaded pan steaming, then a half batch sizzling hard.',
          },
          {
            title: 'Mistake 2: heat too low',
            text: 'High heat • pan hot before anything goes in',
            voiceover: 'Get the pan properly hot before anything goes in. You want a loud sizzle the second the rice lands.',
            visuals: 'Rice hitting the hot pan with a loud sizzle, sound on.',
          },
          {
            title: 'Mistake 3: drowning it in soy',
            text: 'Season lightly • splash soy around the hot edge of the pan',
            voiceover:
              'Pouring lots of soy sauce on top makes it wet and salty. Use a little, splashed around the hot edge of the pan so it sizzles before it reaches the rice.',
            visuals: 'Soy sauce drizzled around the edge of the wok, bubbling instantly.',
          },
          {
            title: 'Mistake 4: wet add-ins',
            text: 'Cook egg and veg first • set aside • fold back in at the end',
            voiceover:
              'Raw egg and wet veg thrown in with the rice make it soggy. Scramble the egg and stir-fry the veg first, set them aside, and fold them back in at the end.',
            visuals: 'Egg scrambled and removed, veg stir-fried and removed, then everything tossed back together.',
          },
          {
            title: 'Confess',
            text: 'Comment which mistake you were making',
            voiceover: 'Which one were you making? Comment the number.',
            visuals: 'Plating the fried rice, then talking to camera.',
          },
        ],
        why_it_works:
          'Directly diagnoses the soggy, soy-heavy result described in the comment • Sizzle sounds and steam make each mistake obvious on screen • A numbered list holds attention until the last fix • Comment-the-number is an effortless way for viewers to engage',
      },
      source: {
        comment: 'my fried rice tastes like wet soy sauce rice no matter what 😭 what are restaurants doing differently',
        commentAuthor: '@ricecooker.rhi',
        commentLikes: 2714,
        videoTitle: 'Cooking my takeout order at home',
        videoCreator: '@homestyle.hiro',
        videoViews: 1_380_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'meat-and-seafood',
    A: {
      title: 'Steak doneness temperatures, made simple',
      content: {
        hooks: [
          'Stop poking your steak to guess. Use numbers.',
          'I ruined so many good steaks before I bought a thermometer.',
          'Pull your steak off the heat five degrees early. Here is why.',
        ],
        sections: [
          {
            title: 'The numbers',
            text: 'Finished: rare ~125°F (52°C) • medium-rare ~135°F (57°C) • medium ~145°F (63°C) • well done 160°F (71°C)',
            voiceover:
              'Here are the finished temperatures: around one twenty-five Fahrenheit for rare, one thirty-five for medium-rare, one forty-five for medium and one sixty for well done.',
            visuals: 'Four steaks sliced open in a row, each labelled with its finished temperature.',
          },
          {
            title: 'Pull it early',
            text: 'Carryover cooking: take it off ~5°F (3°C) before your target',
            voiceover:
              'Steak keeps cooking after it leaves the pan, so take it off about five degrees Fahrenheit before your target and let it rest.',
            visuals: 'Thermometer on the resting board, the reading creeping up from 130°F to 135°F.',
          },
          {
            title: 'Probe it right',
            text: 'In from the side • tip in the centre of the thickest part • away from bone',
            voiceover: 'Push the probe in from the side so the tip sits in the very centre of the thickest part, away from any bone.',
            visuals: 'Side-on insertion of the probe into a thick steak, close-up.',
          },
          {
            title: 'The safety note',
            text: 'USDA safe minimum for whole cuts: 145°F (63°C) + 3-min rest',
            voiceover:
              "The USDA's safe minimum for whole cuts of beef is one forty-five Fahrenheit plus a three-minute rest. If you're pregnant, older, or have a weakened immune system, stick to that. And ground beef is a different story.",
            visuals: 'Calm talk to camera with the 145°F / 63°C rule on screen.',
          },
          {
            title: 'Defend your doneness',
            text: 'Comment how you like your steak',
            voiceover: 'How do you like yours? Comment your doneness and defend it.',
            visuals: 'Slicing a steak toward the camera.',
          },
        ],
        why_it_works:
          'Answers the guessing problem in the comment with clear numbers viewers can screenshot • The four-steak lineup is a striking visual that works without sound • Carryover cooking is a surprising tip that improves results straight away • The safety note keeps the creator credible, and doneness debates fill the comments',
      },
      source: {
        comment: 'how do you know when steak is medium rare without cutting it open?? i always overcook it',
        commentAuthor: '@grillgirl.gwen',
        commentLikes: 5876,
        videoTitle: 'Cooking a steak for my dad, the chef',
        videoCreator: '@searious.sev',
        videoViews: 2_980_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why a pink steak is fine but a pink burger is not',
      content: {
        hooks: [
          'Rare steak and rare burgers are not the same risk. Here is why.',
          'I ordered my burgers medium-rare for years before I learned this.',
          'Grinding meat changes the food safety rules completely.',
        ],
        sections: [
          {
            title: 'Whole steak',
            text: 'Bacteria mostly sit on the surface • a hot sear kills them',
            voiceover:
              "On a whole steak, bacteria mostly sit on the surface, and a hot sear kills them. That's why many people are comfortable eating steak pink in the middle.",
            visuals: 'Steak with its surface highlighted by an overlay, then seared in a ripping-hot pan.',
          },
          {
            title: 'Ground meat',
            text: 'Grinding mixes surface bacteria all the way through',
            voiceover:
              "Grinding takes the outside of the meat and mixes it through the whole batch. Now bacteria can be in the middle of your burger, where a sear can't reach.",
            visuals: 'Coloured sprinkles on the outside of a ball of mince, then mixed through it by hand as a demo.',
          },
          {
            title: 'The burger numbers',
            text: 'Ground beef, pork, lamb: 160°F (71°C) • ground chicken or turkey: 165°F (74°C)',
            voiceover:
              'So burgers, meatballs and meatloaf made from beef, pork or lamb need to reach one sixty Fahrenheit, seventy-one Celsius, in the centre. Ground chicken or turkey: one sixty-five.',
            visuals: 'Thermometer pushed into the side of a burger patty, reading 160°F / 71°C.',
          },
          {
            title: 'Colour lies',
            text: "Brown inside doesn't guarantee safe • use a thermometer",
            voiceover:
              "Colour isn't a reliable sign: a burger can turn brown inside before it's safe. A thermometer is the only way to know.",
            visuals: 'Two brown-looking patties; the thermometer shows one at 145°F and the other at 160°F.',
          },
          {
            title: 'Surprise me',
            text: 'Comment a food safety rule that surprised you',
            voiceover: 'Which food safety rule surprised you the most? Comment it.',
            visuals: 'Talk to camera while assembling the burger.',
          },
        ],
        why_it_works:
          'Explains the why behind the double standard the comment questions, so the rule actually sticks • Clear numbers for each ground meat are highly screenshot-able • The colour-vs-thermometer reveal is a surprising visual • Surprising-rule comments feed a food-safety series',
      },
      source: {
        comment: 'if medium rare steak is fine why do people freak out about pink burgers?? make it make sense',
        commentAuthor: '@burgerbrain.bex',
        commentLikes: 8340,
        videoTitle: 'Smash burgers at home: the full guide',
        videoCreator: '@griddle.gang.gus',
        videoViews: 4_520_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'baking',
    A: {
      title: 'No-knead bread for total beginners',
      content: {
        hooks: [
          'Four ingredients, five minutes of work, and time does the rest.',
          'I was scared of bread for years. This loaf changed that.',
          'You do not need to knead bread, and you do not need a mixer.',
        ],
        sections: [
          {
            title: 'Mix',
            text: '400 g bread flour • 300 g lukewarm water • 8 g salt • ¼ tsp instant yeast',
            voiceover:
              "Stir the flour, lukewarm water, salt and a quarter teaspoon of instant yeast until there's no dry flour left. It'll look shaggy and messy, and that's right.",
            visuals: 'Overhead bowl on a scale, then a wooden spoon stirring a sticky, shaggy dough.',
          },
          {
            title: 'Wait',
            text: 'Cover • room temperature 12-18 h • bubbly and roughly doubled',
            voiceover:
              "Cover it and leave it at room temperature for twelve to eighteen hours. The gluten develops on its own while you sleep. It's ready when it's bubbly and roughly doubled.",
            visuals: 'Overnight time-lapse of the dough rising and bubbling.',
          },
          {
            title: 'Shape and rest',
            text: 'Fold into a ball on a floured counter • rest 1-2 h on baking paper',
            voiceover:
              'Tip it onto a floured counter, fold the edges into the middle to make a ball, and let it rest seam side down on baking paper for one to two hours.',
            visuals: 'Floured hands folding the dough, then it resting on a sheet of baking paper.',
          },
          {
            title: 'Bake in a hot lidded pot',
            text: 'Preheat pot at 450°F (230°C) • 30 min lid on • 15-20 min lid off',
            voiceover:
              'Preheat a heavy lidded pot in the oven at four-fifty Fahrenheit, two-thirty Celsius. Lower the dough in on the paper, bake thirty minutes with the lid on, then fifteen to twenty with it off. Use thick oven gloves: that pot is extremely hot.',
            visuals:
              'Dough lowered into the hot pot on its paper with thick oven gloves, then the lid lifted to reveal a deep golden loaf.',
          },
          {
            title: 'Cool before slicing',
            text: 'Cool at least 1 hour • listen for the crackle',
            voiceover: 'Let it cool for at least an hour before slicing, or the inside turns gummy. Comment when you bake your first loaf.',
            visuals: 'The loaf crackling on a wire rack with the sound up, then the first slice.',
          },
        ],
        why_it_works:
          'Answers the commenter who thinks bread needs kneading skills or a mixer with the lowest-effort method there is • The overnight time-lapse and the lid-off reveal are highly rewatchable • Exact weights and temperatures make it easy to follow and save • First-loaf comments build a community of bakers who come back with results',
      },
      source: {
        comment: "i've always wanted to make bread but kneading looks so hard and i don't have a mixer 😭",
        commentAuthor: '@flourchild.fay',
        commentLikes: 5469,
        videoTitle: 'I baked bread every day for a month',
        videoCreator: '@loafandlearn.lou',
        videoViews: 3_280_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Is your dough ready? The poke test',
      content: {
        hooks: [
          'Stop trusting proofing times. Your dough will tell you when it is ready.',
          'My loaves came out flat and dense until I learned to read the dough.',
          'One finger, one poke, three possible answers.',
        ],
        sections: [
          {
            title: 'How to poke',
            text: 'Flour a fingertip • press about 1 cm (½ in) into the dough',
            voiceover: 'Flour your fingertip and press it gently about a centimetre into the dough. Then watch how the dent behaves.',
            visuals: 'Close-up of a floured finger pressing into a proofing loaf.',
          },
          {
            title: 'Springs back fast',
            text: 'Dent vanishes right away = underproofed, give it more time',
            voiceover:
              "If the dent springs back straight away, it needs more time. Bake it now and it'll be dense and may burst open unevenly.",
            visuals: "Dent disappearing instantly, captioned 'underproofed'.",
          },
          {
            title: 'Springs back slowly',
            text: 'Fills in slowly, small dent remains = ready to bake',
            voiceover: "If it springs back slowly and leaves a small dent, it's ready to bake.",
            visuals: "Dent slowly filling in, captioned 'ready'.",
          },
          {
            title: 'Does not spring back',
            text: 'Dent stays or dough sinks = overproofed • bake now, expect a flatter loaf',
            voiceover:
              "If the dent stays put or the dough sinks, it's overproofed. Bake it straight away anyway: it'll be flatter, but still good.",
            visuals: "Dent staying put, the dough slumping a little, captioned 'overproofed'.",
          },
          {
            title: 'Why times vary',
            text: 'Warm kitchen = faster • cool kitchen = slower • comment yours',
            voiceover:
              'Recipe times are only a guide: a warm kitchen proofs faster, a cool one slower. Comment your kitchen temperature and how long your dough takes.',
            visuals: 'A small thermometer on the counter next to the covered bowl.',
          },
        ],
        why_it_works:
          "Replaces rigid recipe times with a skill, which explains why the commenter's loaves keep failing • Three clear outcomes are easy to remember and screenshot • Close-up pokes are satisfying and clear without audio • Kitchen-temperature comments give you material for troubleshooting follow-ups",
      },
      source: {
        comment: 'my bread is always dense and flat even though i let it rise for exactly the time in the recipe?? 🤔',
        commentAuthor: '@densebread.dom',
        commentLikes: 2946,
        videoTitle: 'Beginner sandwich loaf, step by step',
        videoCreator: '@breadhead.bryn',
        videoViews: 1_140_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'kitchen-basics',
    A: {
      title: 'Why your home cooking tastes flat: salt timing',
      content: {
        hooks: [
          'Restaurant food tastes better mostly because of when they add salt.',
          'I used to salt only at the end. My food always tasted flat.',
          'Salt at three moments, not one.',
        ],
        sections: [
          {
            title: 'Season the base',
            text: 'Salt onions and veg as they start cooking',
            voiceover:
              'Add a pinch of salt when your onions and vegetables go in. It draws out moisture, helps them soften and seasons them from the inside.',
            visuals: 'A pinch of salt falling over sizzling onions.',
          },
          {
            title: 'Salt meat ahead',
            text: 'Salt meat 40+ min ahead, up to overnight in the fridge',
            voiceover:
              'Salt meat at least forty minutes ahead, or up to overnight in the fridge. The salt dissolves, soaks in and seasons it all the way through.',
            visuals: 'A steak salted on a rack over a tray, going into the fridge.',
          },
          {
            title: 'Taste and adjust',
            text: 'Taste at the end • small pinches • stir and taste again',
            voiceover:
              "Then taste at the end and adjust in small pinches, stirring and tasting again each time. Adding is easy; taking it away isn't.",
            visuals: 'Tasting from a spoon, adding a pinch, tasting again with a nod.',
          },
          {
            title: 'Know your salt',
            text: 'A spoon of fine salt is much saltier than a spoon of flaky salt',
            voiceover:
              'A spoon of fine table salt is much saltier than a spoon of coarse or flaky salt, so if you switch salts, adjust to taste.',
            visuals: 'A teaspoon of fine salt next to a teaspoon of flaky salt, then both on a scale.',
          },
          {
            title: 'Fix it next',
            text: 'Comment the dish that always tastes flat',
            voiceover: "Which dish always tastes flat when you make it? Comment it and I'll fix it in a video.",
            visuals: 'Talk to camera while stirring a pot.',
          },
        ],
        why_it_works:
          'Answers the "why does mine taste bland?" frustration in the comment with a simple three-moment rule • Quick pinch-and-taste shots show the technique without needing sound • The fine-vs-flaky comparison is a surprising detail that builds trust • Flat-dish comments hand you a list of future fix-it videos',
      },
      source: {
        comment: 'i follow recipes exactly and my food still tastes bland compared to restaurants, what am i missing',
        commentAuthor: '@blandbutbrave',
        commentLikes: 7112,
        videoTitle: 'Recreating my favourite restaurant curry at home',
        videoCreator: '@spiceroute.ravi',
        videoViews: 2_410_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Fix a bland dish in 30 seconds',
      content: {
        hooks: [
          'Already salted and it still tastes boring? It is probably missing acid.',
          'A squeeze of lemon saved the soup I almost threw out.',
          'Four things to reach for when a finished dish tastes flat.',
        ],
        sections: [
          {
            title: 'Acid',
            text: 'Lemon • lime • vinegar → brightens everything',
            voiceover:
              'If it tastes heavy or dull even with enough salt, add acid: a squeeze of lemon or lime, or a splash of vinegar. It wakes everything up.',
            visuals: 'Lemon squeezed over a pot of soup, a taste, eyebrows up.',
          },
          {
            title: 'Fat',
            text: 'Butter • olive oil • a spoon of cream → rounds out sharp flavours',
            voiceover: 'If it tastes sharp or thin, a knob of butter or a drizzle of good olive oil rounds it out.',
            visuals: 'A knob of butter melting into a tomato sauce.',
          },
          {
            title: 'Heat',
            text: 'Chilli flakes • hot sauce • fresh black pepper',
            voiceover:
              'A pinch of chilli flakes, a dash of hot sauce or some fresh black pepper adds excitement without changing the dish.',
            visuals: 'Chilli flakes scattered over pasta, then a close-up of cracked pepper.',
          },
          {
            title: 'Crunch and fresh',
            text: 'Toasted nuts or seeds • crispy onions • fresh herbs',
            voiceover: 'Texture counts too. Toasted nuts, crispy onions or a handful of fresh herbs make a dish feel finished.',
            visuals: 'Herbs and toasted seeds scattered over a bowl of soup.',
          },
          {
            title: 'Your secret',
            text: 'Comment your last-minute fix',
            voiceover: "What's your secret last-minute fix? Comment it below.",
            visuals: 'Talk to camera, tossing a lemon in one hand.',
          },
        ],
        why_it_works:
          'Gives the commenter a rescue plan for food that is already cooked, not just advice for next time • Four clear categories are easy to remember mid-cook • Before-and-after taste reactions are relatable and fun to watch • Secret-fix comments are highly engaging and give you new ideas to test',
      },
      source: {
        comment: "i added more salt and it's still boring?? my soup tastes like hot water with vegetables in it 😂",
        commentAuthor: '@souper.sad.sid',
        commentLikes: 3366,
        videoTitle: 'Cozy vegetable soup for cold nights',
        videoCreator: '@potandladle.liv',
        videoViews: 1_260_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'meal-prep',
    A: {
      title: "What freezes well (and what doesn't)",
      content: {
        hooks: [
          'Your freezer can save you hours a week, if you freeze the right things.',
          'I froze a big pot of potato soup once. Never again. Here is why.',
          'Freeze these, skip these: the quick list.',
        ],
        sections: [
          {
            title: 'Freeze these',
            text: 'Soups and stews • chilli • cooked grains • cooked beans • sliced bread • ripe bananas',
            voiceover: 'Soups, stews, chilli, cooked grains, cooked beans, sliced bread and ripe bananas all freeze really well.',
            visuals: 'Labelled bags and containers stacked neatly in the freezer.',
          },
          {
            title: 'Skip these',
            text: 'Lettuce • cucumber • mayo-based salads • potato chunks in soup • creamy sauces can split',
            voiceover:
              'Skip lettuce, cucumber and mayo-based salads: they turn watery. Potato chunks in soup can go grainy, and creamy sauces may split, though a good stir often brings them back.',
            visuals: 'Thawed, watery cucumber and limp lettuce on a plate with a red X.',
          },
          {
            title: 'Freeze it well',
            text: 'Cool it first • squeeze out the air • freeze flat • label name and date',
            voiceover:
              'Cool food in the fridge before freezing, squeeze the air out of bags, freeze them flat so they stack and thaw faster, and label everything with the name and date.',
            visuals: 'Soup ladled into a bag, air pressed out, laid flat on a tray, labelled with a marker.',
          },
          {
            title: 'How long',
            text: 'At 0°F (-18°C) food stays safe • best quality within ~2-3 months for most cooked dishes',
            voiceover:
              'At zero Fahrenheit, minus eighteen Celsius, frozen food stays safe, but quality slowly fades. Most cooked dishes taste best within about two to three months.',
            visuals: 'Freezer thermometer reading 0°F / -18°C, then an old bag covered in frost crystals.',
          },
          {
            title: 'Ask me',
            text: 'Comment a food you are not sure you can freeze',
            voiceover: "Not sure whether something freezes well? Comment it and I'll answer in the replies.",
            visuals: 'Talk to camera with the freezer door open.',
          },
        ],
        why_it_works:
          'Answers the freezer worry in the comment with a quick yes/no list people screenshot • The thawed-cucumber fail is a funny, memorable visual • Correct storage temperatures and timings make the advice credible • Can-I-freeze-this questions create a steady stream of replies and follow-ups',
      },
      source: {
        comment: "can you freeze literally anything?? i want to batch cook but i'm scared it'll taste weird",
        commentAuthor: '@batchcook.bea',
        commentLikes: 4208,
        videoTitle: 'Stocking my freezer with 20 meals',
        videoCreator: '@freezerfriendly.fern',
        videoViews: 2_190_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Three safe ways to thaw (the counter is not one)',
      content: {
        hooks: [
          'Thawing chicken on the counter all day is a food safety gamble.',
          'Forgot to take dinner out of the freezer? Here is the safe fix.',
          'Fridge, cold water or microwave. Never the counter.',
        ],
        sections: [
          {
            title: 'Why not the counter',
            text: 'The outside warms into the 40-140°F (4-60°C) danger zone while the middle is still frozen',
            voiceover:
              'On the counter, the outside warms into the danger zone, forty to one-forty Fahrenheit, where bacteria multiply fast, while the middle is still frozen solid.',
            visuals: 'Frozen chicken on a counter with a heat-map style graphic showing the warm outer layer.',
          },
          {
            title: 'Best: the fridge',
            text: 'Small portions: overnight • large roasts or birds: ~1 day per 2 kg (4-5 lb) • bottom shelf',
            voiceover:
              "The safest way is the fridge. Small portions thaw overnight; a big roast or bird needs about a day for every two kilos. Put it on a plate on the bottom shelf so it can't drip onto anything.",
            visuals: 'Frozen meat on a plate going onto the bottom shelf of the fridge.',
          },
          {
            title: 'Faster: cold water',
            text: 'Leak-proof bag in cold water • change the water every 30 min • cook right away',
            voiceover:
              "In a hurry? Seal it in a leak-proof bag and submerge it in cold water, changing the water every thirty minutes. Cook it as soon as it's thawed.",
            visuals: 'A sealed bag submerged in a bowl of cold water, a 30-minute timer on screen.',
          },
          {
            title: 'Fastest: microwave',
            text: 'Defrost setting • cook immediately after',
            voiceover: 'Fastest is the microwave defrost setting, but parts of it may start to cook, so cook it straight away.',
            visuals: 'The defrost button pressed, then the meat going straight into a hot pan.',
          },
          {
            title: 'Or skip thawing',
            text: 'Cooking from frozen works too: allow ~50% more time • comment your thaw method',
            voiceover:
              'Or skip thawing: many foods can be cooked from frozen, it just takes about half as long again. Comment how your family thaws meat.',
            visuals: 'A frozen block of soup sliding into a pot, then talk to camera.',
          },
        ],
        why_it_works:
          'Corrects the common habit from the comment without shaming the viewer or their family • Three options ranked by speed give everyone a safe choice for tonight • The danger-zone numbers on screen make it credible and saveable • Family-habit comments spark conversation and shares',
      },
      source: {
        comment: 'my mom always left the chicken out on the counter all day to thaw and we were fine?? 🤷‍♀️',
        commentAuthor: '@kitchenkid.kay',
        commentLikes: 11_530,
        videoTitle: 'Food safety rules I follow as a chef',
        videoCreator: '@linecook.lupe',
        videoViews: 3_870_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'weeknight-dinners',
    A: {
      title: 'The sheet-pan dinner formula',
      content: {
        hooks: [
          'One tray, one oven, zero recipes: the sheet-pan formula.',
          'I make a different sheet-pan dinner every week with the same four steps.',
          'Protein, two veg, one sauce, 425°F. Done.',
        ],
        sections: [
          {
            title: 'Pick your parts',
            text: 'Protein + 2 veg + oil + seasoning',
            voiceover:
              'Pick a protein, two vegetables, oil and a seasoning. Chicken thighs, broccoli and sweet potato. Sausages, peppers and onions. Tofu, green beans and carrots.',
            visuals: 'Three sets of ingredients grouped on the counter.',
          },
          {
            title: 'Cut by cooking time',
            text: 'Slow veg (potatoes, carrots) smaller • fast veg (peppers, broccoli) bigger',
            voiceover:
              'Cut slow-cooking veg like potatoes and carrots smaller, and fast ones like peppers and broccoli bigger, so everything finishes at the same time.',
            visuals: 'Small potato cubes and big broccoli florets cut side by side on the board.',
          },
          {
            title: 'Hot oven, space it out',
            text: '425°F (220°C) • one layer • two trays if crowded',
            voiceover:
              'Roast at four twenty-five Fahrenheit, two-twenty Celsius, in a single layer. If the tray looks crowded, use two. Crowding steams instead of roasting.',
            visuals: 'Oven set to 425°F / 220°C, a spread-out tray, then a second tray added.',
          },
          {
            title: 'Check the protein',
            text: 'Chicken 165°F (74°C) • raw pork sausages 160°F (71°C) • most trays 25-35 min',
            voiceover:
              'Most trays take twenty-five to thirty-five minutes. Check the protein: chicken to one sixty-five Fahrenheit, seventy-four Celsius, and raw pork sausages to one-sixty.',
            visuals: 'Thermometer in a chicken thigh reading 165°F / 74°C.',
          },
          {
            title: 'Sauce it',
            text: 'Finish with a sauce • comment your combo',
            voiceover: 'Finish with a quick sauce: garlicky yogurt, honey mustard or chilli oil. Comment your favourite tray combo.',
            visuals: 'Sauce drizzled over the finished tray, then talk to camera.',
          },
        ],
        why_it_works:
          'Gives the exhausted commenter a formula instead of a recipe, so it works with whatever is in the fridge • The cut-size trick is a clever detail most viewers have not seen • Correct temperatures make it a safe, trustworthy weeknight default • Combo comments give you endless follow-up trays',
      },
      source: {
        comment: "i'm so tired after work, i need dinners with like zero effort and not a million dishes 😮‍💨",
        commentAuthor: '@tired.tori',
        commentLikes: 9674,
        videoTitle: '5 lazy dinners I make every week',
        videoCreator: '@onepan.paige',
        videoViews: 4_040_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why your roasted vegetables come out soggy',
      content: {
        hooks: [
          'Soggy roast veg is almost always a crowding problem.',
          'My roasted broccoli was pale and mushy until I changed these four things.',
          'Crispy edges need space, heat, dry veg and a flip.',
        ],
        sections: [
          {
            title: 'Give them space',
            text: 'One layer • gaps between the pieces',
            voiceover:
              'Vegetables release water as they cook. Packed together, that water steams them. Spread them out with gaps between the pieces.',
            visuals: 'Overhead: a crowded tray next to a spread-out tray.',
          },
          {
            title: 'Dry them first',
            text: 'Wash early • dry well before oiling',
            voiceover: 'Wash them early and dry them properly. Wet veg starts off steaming instead of roasting.',
            visuals: 'Broccoli florets patted dry in a clean tea towel.',
          },
          {
            title: 'Hot enough',
            text: '400-450°F (200-230°C) • preheat the tray for extra crunch',
            voiceover:
              'Roast hot, between four hundred and four-fifty Fahrenheit, two hundred to two-thirty Celsius. Preheating the tray gives you an instant sizzle.',
            visuals: 'Vegetables tipped onto a preheated tray with an audible sizzle.',
          },
          {
            title: 'Oil, salt, flip',
            text: 'Enough oil to coat • season • flip halfway',
            voiceover: 'Toss in enough oil to lightly coat every piece, season well, and flip halfway through so both sides brown.',
            visuals: 'Tossing veg with oil in a bowl, then flipping them with a spatula halfway through.',
          },
          {
            title: 'Next veg',
            text: 'Comment the vegetable you want crispy next',
            voiceover: 'Which vegetable do you want crispy next? Comment it.',
            visuals: 'A crunchy bite toward the camera.',
          },
        ],
        why_it_works:
          'Diagnoses exactly what the comment describes: pale, steamed vegetables • The crowded-vs-spaced trays make the main fix obvious with the sound off • All four fixes can be applied tonight • Vegetable requests give you a simple, searchable series',
      },
      source: {
        comment: 'why do my roasted veggies always come out soggy and pale instead of crispy like yours??',
        commentAuthor: '@veggie.vic',
        commentLikes: 3211,
        videoTitle: 'Crispy roasted broccoli, the only way I make it',
        videoCreator: '@greenplate.gia',
        videoViews: 1_720_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'baking',
    A: {
      title: 'Weigh your flour: the cup is lying to you',
      content: {
        hooks: [
          'Two people can measure one cup of flour and get very different amounts.',
          'My cakes were dry and dense until I started weighing my flour.',
          'Scoop vs spoon: same cup, very different amounts of flour.',
        ],
        sections: [
          {
            title: 'The test',
            text: 'One cup scooped from the bag vs one cup spooned in and levelled',
            voiceover: 'Watch: one cup scooped straight from the bag, and one cup spooned in and levelled off. Now onto the scale.',
            visuals: 'Two cups filled the two ways, then each weighed on a kitchen scale.',
          },
          {
            title: 'The difference',
            text: 'Scooping can add 20% or more extra flour',
            voiceover:
              "Scooping packs the flour down, so you can end up with twenty percent or more extra flour. That's how you get dry, dense bakes.",
            visuals: 'The two scale readouts side by side, roughly 150 g against 125 g.',
          },
          {
            title: 'Use grams',
            text: 'Recipe gives grams? Weigh it • no scale? Spoon and level',
            voiceover:
              "If the recipe gives grams, weigh it: it's faster and there's less washing up. No scale? Spoon the flour into the cup and level it with the back of a knife.",
            visuals: 'Bowl on the scale, the tare button pressed, flour poured straight in.',
          },
          {
            title: 'The other culprit',
            text: 'Once the flour goes in, mix just until combined',
            voiceover: "One more dense-cake culprit: overmixing after the flour goes in. Mix just until you can't see any dry flour.",
            visuals: 'A spatula folding in flour and stopping as the last streak disappears.',
          },
          {
            title: 'Bake clinic',
            text: 'Comment your densest bake',
            voiceover: "Comment your densest, driest bake and I'll guess what went wrong.",
            visuals: 'Talk to camera holding a slice of cake.',
          },
        ],
        why_it_works:
          'Reveals a hidden cause behind the dense bakes in the comment with a simple on-camera test • Side-by-side scale readouts are surprising and easy to understand without audio • The fix is simple and makes every future recipe more reliable • Disaster comments are fun to share and feed diagnosis videos',
      },
      source: {
        comment: 'why are my cakes always so dense and dry?? i literally measure everything with cups',
        commentAuthor: '@cakeflop.chloe',
        commentLikes: 4689,
        videoTitle: 'The fluffiest vanilla cake you will ever make',
        videoCreator: '@sprinkled.sunny',
        videoViews: 2_560_000,
        platform: 'youtube',
      },
    },
    B: {
      title: "Baking soda vs baking powder: don't swap them",
      content: {
        hooks: [
          'Baking soda and baking powder are not the same thing, and swapping them can ruin a bake.',
          'My pancakes tasted metallic because I grabbed the wrong tub.',
          'Ran out of baking powder? Watch this before you reach for the soda.',
        ],
        sections: [
          {
            title: 'Baking soda',
            text: 'Needs an acid (buttermilk, yogurt, lemon juice, brown sugar) • roughly 3-4× stronger',
            voiceover:
              "Baking soda needs an acid in the recipe, like buttermilk, yogurt, lemon juice or brown sugar, to make bubbles. It's roughly three to four times stronger than baking powder.",
            visuals: 'Baking soda in a glass, vinegar poured in, fizzing up.',
          },
          {
            title: 'Baking powder',
            text: 'Soda + acid already mixed in • works with plain milk or water',
            voiceover: 'Baking powder is baking soda with the acid already mixed in, so it works with plain milk or water.',
            visuals: 'Baking powder stirred into hot water, bubbling.',
          },
          {
            title: 'Why swapping fails',
            text: 'Soda without enough acid = metallic, soapy taste • powder for soda = too little lift',
            voiceover:
              'Use soda instead of powder without enough acid and you get a metallic, soapy taste. Use powder in place of soda and you may not get enough lift.',
            visuals: 'A flat, pale pancake, then a grimace after a bite.',
          },
          {
            title: 'Test freshness',
            text: 'Soda: vinegar should fizz hard • powder: hot water should bubble',
            voiceover:
              'Old leaveners lose power. Test soda with a splash of vinegar and powder with hot water. No strong fizz? Replace it.',
            visuals: 'Two small bowls side by side, one fizzing strongly, one barely moving.',
          },
          {
            title: 'Emergency swap',
            text: '1 tsp baking powder ≈ ¼ tsp soda + ½ tsp cream of tartar',
            voiceover:
              'Out of baking powder? A quarter teaspoon of soda plus half a teaspoon of cream of tartar stands in for one teaspoon. Comment your worst baking mix-up.',
            visuals: 'Measuring spoons lined up on the counter, then talk to camera.',
          },
        ],
        why_it_works:
          'Clears up the exact mix-up in the comment with an explanation viewers remember • The fizz tests are instant, satisfying visuals anyone can try • A reliable substitution ratio adds save-worthy value • Mix-up stories are relatable and easy to comment',
      },
      source: {
        comment: "i used baking soda instead of baking powder and my pancakes tasted like metal 💀 aren't they the same thing",
        commentAuthor: '@sundaystack.stella',
        commentLikes: 3027,
        videoTitle: 'Fluffy diner-style pancakes',
        videoCreator: '@shortstack.sofi',
        videoViews: 1_590_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'meat-and-seafood',
    A: {
      title: 'Crispy-skin salmon that does not stick',
      content: {
        hooks: [
          'Salmon skin should crackle, not glue itself to your pan.',
          'I tore the skin off every salmon fillet until I stopped doing this.',
          'Dry skin, hot pan, hands off: crispy salmon in 10 minutes.',
        ],
        sections: [
          {
            title: 'Dry the skin',
            text: 'Pat the skin very dry • salt just before cooking',
            voiceover: 'Moisture is the enemy of crispy skin. Pat it really dry with paper towels and salt it right before it goes in.',
            visuals: 'Paper towel pressed firmly onto the salmon skin.',
          },
          {
            title: 'Hot pan, skin down, press',
            text: 'Medium-high • oil shimmering • skin side down • press 10-15 s',
            voiceover:
              "Heat the oil until it shimmers, lay the fillet in skin side down, away from you, and press gently with a spatula for ten to fifteen seconds so the skin doesn't curl.",
            visuals: 'Fillet laid in the pan, a spatula pressing it flat, sizzle audible.',
          },
          {
            title: 'Leave it alone',
            text: 'Cook most of the way skin side down • it releases when crisp',
            voiceover: 'Now leave it. Cook it most of the way on the skin side. When the skin is crisp, it lets go of the pan by itself.',
            visuals: 'Side view of the cooked colour creeping up the side of the fillet.',
          },
          {
            title: 'When it is done',
            text: 'Flip briefly • 145°F (63°C) in the thickest part, or opaque and flakes easily',
            voiceover:
              "Flip it for a minute to finish. It's cooked through at one forty-five Fahrenheit, sixty-three Celsius, or when it's opaque and flakes easily with a fork.",
            visuals: 'Thermometer in the thickest part, then a fork flaking the flesh.',
          },
          {
            title: 'Skin debate',
            text: 'Comment: skin on or skin off?',
            voiceover: 'Skin on or skin off? Comment your side.',
            visuals: 'Tapping the crackling skin with a knife, sound on, then talk to camera.',
          },
        ],
        why_it_works:
          'Solves the stuck-skin disaster from the comment with steps that work in any pan • The crackling skin tap is a satisfying, sound-on moment that gets rewatched • Clear doneness signs (temperature or flaking) make the advice safe and confident • Skin-on-or-off is an easy debate that drives comments',
      },
      source: {
        comment: 'every time i cook salmon the skin sticks to the pan and the whole thing falls apart 😭',
        commentAuthor: '@salmonsaga.sky',
        commentLikes: 5782,
        videoTitle: 'My 15-minute salmon rice bowl',
        videoCreator: '@bowlseason.bree',
        videoViews: 3_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How to tell if fish is fresh at the counter',
      content: {
        hooks: [
          'Fresh fish should not smell fishy. Here is what to check instead.',
          'I used to be too shy to ask the fish counter anything. These checks fixed that.',
          'Frozen fish can be better than the fish on ice. Here is why.',
        ],
        sections: [
          {
            title: 'Smell',
            text: 'Mild and clean, like the sea • strong fishy or ammonia smell = skip it',
            voiceover: "Fresh fish smells mild and clean, a bit like the sea. A strong fishy or ammonia smell means it's past its best.",
            visuals: 'Fish counter B-roll, leaning in toward the display.',
          },
          {
            title: 'Look and touch',
            text: 'Moist, shiny flesh • springs back when pressed • no dry or browning edges',
            voiceover:
              'Fillets should look moist and shiny, with no dry or browning edges. If the fishmonger presses it for you, the flesh should spring back.',
            visuals: 'Close-up of glistening fillets on ice, a gloved finger pressing and the flesh bouncing back.',
          },
          {
            title: 'Whole fish',
            text: 'Clear, bright eyes • bright red gills • shiny skin',
            voiceover: 'For whole fish, look for clear, bright eyes, bright red gills and shiny skin.',
            visuals: 'A fishmonger lifting a gill flap to show bright red gills.',
          },
          {
            title: 'Frozen is fine',
            text: 'Frozen soon after catch = often excellent • thaw overnight in the fridge',
            voiceover:
              "Don't skip the freezer aisle. Fish frozen soon after it's caught can be as good as, or better than, fish that's been sitting on ice for days. Thaw it overnight in the fridge.",
            visuals: "Vacuum-packed frozen fillets, then one on a plate on the fridge's bottom shelf.",
          },
          {
            title: 'Get it home cold',
            text: 'Buy fish last • fridge straight away • cook within 1-2 days',
            voiceover:
              "Buy fish last, get it into the fridge as soon as you're home, and cook it within a day or two. Comment the fish you want a recipe for.",
            visuals: 'Fish going into an insulated bag at the checkout, then into the fridge at home.',
          },
        ],
        why_it_works:
          'Answers the uncertainty in the comment with quick checks anyone can use at the counter • Close-ups of gills and springy flesh teach what to look for without sound • The frozen-fish reveal is a surprising, budget-friendly insight viewers share • Recipe requests in the comments line up the next videos',
      },
      source: {
        comment: "how do you know if fish is actually fresh?? i'm always scared i'm buying something gross lol",
        commentAuthor: '@firsttimefishbuyer',
        commentLikes: 2614,
        videoTitle: 'Grocery shopping like a chef',
        videoCreator: '@marketrun.marco',
        videoViews: 1_930_000,
        platform: 'youtube',
      },
    },
  },
]);
