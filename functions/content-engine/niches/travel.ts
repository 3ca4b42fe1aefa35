import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Travel: 14 days of ideas, variants A and B (packing, flights, budget travel, solo travel and trip planning). */
export const TRAVEL_IDEAS: readonly ContentIdea[] = dailyIdeas('travel', [
  {
    subNiche: 'packing',
    A: {
      title: 'Pack a week in a carry-on with the 5-4-3-2-1 list',
      content: {
        hooks: [
          "You don't need a checked bag for a week. You need a number system.",
          'I used to check a bag for a long weekend. Now a full week fits in my carry-on.',
          'Five, four, three, two, one: the packing formula that ends overpacking.',
        ],
        sections: [
          {
            title: 'The formula',
            text: '5 tops • 4 bottoms • 3 accessories • 2 pairs of shoes • 1 swimsuit or hat',
            voiceover:
              'Here is the formula: five tops, four bottoms, three accessories, two pairs of shoes and one swimsuit or hat. That covers about a week.',
            visuals: 'Overhead flat-lay on a bed, items laid out in rows of 5, 4, 3, 2 and 1 with numbers on screen.',
          },
          {
            title: 'One color story',
            text: 'Pick 2 neutrals + 1 accent color → everything matches everything',
            voiceover:
              'The trick that makes it work: pick two neutral colors and one accent. Every top goes with every bottom, so five and four become twenty outfits.',
            visuals: 'Quick outfit-swap montage in a mirror, each combination flashing by in half a second.',
          },
          {
            title: 'Wear the bulkiest',
            text: 'Heaviest shoes + jacket on your body, not in the bag',
            voiceover: 'Wear your bulkiest shoes and your jacket on travel day. They take up zero space in the bag if they are on you.',
            visuals: 'You zipping a jacket and lacing boots by the front door, carry-on standing beside you.',
          },
          {
            title: 'Plan one laundry stop',
            text: 'Sink wash or a laundromat mid-trip = unlimited trip length',
            voiceover:
              'Plan one laundry stop: a quick sink wash or a laundromat halfway through. Then this same bag works for two weeks, or even longer.',
            visuals: 'Hotel sink with a few items soaking, then clothes drying on a hanger by a window.',
          },
          {
            title: 'Your trip',
            text: 'Where are you going, and for how long?',
            voiceover: 'Comment where you are going and for how long, and I will tell you how I would adjust the numbers.',
            visuals: 'Closing the carry-on with one hand, then talking to camera.',
          },
        ],
        why_it_works:
          'Answers the exact overpacking struggle in the comment with a memorable system • The number flat-lay is instantly understandable with the sound off • Outfit-swap montages are satisfying and get rewatched • Asking for destinations creates personalized follow-up videos',
      },
      source: {
        comment: 'how do people fit a whole week in a carry on?? i need a checked bag for a weekend 😭',
        commentAuthor: '@overpacker.olivia',
        commentLikes: 8342,
        videoTitle: 'Packing for 10 days in Europe with just a backpack',
        videoCreator: '@carryon.carlos',
        videoViews: 3_450_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Rolling vs folding vs packing cubes: I tested all 3',
      content: {
        hooks: [
          'Rolling your clothes is not always the best way to pack. I tested it.',
          'I packed the same bag three ways to settle the rolling versus folding debate once and for all.',
          'Same clothes, same bag, three methods. Which one fit the most?',
        ],
        sections: [
          {
            title: 'Method 1: folding',
            text: 'Neat • easy to find things • more creases and wasted corners',
            voiceover:
              'Folding: it looks neat and it is easy to find things, but you get more creases and a lot of dead space in the corners.',
            visuals: 'Time-lapse of folded stacks going into a carry-on, then a shot of the gaps in the corners.',
          },
          {
            title: 'Method 2: rolling',
            text: 'Fills gaps • fewer sharp creases • great for T-shirts and jersey',
            voiceover:
              'Rolling: it fills gaps well and soft fabrics like T-shirts come out with fewer sharp creases. Stiff items like blazers do not love it.',
            visuals: 'Hands rolling T-shirts tightly, tucking them into corners, then a blazer refusing to roll.',
          },
          {
            title: 'Method 3: packing cubes',
            text: 'Organized • compress a little • cubes add their own weight',
            voiceover:
              'Packing cubes: the most organized, and compression cubes squeeze things down a bit. But the cubes themselves add weight and bulk.',
            visuals: 'Color-coded cubes zipping shut and stacking like bricks, then the bag on a luggage scale.',
          },
          {
            title: 'The verdict',
            text: 'Roll soft items • fold structured items • cubes to stay organized',
            voiceover:
              'My verdict: roll soft stuff, fold anything structured, and use cubes if you move hotels a lot and want to stay organized. A mix beats any single method.',
            visuals: 'Final packed bag with all three methods combined, lid closing easily.',
          },
          {
            title: 'Pick a side',
            text: 'Roller, folder or cube person?',
            voiceover: 'So are you a roller, a folder or a cube person? Defend your method in the comments.',
            visuals: 'Three labels on screen, you pointing at each with a raised eyebrow.',
          },
        ],
        why_it_works:
          'A real side-by-side test answers the debate in the comment with evidence instead of opinion • Packing time-lapses are oddly satisfying and highly rewatchable • The balanced verdict builds trust because it admits each method has trade-offs • "Defend your method" sparks friendly debate, which boosts comments',
      },
      source: {
        comment: 'ok but is rolling actually better than folding or is that a myth? my rolled clothes take up the same space',
        commentAuthor: '@wanderwithwes',
        commentLikes: 2614,
        videoTitle: 'Packing hacks flight attendants swear by',
        videoCreator: '@gate.gossip',
        videoViews: 1_920_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'flights',
    A: {
      title: 'The liquids rule at security, explained',
      content: {
        hooks: [
          'Your half-empty bottle still got taken at security? Here is why.',
          'I lost a full-size sunscreen at security because it was only half full. The rule is about the bottle.',
          'Forty-five seconds to never lose a toiletry at airport security again.',
        ],
        sections: [
          {
            title: 'The common rule',
            text: 'At many airports: containers up to 100 ml each • all in one small clear resealable bag',
            voiceover:
              'At many airports, liquids in your cabin bag must be in containers of up to 100 ml each, all in one small, clear, resealable bag.',
            visuals: 'Clear bag on a table, small bottles going in one by one, "100 ml" caption on screen.',
          },
          {
            title: 'It is the container size',
            text: 'A 200 ml bottle with 50 ml left is still a 200 ml bottle',
            voiceover:
              'Here is the catch: the limit is the size of the container, not how much is left in it. A big bottle that is almost empty still counts as a big bottle.',
            visuals: 'A half-empty large sunscreen bottle next to a small travel bottle, a red X over the big one.',
          },
          {
            title: 'What counts as a liquid',
            text: 'Gels • creams • pastes • aerosols • mascara • lip gloss • spreads',
            voiceover:
              'Liquid means more than drinks. Gels, creams, pastes, aerosols, mascara, lip gloss, even spreads like peanut butter usually count.',
            visuals: 'Quick cuts of each item being dropped into the clear bag, captions popping up.',
          },
          {
            title: 'Exceptions and changes',
            text: 'Medicines and baby food: often allowed, declare them • Rules vary by airport: check every airport on your trip',
            voiceover:
              'Medicines and baby food are often allowed in larger amounts, but declare them at screening. Some airports with newer scanners have changed the rules, so check every airport on your trip, including the way home.',
            visuals: 'Talk to camera at an airport window, caption "check the rules for EACH airport".',
          },
          {
            title: 'Lost something?',
            text: 'What did security take from you?',
            voiceover: 'Comment the item security took from you. I will cover the most common ones in a follow-up.',
            visuals: 'You holding an empty clear bag and shrugging at camera.',
          },
        ],
        why_it_works:
          'Explains the exact surprise in the comment: container size, not contents • The half-empty bottle visual makes the rule click instantly • The "check every airport" line keeps the advice accurate as rules change • Confession comments about confiscated items are relatable and fuel a follow-up',
      },
      source: {
        comment: 'got my sunscreen taken at security even tho it was HALF EMPTY?? make it make sense',
        commentAuthor: '@sunburnt.sara',
        commentLikes: 6472,
        videoTitle: 'Airport security mistakes everyone makes',
        videoCreator: '@terminal.talks',
        videoViews: 2_780_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Solid swaps that make the liquids bag stress-free',
      content: {
        hooks: [
          'The easiest way to deal with the liquids rule? Pack fewer liquids.',
          'I swapped four toiletries for solid versions and my security line anxiety disappeared.',
          'Your clear liquids bag should not be overflowing. Here is how to shrink it.',
        ],
        sections: [
          {
            title: 'Go solid',
            text: 'Bar shampoo + conditioner • bar soap • solid deodorant • stick sunscreen',
            voiceover:
              'Solid toiletries generally do not count as liquids: bar shampoo and conditioner, bar soap, solid deodorant and stick sunscreen. That frees up a lot of space.',
            visuals: 'Four solid products lined up on a counter, then slid into a tin outside the clear bag.',
          },
          {
            title: 'Decant the must-haves',
            text: 'Refillable small bottles • label them • leave a little air at the top',
            voiceover:
              'For the liquids you really need, decant them into small refillable bottles. Label them, and leave a bit of room at the top so pressure changes do not push them open.',
            visuals: 'Pouring serum into a tiny bottle over the sink, writing a label with a marker.',
          },
          {
            title: 'Leak-proofing',
            text: 'Plastic wrap under the cap • bottles upright • bag in an outer pocket',
            voiceover:
              'Stop leaks with a small square of plastic wrap under each cap, keep bottles upright and put the bag in an outer pocket so you can pull it out fast.',
            visuals: 'Plastic wrap stretched over a bottle mouth, cap screwed on, bag slipping into the front pocket.',
          },
          {
            title: 'Buy it there',
            text: 'Toothpaste, sunscreen and shampoo are sold almost everywhere',
            voiceover:
              'And remember: toothpaste, shampoo and sunscreen are sold almost everywhere. If it is cheap and easy to find, buy it at your destination.',
            visuals: 'B-roll of a small local pharmacy aisle abroad, you picking up a sunscreen.',
          },
          {
            title: 'Your swap',
            text: 'What is the one liquid you can never leave behind?',
            voiceover: 'Comment the one liquid you refuse to travel without, and I will suggest a swap if there is one.',
            visuals: 'Holding up the tiny clear bag, now half empty, smiling at camera.',
          },
        ],
        why_it_works:
          "Solves the frustration behind the comment by making the rule matter less • Swaps and decanting are practical and visually satisfying to film • Leak-proofing tips add extra saveable value • The 'one liquid you can't leave behind' prompt gets specific, easy comments",
      },
      source: {
        comment: 'my liquids bag is literally bursting every trip, how do you fit everything in that tiny bag??',
        commentAuthor: '@tinybag.tam',
        commentLikes: 1980,
        videoTitle: 'What is in my carry-on for a 2-week trip',
        videoCreator: '@passportandpaper',
        videoViews: 1_240_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'budget-travel',
    A: {
      title: 'Incognito mode will not get you cheaper flights',
      content: {
        hooks: [
          'Searching flights in incognito mode is not the secret to cheap fares.',
          'I searched flights in incognito for years like it was a cheat code. Here is what actually saved me money.',
          'Four things that really move the price of a flight, and incognito mode is not one of them.',
        ],
        sections: [
          {
            title: 'The myth',
            text: 'Incognito ≠ cheaper • prices mostly move with demand and seats left',
            voiceover:
              'There is little solid evidence that incognito mode gets you cheaper fares. Prices mostly move with demand, timing and how many seats are left at each price.',
            visuals: 'Laptop with an incognito window, a big red "MYTH" stamp animating over it.',
          },
          {
            title: 'Be flexible on dates',
            text: 'Use the flexible-date or calendar view • shift by 1-2 days',
            voiceover:
              'What actually helps: flexible dates. Use the calendar or flexible-date view on a flight search site and shift your trip by a day or two.',
            visuals: 'Screen recording of a generic fare calendar, cursor hovering over cheaper dates, brand names blurred.',
          },
          {
            title: 'Check nearby airports',
            text: 'Compare 2-3 airports • add the cost of getting there',
            voiceover:
              'Check nearby airports on both ends. Just add the cost and time of getting to that airport before you call it a deal.',
            visuals: 'Map with three airports circled around a city, quick math on screen for transport costs.',
          },
          {
            title: 'Set price alerts',
            text: 'Set alerts early • book when the price fits your budget',
            voiceover:
              'Set price alerts for your route a few months out and book when the price fits your budget. Waiting for the perfect low can backfire.',
            visuals: 'Phone notification pop-up "price dropped" (generic), you giving a thumbs up.',
          },
          {
            title: 'Your route',
            text: 'Which route are you watching?',
            voiceover: 'Comment the route you are watching and your dates, and I will show how I would search it.',
            visuals: 'Talk to camera with a world map on the wall behind you.',
          },
        ],
        why_it_works:
          'Corrects a popular belief the commenter holds, and myth-busts earn strong watch time • Replaces the myth with four concrete, repeatable habits • Screen recordings make it easy to follow and save • Route comments give you endless real examples for follow-ups',
      },
      source: {
        comment: 'wait so incognito mode doesnt actually get you cheaper flights?? i have been doing that religiously for 5 years',
        commentAuthor: '@jetsetjay_',
        commentLikes: 7251,
        videoTitle: 'How I find cheap flights (travel agent secrets)',
        videoCreator: '@faredropfiona',
        videoViews: 4_110_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The cheap fare trap: add up these fees first',
      content: {
        hooks: [
          'That cheap fare might not be the cheapest flight. Add up the extras first.',
          'I booked the lowest fare and ended up paying more than the regular flight. Never again.',
          'Four fees that quietly turn a bargain ticket into the expensive option.',
        ],
        sections: [
          {
            title: 'Fee 1: bags',
            text: 'Carry-on not always included • check the size of the free personal item',
            voiceover:
              'Fee one: bags. Some basic fares include only a small personal item, not a full carry-on. Check what is included and the exact size limits.',
            visuals: 'A small backpack and a carry-on side by side next to a tape measure, price tags over each.',
          },
          {
            title: 'Fee 2: seats',
            text: 'Want to sit together? Seat selection may cost extra',
            voiceover:
              'Fee two: seat selection. If you are traveling with someone and want to sit together, that can cost extra on the cheapest fares.',
            visuals: 'Generic seat map graphic with two seats highlighted and a price tag popping up.',
          },
          {
            title: 'Fee 3: check-in and printing',
            text: 'Some fares charge for airport check-in • check in online in time',
            voiceover:
              'Fee three: some low-cost fares charge for checking in at the airport or printing a boarding pass. Check in online before the deadline.',
            visuals: 'Phone showing a mobile boarding pass, a clock graphic showing the check-in window.',
          },
          {
            title: 'Fee 4: the airport',
            text: 'Far-away airport + early flight = extra transport or a hotel night',
            voiceover:
              'Fee four: the airport itself. A distant airport or a 6am departure can mean an expensive taxi or an extra hotel night. Add it to the total.',
            visuals: 'Split screen: fare price vs total price after adding each fee, the number climbing.',
          },
          {
            title: 'Your worst fee',
            text: 'What fee caught you by surprise?',
            voiceover:
              'Every airline is different, so always check your airline before you book. Comment the fee that caught you off guard.',
            visuals: 'Talk to camera holding a receipt, mock-wincing.',
          },
        ],
        why_it_works:
          'Speaks to the painful experience in the comment: a cheap ticket that was not cheap • The climbing total price is a powerful visual that works without sound • Avoids naming airlines while still giving specific things to check • Fee confession comments are relatable and highly engaging',
      },
      source: {
        comment: 'booked the cheapest flight and ended up paying double at the gate for my bag. lesson learned 💸',
        commentAuthor: '@gatefee.gabby',
        commentLikes: 5403,
        videoTitle: 'Budget airline vs regular airline: which is actually cheaper?',
        videoCreator: '@thriftytrails',
        videoViews: 2_260_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'solo-travel',
    A: {
      title: 'How to pick your first solo trip destination',
      content: {
        hooks: [
          'Your first solo trip should be easy on purpose. Here is how to choose where.',
          'My first solo trip was to the wrong place for a beginner. This is the checklist I wish I had.',
          'Five questions that tell you if a destination is good for a first solo trip.',
        ],
        sections: [
          {
            title: 'Is it walkable?',
            text: 'Walkable center • reliable public transport',
            voiceover:
              'First: is it walkable, with reliable public transport? Not needing to drive or negotiate taxis takes a lot of stress off a first trip.',
            visuals: 'Street-level walking footage in a busy old-town center, tram passing in the background.',
          },
          {
            title: 'Can you get around the language?',
            text: 'Your language widely spoken, or signs easy to translate',
            voiceover:
              'Second: can you get by with the language? Either your language is widely spoken, or you are comfortable using a translation app for menus and signs.',
            visuals: 'Phone camera translating a menu, then you pointing and ordering.',
          },
          {
            title: 'Easy to meet people?',
            text: 'Walking tours • social hostels • classes and group day trips',
            voiceover: 'Third: is it easy to meet people? Look for places with walking tours, social hostels, classes and group day trips.',
            visuals: 'A group walking tour gathering in a square, you joining the back.',
          },
          {
            title: 'Arrival and safety',
            text: 'Daytime arrival • simple airport transfer • read recent travel advice',
            voiceover:
              "Fourth and fifth: can you arrive in daylight with a simple transfer from the airport, and what does your government's current travel advice say?",
            visuals: 'Arrivals hall in daylight, airport train sign, then a laptop showing an official travel advice page.',
          },
          {
            title: 'Your shortlist',
            text: 'Where are you thinking of going first?',
            voiceover: 'Comment the places on your shortlist and I will run them through this checklist in a follow-up.',
            visuals: 'Talk to camera with a backpack on, ticking five boxes on screen.',
          },
        ],
        why_it_works:
          'Gives the nervous commenter a decision framework instead of a random destination list • The five-question checklist is screenshot-friendly and reusable • Pointing to official travel advice keeps the safety angle accurate • Shortlist comments produce personalized follow-up videos',
      },
      source: {
        comment: "i want to do my first solo trip this year but i have no idea where's good for a beginner 😅",
        commentAuthor: '@soloera.sophie',
        commentLikes: 6118,
        videoTitle: 'What solo travel taught me in 30 countries',
        videoCreator: '@oneticket.only',
        videoViews: 2_940_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How to eat alone at restaurants on a solo trip',
      content: {
        hooks: [
          'Eating alone in a restaurant is the scariest part of solo travel for a lot of people. It does not have to be.',
          'The first time I ate dinner alone abroad, I pretended to text for an hour. Now I love it.',
          'Five ways to make a table for one feel completely normal.',
        ],
        sections: [
          {
            title: 'Start with lunch',
            text: 'Lunch is busier, more casual and often better value',
            voiceover:
              'Start with lunch. It is usually more casual, people eat alone all the time, and in many places lunch menus are better value.',
            visuals: 'Sunny cafe terrace at lunchtime, you sitting down alone with a menu.',
          },
          {
            title: 'Sit at the counter',
            text: 'Bar, counter or kitchen-view seats = built-in entertainment',
            voiceover: 'Ask for a seat at the bar or counter. You can watch the kitchen, chat with staff and nobody notices you are solo.',
            visuals: 'Counter seat view of chefs cooking, a friendly nod to the bartender.',
          },
          {
            title: 'Bring a prop',
            text: 'A book, a journal or postcards to write',
            voiceover: 'Bring a prop you actually enjoy: a book, a journal, postcards to write home. It makes the wait feel like a treat.',
            visuals: 'Writing a postcard next to a glass of water and a plate of food.',
          },
          {
            title: 'Book a food experience',
            text: 'Food tours and cooking classes = dinner with company',
            voiceover: 'On nights you want company, book a food tour or cooking class. You eat well and you meet people at the same time.',
            visuals: 'Group cooking class, hands kneading dough, everyone laughing.',
          },
          {
            title: 'Your fear',
            text: 'Would you eat dinner alone abroad?',
            voiceover: 'Be honest: would you eat dinner alone abroad, or is it a hard no right now? Tell me in the comments.',
            visuals: 'You raising a glass to the camera at a table for one.',
          },
        ],
        why_it_works:
          'Addresses the specific fear in the comment rather than solo travel in general • Relatable confession in the hook builds instant connection • Each tip is easy to picture and film, with strong food visuals • The yes-or-no question invites quick, honest comments',
      },
      source: {
        comment: 'honestly the thing that scares me most about solo travel is sitting in a restaurant alone lol',
        commentAuthor: '@tableforone.tess',
        commentLikes: 4287,
        videoTitle: 'A day alone in Lisbon (solo travel vlog)',
        videoCreator: '@wanderingwren.co',
        videoViews: 1_560_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'flights',
    A: {
      title: 'A simple jet lag plan for long-haul trips',
      content: {
        hooks: [
          'Jet lag is not something you just suffer through. You can plan for it.',
          'I used to lose the first two days of every long trip to jet lag. This plan got me back one of them.',
          'Three days before, the flight and the first day: a jet lag plan in under a minute.',
        ],
        sections: [
          {
            title: 'Before you fly',
            text: 'Shift bedtime 30-60 min a day toward your destination • 2-3 days ahead',
            voiceover:
              'Two or three days before, start shifting your bedtime by thirty to sixty minutes toward your destination time zone. Small shifts add up.',
            visuals: 'Phone clock showing bedtime moving earlier each night across three quick shots.',
          },
          {
            title: 'On the plane',
            text: 'Set your watch to destination time • sleep or stay awake to match it',
            voiceover:
              'On the plane, set your watch to destination time. Try to sleep when it is night there and stay awake when it is day. Water helps; lots of alcohol usually does not.',
            visuals: 'Changing the time on a watch, window shade closing, an eye mask going on.',
          },
          {
            title: 'Day one: daylight',
            text: 'Get outside in daylight • stay active until local evening',
            voiceover: 'When you land, get outside in daylight and keep moving. Light is one of the strongest signals for your body clock.',
            visuals: 'Walking through a sunny park on arrival day, coffee in hand.',
          },
          {
            title: 'The nap rule',
            text: 'Must nap? Keep it short, ideally under 30 minutes • bed at local bedtime',
            voiceover:
              'If you really need a nap, keep it short, ideally under thirty minutes, and go to bed at a normal local bedtime. If you are thinking about sleep aids, ask a doctor or pharmacist first.',
            visuals: 'Alarm set for a 25-minute nap, then you getting up and heading out.',
          },
          {
            title: 'Your longest flight',
            text: 'What is the worst jet lag you have had?',
            voiceover: 'Comment your worst jet lag story and which direction you were flying. East is usually harder for most people.',
            visuals: 'Yawning dramatically at camera in a hotel room, then laughing.',
          },
        ],
        why_it_works:
          "Turns the commenter's vague dread into a three-stage plan they can follow • Clear before, during and after structure is easy to remember and save • Safe, hedged guidance on sleep aids keeps it responsible • Jet lag stories are universal and get lots of relatable comments",
      },
      source: {
        comment: 'how do you guys deal with jet lag?? i flew 12 hours and wasted the first 3 days of my trip sleeping',
        commentAuthor: '@sleepyinseoul',
        commentLikes: 5764,
        videoTitle: 'My 14-hour flight routine',
        videoCreator: '@longhaul.lena',
        videoViews: 3_270_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Your first 24 hours after a long-haul flight',
      content: {
        hooks: [
          'What you do in the first 24 hours after landing decides how your whole trip feels.',
          'I landed at 7am, took a "quick nap" and woke up at 6pm. Here is what I do now instead.',
          'POV: you just landed after a long-haul flight and you are not going to waste day one.',
        ],
        sections: [
          {
            title: 'Landing',
            text: 'Switch to local time immediately • no "home time" math',
            voiceover:
              'The moment you land, think only in local time. Stop checking what time it is back home, it just keeps your brain there.',
            visuals: 'Plane wheels touching down, then you switching a phone clock widget to local time.',
          },
          {
            title: 'Morning: shower and sunlight',
            text: 'Drop bags • shower • walk outside',
            voiceover:
              'If your room is not ready, drop your bags, freshen up if you can and go outside. A shower and a walk in daylight are a big reset.',
            visuals: 'Luggage left at a hotel desk, then walking out into a bright street.',
          },
          {
            title: 'Afternoon: low-stakes plans',
            text: 'Easy walk • a market • a cafe • nothing you have paid a lot for',
            voiceover:
              'Keep the afternoon low stakes: a market, a neighborhood walk, a cafe. Do not book the expensive tour for the day you land.',
            visuals: 'Wandering a local market, tasting street food, sitting at a cafe table.',
          },
          {
            title: 'Evening: early but local',
            text: 'Light dinner • bed at a reasonable local hour',
            voiceover:
              'Have a light dinner and go to bed at a reasonable local time, even if it is a bit early. Tomorrow will feel very different.',
            visuals: 'Curtains closing on a city skyline at dusk, lights off.',
          },
          {
            title: 'Your day one',
            text: 'Do you push through or nap on day one?',
            voiceover: 'Team push-through or team nap on day one? Tell me which works for you in the comments.',
            visuals: 'Two options on screen, you tapping "push through" with a grin.',
          },
        ],
        why_it_works:
          'Answers the commenter who lost a whole day to an accidental nap, a very common story • The hour-by-hour POV format keeps viewers watching to the end • "Do not book the expensive tour on landing day" is a practical, shareable tip • Team push-through vs team nap sparks easy debate in the comments',
      },
      source: {
        comment: 'i always say i will take a quick nap after landing and then wake up at like 9pm 😭 what should i do instead',
        commentAuthor: '@napqueen.abroad',
        commentLikes: 3391,
        videoTitle: 'What I do the day I land in a new country',
        videoCreator: '@arrivals.hall',
        videoViews: 1_180_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'trip-planning',
    A: {
      title: 'The one-big-thing-a-day itinerary rule',
      content: {
        hooks: [
          'If you come home needing a vacation from your vacation, your itinerary was the problem.',
          'We did four cities in seven days once. I remember the train stations more than the cities.',
          'One rule that makes every trip feel longer: one big thing per day.',
        ],
        sections: [
          {
            title: 'Why packed trips fail',
            text: 'Check-out + transit + check-in = half a day gone',
            voiceover:
              'Every time you change cities, you lose about half a day to checking out, getting there and checking in. Four cities in a week means two days in transit.',
            visuals: 'Montage of suitcases dragged over cobblestones, train boards and hotel keys, with a ticking clock overlay.',
          },
          {
            title: 'The rule',
            text: '1 big thing • 1-2 nice-to-haves • free time',
            voiceover:
              'So plan one big thing per day: a museum, a hike, a day trip. Add one or two nice-to-haves, and leave the rest open.',
            visuals: 'Notebook itinerary with one item circled per day and a couple of small items written in pencil.',
          },
          {
            title: 'Fewer bases',
            text: 'Stay 3+ nights per base • do day trips from there',
            voiceover:
              'Stay at least three nights in each base when you can, and do day trips from there. You unpack once and actually get to know the place.',
            visuals: 'Map with one city pinned and arrows to nearby towns for day trips.',
          },
          {
            title: 'Protect the free time',
            text: 'Free time is when the best moments happen',
            voiceover:
              'That free time is not wasted. It is when you find the little bar, the view, the conversation you tell people about later.',
            visuals: 'Slow, unplanned moments: a cafe window, a street musician, a sunset from a bench.',
          },
          {
            title: 'Your itinerary',
            text: 'Drop your route and number of days',
            voiceover: 'Comment your route and how many days you have, and I will tell you what I would cut.',
            visuals: 'Talk to camera with a crossed-out, overpacked itinerary held up.',
          },
        ],
        why_it_works:
          'Validates the burnout described in the comment and explains the hidden cost of moving around • A simple rule is easy to remember and share with travel partners • Slow-travel visuals are aspirational and calming • "What would you cut?" comments become ready-made itinerary reviews',
      },
      source: {
        comment: 'we did 4 cities in 7 days and i came home needing a vacation from my vacation lol',
        commentAuthor: '@burntout.backpacker',
        commentLikes: 9036,
        videoTitle: 'The perfect 7-day Europe itinerary',
        videoCreator: '@routeplanner.rae',
        videoViews: 4_780_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: '5 itinerary mistakes that make trips exhausting',
      content: {
        hooks: [
          'Your itinerary looked perfect on paper. Here is why it fell apart in real life.',
          'I planned every hour of a trip once. By day three we were fighting over a museum.',
          'Five planning mistakes I see in almost every itinerary people send me.',
        ],
        sections: [
          {
            title: 'Mistakes 1 and 2',
            text: 'A new city every night • big plans on arrival day',
            voiceover:
              'Mistake one: a new city every night. Mistake two: big plans on the day you land, when you are tired and delays are common.',
            visuals: 'An itinerary document on screen with these two lines highlighted in red.',
          },
          {
            title: 'Mistake 3: closing days',
            text: 'Many museums close one day a week • check opening days and times',
            voiceover:
              'Mistake three: not checking opening days. Many museums and attractions close one day a week, so check before you build a day around them.',
            visuals: 'Closed gate of a museum with a "closed" sign, you facepalming.',
          },
          {
            title: 'Mistake 4: map math',
            text: 'Sights look close on a map • add transit, queues and food',
            voiceover:
              'Mistake four: map math. Two sights look ten minutes apart, but with queues, transit and lunch it is more like an hour and a half.',
            visuals: 'Map app with two pins, then a real-time montage of queues, metro rides and a lunch stop.',
          },
          {
            title: 'Mistake 5: no wiggle room',
            text: 'Pre-book the must-dos only • leave the rest flexible',
            voiceover:
              'Mistake five: booking everything in advance. Pre-book only the must-dos that sell out, and keep the rest flexible for weather and energy.',
            visuals: 'Calendar with a few items in ink and most of the week in pencil.',
          },
          {
            title: 'Guilty?',
            text: 'Which mistake have you made?',
            voiceover: 'Comment the number you are guilty of. I have personally made all five.',
            visuals: 'Five numbered cards on screen, you raising all five fingers sheepishly.',
          },
        ],
        why_it_works:
          'Responds to the paper-vs-reality gap the commenter described • A numbered mistakes list makes viewers audit their own plans while watching • The closed-museum moment is funny and painfully relatable • Number-only confessions are quick to comment and boost engagement',
      },
      source: {
        comment: 'our itinerary looked perfect on paper and it was a complete disaster in real life lmao where did we go wrong',
        commentAuthor: '@plannedtodeath',
        commentLikes: 2847,
        videoTitle: 'How I plan a trip in one evening',
        videoCreator: '@tripdesk.tom',
        videoViews: 1_370_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'packing',
    A: {
      title: 'Pack these in your carry-on in case your bag goes missing',
      content: {
        hooks: [
          'If your checked bag disappeared right now, could you survive the next 48 hours?',
          'My suitcase went missing for four days and my medication was inside it. Never again.',
          'Six things that should never go in your checked bag.',
        ],
        sections: [
          {
            title: 'Medication and documents',
            text: 'Medicines + a few extra days • passport, IDs, bookings',
            voiceover:
              'Number one and two: your medication, with a few extra days in case of delays, ideally in original packaging, and all your travel documents.',
            visuals: 'Pill organizer and passport going into a small pouch inside the carry-on.',
          },
          {
            title: 'Batteries and electronics',
            text: 'Power banks + spare lithium batteries = cabin only • check your airline',
            voiceover:
              'Three: chargers and electronics. Power banks and spare lithium batteries generally are not allowed in checked bags at all. Limits vary, so check your airline.',
            visuals: 'Power bank and cables going into the carry-on, caption "cabin only".',
          },
          {
            title: 'A 24-hour kit',
            text: 'Change of underwear + a top • toothbrush • small toiletries',
            voiceover:
              'Four and five: a change of underwear and a top, plus a toothbrush and a few small toiletries. That turns a lost bag from a crisis into an inconvenience.',
            visuals: 'Small roll of clothes and a toiletry pouch being tucked into a backpack.',
          },
          {
            title: 'Valuables',
            text: 'Jewelry • keys • anything you cannot replace',
            voiceover: 'Six: valuables. Jewelry, house keys and anything you could not replace stay with you, always.',
            visuals: 'Keys and a jewelry roll going into a zipped inner pocket.',
          },
          {
            title: 'Your story',
            text: 'Has an airline ever lost your bag?',
            voiceover: 'Has an airline ever lost your bag? Comment what you wish you had packed in your carry-on.',
            visuals: 'Empty baggage carousel slowly turning, you staring at it, then turning to camera.',
          },
        ],
        why_it_works:
          'Directly answers the painful experience in the comment with a prevention list • The "survive 48 hours" hook makes viewers mentally check their own bags • Accurate battery guidance with "check your airline" builds trust • Lost-bag stories are hugely relatable and fill the comments',
      },
      source: {
        comment: 'airline lost my suitcase for 4 days and ALL my meds and chargers were in it 🙃',
        commentAuthor: '@lostbag.lucy',
        commentLikes: 7683,
        videoTitle: 'Travel mistakes I will never make again',
        videoCreator: '@milesandmishaps',
        videoViews: 2_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Bag missing at the carousel? Do this before you leave',
      content: {
        hooks: [
          'If your bag does not show up on the carousel, do not leave the airport yet.',
          'My bag never came out and I walked straight to the taxi. That was a mistake.',
          'Four steps in the first hour that make getting a lost bag back much easier.',
        ],
        sections: [
          {
            title: 'Stay in the baggage hall',
            text: 'Find the baggage service desk before you exit',
            voiceover:
              'Before you walk out, find the baggage service desk in the arrivals hall. Reporting it there and then is usually much easier than doing it later.',
            visuals: 'Following signs to a baggage service desk in an arrivals hall.',
          },
          {
            title: 'File a report',
            text: 'Get a written report + reference number • photograph it',
            voiceover:
              'File a report and make sure you leave with a reference number. Take a photo of the paperwork so you have it on your phone.',
            visuals: 'Close-up of a report slip (details blurred), then a phone snapping a photo of it.',
          },
          {
            title: 'Describe the bag',
            text: 'Color • size • ribbons, tags or stickers • a photo of your bag helps',
            voiceover:
              'Describe the bag clearly: color, size, anything distinctive. This is why it helps to keep a photo of your bag and its contents on your phone.',
            visuals: 'Scrolling a phone gallery to a photo of the suitcase with a bright ribbon on the handle.',
          },
          {
            title: 'Ask and keep receipts',
            text: 'Delivery address • essentials reimbursement policy • save every receipt',
            voiceover:
              'Give them your delivery address and ask what essentials you can claim while you wait. Policies and passenger rights vary, so check your airline and keep every receipt.',
            visuals: 'Receipts for a toothbrush and a T-shirt being clipped together.',
          },
          {
            title: 'Save this',
            text: 'Save this for your next trip',
            voiceover: 'Save this for your next trip, and comment if your bag ever came back. I want to hear the happy endings too.',
            visuals: 'A suitcase being delivered to a hotel reception, you cheering.',
          },
        ],
        why_it_works:
          'Answers the commenter who left the airport without reporting, a very common mistake • A clear step-by-step sequence is highly saveable for stressful moments • Hedged "check your airline" guidance keeps it accurate across regions • Happy-ending stories create a hopeful, engaged comment section',
      },
      source: {
        comment: "my bag didn't come out on the carousel and i just... left the airport? was that a mistake",
        commentAuthor: '@carousel.carl',
        commentLikes: 1947,
        videoTitle: 'What happens to lost luggage (behind the scenes)',
        videoCreator: '@ramp.stories',
        videoViews: 3_020_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'budget-travel',
    A: {
      title: 'How to read accommodation reviews like a pro',
      content: {
        hooks: [
          'The photos looked amazing. The room was a nightmare. Here is how to spot it before booking.',
          'I got burned by a beautiful listing once. Now I read reviews in a very specific way.',
          'Four review habits that save you from a bad stay.',
        ],
        sections: [
          {
            title: 'Sort by newest',
            text: 'Recent reviews > overall score',
            voiceover:
              'First, sort reviews by newest. An overall score can include years-old reviews; the last few months show what the place is like now.',
            visuals: 'Screen recording of a generic booking page, tapping "sort by newest", names and brand blurred.',
          },
          {
            title: 'Search for keywords',
            text: 'Search reviews for: noise • wifi • AC • stairs • clean',
            voiceover:
              'Then search inside the reviews for what matters to you: noise, wifi, air conditioning, stairs, cleanliness. Deal-breakers show up fast.',
            visuals: 'Typing "noise" into a review search box, results popping up.',
          },
          {
            title: 'Read the middle reviews',
            text: '3-star reviews are usually the most honest',
            voiceover:
              'Read the middle-score reviews. They are often the most balanced: people who liked the place but tell you exactly what was off.',
            visuals: 'Highlighter effect over a three-star review.',
          },
          {
            title: 'Check the real location',
            text: 'Guest photos vs professional photos • street-level map view of the block',
            voiceover:
              'Compare guest photos with the professional ones, and use the street-level view in a map app to see the actual street.',
            visuals: 'Side-by-side: polished listing photo vs a guest photo, then a street-level map view of a busy road.',
          },
          {
            title: 'Your red flag',
            text: 'What is your biggest accommodation red flag?',
            voiceover: 'Comment your biggest accommodation red flag, the one word in a review that makes you click away.',
            visuals: 'Talk to camera on a hotel bed, laptop open.',
          },
        ],
        why_it_works:
          'Answers the "how do you spot this?" question in the comment with a repeatable method • Screen-recorded steps are easy to follow and save • The "read the 3-star reviews" tip is a surprising, shareable insight • Red-flag comments create a crowdsourced checklist for a follow-up',
      },
      source: {
        comment: 'the photos looked amazing and the place was a literal nightmare, how do you spot this BEFORE booking??',
        commentAuthor: '@bookedandburned',
        commentLikes: 4935,
        videoTitle: 'Rating every place I stayed this year',
        videoCreator: '@checkin.chloe',
        videoViews: 1_690_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Hostel vs hotel vs apartment: which one when',
      content: {
        hooks: [
          'Hostels are not just for 20-year-olds, and hotels are not always the safe choice.',
          "I'm in my thirties and I still stay in hostels. Here's when, and when I don't.",
          'Three types of stays, three types of trips. Here is how I choose.',
        ],
        sections: [
          {
            title: 'Hostels',
            text: 'Best for: solo, social, budget • tip: book a private room',
            voiceover:
              'Hostels: best for solo travelers who want to meet people on a budget. Many have private rooms, so you get the social spaces without the bunk beds.',
            visuals: 'A busy hostel common room, then a neat private hostel room with its own door.',
          },
          {
            title: 'Hotels',
            text: 'Best for: short stays, late arrivals, front desk help',
            voiceover:
              'Hotels: best for short stays, late-night arrivals or when you want a front desk to help with luggage, taxis and problems.',
            visuals: 'Rolling a suitcase up to a reception desk at night, keys handed over.',
          },
          {
            title: 'Apartments',
            text: 'Best for: groups, families, longer stays, cooking',
            voiceover:
              'Apartments: best for groups, families and longer stays where a kitchen and a washing machine save you money. Check the cleaning fee and house rules.',
            visuals: 'Cooking pasta in a small rental kitchen, laundry spinning in the background.',
          },
          {
            title: 'Compare the real total',
            text: 'Nightly price + fees + taxes + getting around',
            voiceover:
              'Whatever you pick, compare the final total: fees, taxes and how much you will spend getting to the places you want to see.',
            visuals: 'Three total prices on screen, the cheapest nightly rate ending up the most expensive.',
          },
          {
            title: 'Your type',
            text: 'Hostel, hotel or apartment person?',
            voiceover: 'Which one are you, and what age did you stop staying in hostels, if ever? Comment below.',
            visuals: 'You pointing to three icons on screen, ending on hostel with a wink.',
          },
        ],
        why_it_works:
          'Answers the age question in the comment with a practical "which stay for which trip" framework • The comparison format is easy to screenshot and share with travel partners • The total-cost reveal adds a surprising twist • The playful age question generates a lively comment thread',
      },
      source: {
        comment: "are hostels actually worth it if you're not 20 anymore? asking for me, 34 lol",
        commentAuthor: '@thirtysomething.trips',
        commentLikes: 3562,
        videoTitle: 'I stayed in the best-rated hostel in the city',
        videoCreator: '@bunkbed.bea',
        videoViews: 1_120_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'solo-travel',
    A: {
      title: '5 common tourist scams and how to walk away',
      content: {
        hooks: [
          'If a stranger ties a bracelet on your wrist, it is not a gift.',
          'I paid for a "free" bracelet on my first trip because I was too awkward to say no.',
          'Five tourist scams you will see in busy cities, and the one move that beats all of them.',
        ],
        sections: [
          {
            title: 'Scam 1: the free gift',
            text: 'Bracelet, flower or rosemary sprig "for free" → then a demand for money',
            voiceover:
              'One: the free gift. Someone puts a bracelet, a flower or a sprig of something in your hand, then demands money. Do not take it.',
            visuals: 'Reenactment with a friend: hand reaching out with a bracelet, you stepping back with palms up.',
          },
          {
            title: 'Scam 2: the clipboard',
            text: 'Petition or survey = distraction while someone reaches for your bag',
            voiceover:
              'Two: the clipboard petition. While you are reading or signing, someone else can be reaching for your bag. Keep walking.',
            visuals: 'A clipboard pushed toward the camera, a second hand sneaking toward a tote bag.',
          },
          {
            title: 'Scams 3 and 4',
            text: '"That place is closed, come with me" • taxis with no meter or a made-up price',
            voiceover:
              'Three: someone says the attraction is closed and offers to take you somewhere else. Check yourself. Four: taxis with no meter. Use official ranks or agree the price first.',
            visuals: 'You checking opening hours on a phone, then an official taxi rank sign.',
          },
          {
            title: 'Scam 5 and the universal move',
            text: 'Fake "officials" asking to check your wallet • Universal move: "No, thank you" + keep walking',
            voiceover:
              'Five: fake officials asking to check your wallet. Ask for ID and offer to go to a police station instead. For all of these: a firm "no, thank you" and keep walking.',
            visuals: 'You walking confidently through a crowded square, not breaking stride.',
          },
          {
            title: 'Warn others',
            text: 'What scam have you seen, and where?',
            voiceover: 'Comment a scam you have seen and the general area, so other travelers know what to watch for.',
            visuals: 'Talk to camera on a city bench, crossbody bag zipped in front.',
          },
        ],
        why_it_works:
          'Answers the commenter who felt too awkward to say no by giving them a script • Short reenactments are entertaining and clear with the sound off • "No, thank you, keep walking" is a simple, memorable takeaway • Scam-sighting comments create community value and more video ideas',
      },
      source: {
        comment: 'a guy tied a bracelet on my wrist then demanded money and i was too awkward to say no 😩',
        commentAuthor: '@toopolite.priya',
        commentLikes: 6217,
        videoTitle: 'Things nobody tells you before your first trip abroad',
        videoCreator: '@gotraveljules',
        videoViews: 3_540_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The split-stash system for money on the road',
      content: {
        hooks: [
          'One stolen wallet should never be able to ruin your entire trip.',
          'My wallet was stolen on day two and I had no backup card. This is the system I use now.',
          'Three places, three backups: how I split my money when I travel solo.',
        ],
        sections: [
          {
            title: 'Daily wallet',
            text: 'One card + a little cash • nothing you cannot lose',
            voiceover:
              'Your daily wallet carries one card and a little cash for the day. If it disappears, it is annoying, not a disaster.',
            visuals: 'A slim wallet with one card and a few notes, sliding into a front pocket.',
          },
          {
            title: 'Backup stash',
            text: 'Second card + emergency cash • in a separate bag or the room safe',
            voiceover: 'Your backup is a second card and some emergency cash, kept somewhere else: the room safe or a different bag.',
            visuals: 'A second card and folded notes going into a hidden pocket of a daypack, then a hotel safe closing.',
          },
          {
            title: 'Digital backup',
            text: 'Photos of passport + cards • bank emergency numbers • know how to freeze a card',
            voiceover:
              "Then the digital layer: photos of your passport and cards in a secure place, your bank's emergency numbers, and knowing how to freeze a card in your banking app.",
            visuals: 'Phone showing a generic "freeze card" toggle being switched on.',
          },
          {
            title: 'Practice once',
            text: 'Before you go: test the backup card • save the numbers offline',
            voiceover:
              'Before you leave, test the backup card once and save those emergency numbers offline too, in case your phone goes missing.',
            visuals: 'Writing numbers on a small card, tucking it into the passport cover.',
          },
          {
            title: 'Your system',
            text: 'Where do you keep your backup card?',
            voiceover: 'Comment how you split your money when you travel, without sharing exact hiding spots, obviously.',
            visuals: 'Talk to camera, playfully covering a pocket.',
          },
        ],
        why_it_works:
          'Answers the painful story in the comment with a simple, layered system • Three clear layers make it easy to copy before the next trip • The "freeze card" demo is a small, practical action people often do not know about • The cheeky "no exact hiding spots" line keeps comments useful and safe',
      },
      source: {
        comment: 'got my wallet stolen on day 2 and had NO backup card. trip basically ruined. how do you guys prepare for this',
        commentAuthor: '@pickpocketed.paul',
        commentLikes: 4158,
        videoTitle: 'How I keep my stuff safe traveling alone',
        videoCreator: '@solosafe.sienna',
        videoViews: 1_830_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'flights',
    A: {
      title: 'Flight cancelled? Do these 4 things first',
      content: {
        hooks: [
          'Your flight just got cancelled. Do not just stand in that line.',
          'My flight was cancelled and I was person number 150 in line. Here is what I should have done.',
          'Four moves that get you rebooked faster when your flight is cancelled.',
        ],
        sections: [
          {
            title: 'Queue and call at once',
            text: 'Stay in line • at the same time use the app or call the airline',
            voiceover:
              'Get in the line, but do not only stand there. At the same time, open the airline app or call. Whichever answers first wins.',
            visuals: 'Long line at a service desk, you in it with a phone to your ear and the app open on a second screen.',
          },
          {
            title: 'Find your own options',
            text: 'Look up alternative flights yourself • ask for a specific one',
            voiceover:
              'Look up alternative flights yourself and ask for a specific flight number. It is much faster than "what can you do for me?".',
            visuals: 'Scrolling a departures board and a generic flight search, then showing a flight number to an agent.',
          },
          {
            title: 'Ask about care',
            text: 'Meals, hotel, transport: depends on cause, airline and region • keep every receipt',
            voiceover:
              "Ask what they provide while you wait: meal vouchers, a hotel, transport. It depends on the cause, the airline and the region, so check your airline's policy and keep every receipt.",
            visuals: 'Meal voucher in hand, receipts clipped together in a wallet.',
          },
          {
            title: 'Know your rights',
            text: 'Refund instead of a voucher is often possible • EU/UK rules may add compensation',
            voiceover:
              'In many places, if the airline cancels and you choose not to travel, you can ask for a refund instead of a voucher. In some regions, like the EU and UK, you may also be owed compensation, depending on the cause.',
            visuals: 'Talk to camera in a terminal, caption "check the passenger rules where you fly".',
          },
          {
            title: 'Your story',
            text: 'Worst cancellation you have been through?',
            voiceover: 'Comment your worst cancellation story and how it ended. Someone reading might be in that line right now.',
            visuals: 'Departures board with several red "cancelled" labels, slow zoom.',
          },
        ],
        why_it_works:
          'Gives the commenter, who felt helpless in a huge line, a clear action plan • The queue-plus-phone tip is a simple insight that gets shared widely • Careful, region-aware wording about refunds and compensation keeps it accurate • Cancellation stories are emotional and drive long comment threads',
      },
      source: {
        comment: 'flight got cancelled and there was like a 200 person line at the desk, i had no idea what to do 😵',
        commentAuthor: '@stranded.stef',
        commentLikes: 8012,
        videoTitle: 'What airport staff wish you knew',
        videoCreator: '@groundcrew.gio',
        videoViews: 4_430_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Separate tickets vs one booking: the connection risk',
      content: {
        hooks: [
          'Two cheap separate flights can cost you more than one booking. Here is the risk nobody mentions.',
          'I booked two separate flights with a one-hour layover. The second airline said my missed flight was not their problem.',
          'One booking or two separate tickets? It matters a lot when things go wrong.',
        ],
        sections: [
          {
            title: 'One booking',
            text: 'Connections on one ticket → airline usually rebooks you if you miss it',
            voiceover:
              'When both flights are on one booking and the first one is delayed, the airline usually has to get you onto a later connection.',
            visuals: 'Diagram: two flights joined by a solid line labelled "one booking".',
          },
          {
            title: 'Separate tickets',
            text: 'Missed the second flight? Often treated as a no-show',
            voiceover:
              'With separate tickets, the second airline usually does not care why you are late. You may be treated as a no-show and have to buy a new ticket.',
            visuals: 'Diagram: two flights with a gap between them labelled "your problem", a red X on the second one.',
          },
          {
            title: 'The hidden time',
            text: 'Collect bags • check in again • security • possibly immigration',
            voiceover:
              'On separate tickets you may also need to collect your bags, check in again, go through security and sometimes immigration. One hour is rarely enough.',
            visuals: 'Fast montage: baggage claim, check-in desk, security trays, passport control.',
          },
          {
            title: 'If you still do it',
            text: 'Leave a generous buffer • carry-on only • read your insurance policy',
            voiceover:
              'If the savings are worth it, leave a generous buffer, ideally several hours, travel carry-on only and check whether your travel insurance covers missed connections.',
            visuals: 'Notebook with the flight times and a long buffer circled, carry-on bag beside it.',
          },
          {
            title: 'Would you risk it?',
            text: 'How much would you need to save to book separately?',
            voiceover: 'How much would you need to save to take the separate-ticket risk? Comment your number.',
            visuals: 'Talk to camera in a departure lounge, eyebrows raised.',
          },
        ],
        why_it_works:
          'Explains the exact "not our problem" situation the commenter faced • Simple diagrams make a confusing topic obvious with the sound off • Practical risk-reduction tips make it useful, not just a warning • The "what is your number?" question invites quick, debatable comments',
      },
      source: {
        comment:
          'booked 2 separate cheap flights with a 1hr layover, first one was delayed and the second airline said not their problem??',
        commentAuthor: '@selftransfer.sam',
        commentLikes: 3724,
        videoTitle: 'How I flew across the world for cheap',
        videoCreator: '@budgetwings.bo',
        videoViews: 2_150_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'trip-planning',
    A: {
      title: 'Check your passport before you book, not before you fly',
      content: {
        hooks: [
          'Your passport can be valid and still not be valid enough to travel.',
          'A friend got turned away at check-in because her passport expired in four months. She had no idea.',
          'Three passport checks to do before you book a single flight.',
        ],
        sections: [
          {
            title: 'Validity rules',
            text: 'Many countries: 6 months left • others: 3 months after you leave • check your destination',
            voiceover:
              "Many countries require your passport to be valid for six months after you arrive; others ask for around three months after you leave. Always check your destination's official rules.",
            visuals: 'Close-up of a passport expiry date (details blurred), a calendar counting months forward.',
          },
          {
            title: 'Blank pages and condition',
            text: 'Enough blank pages • no damage',
            voiceover: 'Some countries also require blank pages for stamps, and a damaged passport can be refused. Flip through yours now.',
            visuals: 'Thumb flipping through passport pages, stopping on a couple of blank ones.',
          },
          {
            title: 'Visas and travel authorizations',
            text: 'Visa or electronic authorization? • apply only on official government sites',
            voiceover:
              'Then check whether you need a visa or an electronic travel authorization, even for short trips. Apply only on the official government website; lookalike sites charge extra.',
            visuals: 'Laptop showing a generic government page, a caption warning about lookalike sites.',
          },
          {
            title: 'Renew early',
            text: 'Renewal times vary • renew well before you book',
            voiceover:
              'Renewal times vary a lot and can get longer before holidays, so if you are close to the limit, renew before you book anything.',
            visuals: 'Passport renewal envelope on a desk next to a calendar with a date circled.',
          },
          {
            title: 'Check now',
            text: 'Go check your expiry date. What did you find?',
            voiceover: 'Pause this and check your passport expiry date right now. Comment if it surprised you.',
            visuals: 'You pulling a passport out of a drawer and opening it to camera, expiry blurred.',
          },
        ],
        why_it_works:
          'Explains the rule the commenter did not know existed, before it costs viewers a trip • Points to official sources, so the advice stays accurate across countries • The "pause and check now" action creates instant engagement • Surprise expiry comments are relatable and invite follow-up questions',
      },
      source: {
        comment: "got denied boarding bc my passport expired in 4 months?? i didn't even know that was a rule",
        commentAuthor: '@deniedboarding.dee',
        commentLikes: 9472,
        videoTitle: 'Travel documents checklist before any international trip',
        videoCreator: '@visaready.vic',
        videoViews: 2_340_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'What to do if you lose your passport abroad',
      content: {
        hooks: [
          'Losing your passport abroad is stressful, but it is fixable. Here is the order of steps.',
          'I lost my passport two days before my flight home. These steps got me on the plane.',
          'Five minutes of prep now makes a lost passport a lot less scary later.',
        ],
        sections: [
          {
            title: 'Before you go',
            text: 'Photo of passport in secure cloud storage • paper copy packed separately',
            voiceover:
              'Before you leave, save a photo of your passport somewhere secure in the cloud and pack a paper copy separately from the real thing.',
            visuals: 'Photocopy of a passport (details blurred) going into a different bag, phone showing a secure folder.',
          },
          {
            title: 'Save the contacts',
            text: 'Your embassy or consulate address • insurance policy number and hotline',
            voiceover:
              'Save the address of your embassy or consulate at your destination, plus your travel insurance policy number and hotline.',
            visuals: 'Contacts being typed into a notes app and written on a small card.',
          },
          {
            title: 'If it is lost or stolen',
            text: 'Report it to local police • get a copy of the report',
            voiceover:
              'If it is lost or stolen, report it to the local police and ask for a copy of the report. You may need it for the embassy and your insurance.',
            visuals: 'Exterior of a police station, then a report form in hand.',
          },
          {
            title: 'Contact your embassy',
            text: 'Emergency or replacement travel document • bring ID, photos, the report',
            voiceover:
              'Then contact your embassy or consulate. Many can issue an emergency travel document. Bring any ID you have, your copy and passport photos if possible.',
            visuals: 'You at a consulate waiting area, holding a folder with copies and photos.',
          },
          {
            title: 'Prep check',
            text: 'Do you have a copy of your passport saved right now?',
            voiceover: 'Honest answer: do you have a copy of your passport saved right now? Comment yes or no, then go make one.',
            visuals: 'Talk to camera, then you photographing your passport on a table.',
          },
        ],
        why_it_works:
          'Calms the fear in the comment with a clear, ordered plan • Splits the advice into prep and response, which is easy to follow and save • Recommending the official embassy route keeps it accurate • The yes-or-no question is effortless to answer and nudges action',
      },
      source: {
        comment: 'what do you actually do if you lose your passport abroad?? this is genuinely my biggest travel fear',
        commentAuthor: '@anxious.aviator',
        commentLikes: 5308,
        videoTitle: 'Worst things that happened to me while traveling',
        videoCreator: '@misadventure.mo',
        videoViews: 2_720_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'budget-travel',
    A: {
      title: 'Pay in the local currency: the card machine question',
      content: {
        hooks: [
          'When the card machine abroad asks which currency, there is usually a right answer.',
          'I always chose my home currency abroad because it felt safer. It was costing me money.',
          'Home currency or local currency? One tap can change what you pay.',
        ],
        sections: [
          {
            title: 'The question',
            text: 'Card machine or ATM: "pay in your currency?"',
            voiceover:
              'Abroad, card machines and ATMs often ask if you want to pay in your home currency. It sounds helpful. It often is not.',
            visuals: 'Close-up of a generic card terminal screen showing two currency options.',
          },
          {
            title: 'Why home currency costs more',
            text: 'Home currency → the merchant side sets the exchange rate, often with a markup',
            voiceover:
              "If you pick your home currency, the conversion is done on the merchant's side, often at a worse rate with a markup built in.",
            visuals: 'Two receipts side by side with the final amounts highlighted.',
          },
          {
            title: 'The rule',
            text: 'Choose LOCAL currency • at ATMs, decline the conversion',
            voiceover:
              'So choose the local currency. At an ATM, decline the conversion offer. Your card network handles the exchange instead.',
            visuals: 'Finger tapping the local currency option, then pressing "decline conversion" on an ATM.',
          },
          {
            title: 'Check your card',
            text: 'Foreign transaction fees vary • check before you go',
            voiceover:
              "Your own bank may still charge a foreign transaction fee, so check your card's terms before you travel. This is general info, not financial advice.",
            visuals: 'Scrolling a generic banking app fee page, caption "check your bank".',
          },
          {
            title: 'Did you know?',
            text: 'Which one have you been choosing?',
            voiceover: 'Be honest: which one have you been choosing? Comment home or local.',
            visuals: 'Talk to camera holding a card, a two-option poll on screen.',
          },
        ],
        why_it_works:
          "Answers the commenter's panic moment at the card machine with a clear rule • A before/after receipt comparison makes the cost visible • Educational framing and 'check your bank' keep it accurate and responsible • The home-or-local poll gets quick, honest comments",
      },
      source: {
        comment: 'the card machine asked if i wanted to pay in my currency or euros and i panicked and picked mine. was that bad??',
        commentAuthor: '@eurotrip.emma',
        commentLikes: 6944,
        videoTitle: 'Money mistakes I made traveling in Europe',
        videoCreator: '@coinandcompass',
        videoViews: 2_490_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Cash or card abroad: how to split it',
      content: {
        hooks: [
          'How much cash should you bring abroad? Probably less than you think, but not zero.',
          'I brought a huge stack of cash on my first trip abroad and carried it around nervously for two weeks.',
          'Cards, cash and ATMs: the simple split for your first international trip.',
        ],
        sections: [
          {
            title: 'Research card acceptance',
            text: 'Some places are almost cashless • others are still cash-heavy',
            voiceover:
              'First, look up how card-friendly your destination is. Some places are almost cashless; in others, markets, small shops and taxis still want cash.',
            visuals: 'Split screen: tap-to-pay at a cafe vs a market stall with cash changing hands.',
          },
          {
            title: 'Bring two cards',
            text: 'Ideally on different card networks • keep them in separate places',
            voiceover:
              'Bring at least two cards, ideally on different networks, and keep them in separate places. If one stops working, you are not stuck.',
            visuals: 'Two cards going into two different bags.',
          },
          {
            title: 'Get cash there',
            text: 'Bank ATMs usually beat airport exchange booths • check your ATM fees',
            voiceover:
              "Instead of exchanging lots of cash at home, use a bank ATM at your destination. Exchange booths, especially at airports, often have poorer rates. Check your bank's ATM fees first.",
            visuals: 'Walking past an airport exchange booth toward an ATM inside a bank lobby.',
          },
          {
            title: 'Keep small cash',
            text: 'Small notes for markets, tips, toilets and transport',
            voiceover: 'Keep some small notes and coins on you for markets, tips, public toilets and transport tickets.',
            visuals: 'Coins in a small pouch, paying at a market stall.',
          },
          {
            title: 'Where are you going?',
            text: 'Tell me your destination • I will tell you cash or card',
            voiceover:
              'Comment where you are going and I will tell you how cash-heavy I found it. Not financial advice, just travel experience.',
            visuals: 'Talk to camera, world map behind you.',
          },
        ],
        why_it_works:
          'Answers the first-timer in the comment with a practical, destination-aware plan • Simple split-screen visuals explain cash vs card culture without sound • Accurate, hedged advice on ATMs and fees builds trust • Destination comments create easy personalized follow-ups',
      },
      source: {
        comment: 'how much cash should i even bring?? never traveled internationally before and i am so confused',
        commentAuthor: '@firstpassport.fin',
        commentLikes: 2468,
        videoTitle: 'First international trip: everything I wish I knew',
        videoCreator: '@newstamp.nadia',
        videoViews: 1_410_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'solo-travel',
    A: {
      title: 'How introverts make friends on a solo trip',
      content: {
        hooks: [
          "You don't need to be loud or go to party hostels to meet people on a solo trip.",
          'I am a full introvert and I have never spent a solo trip completely alone. Here is how.',
          'Four low-pressure ways to meet people when you travel alone.',
        ],
        sections: [
          {
            title: 'Walking tours',
            text: 'Free or tip-based walking tours • built-in conversation for 2 hours',
            voiceover:
              'Join a walking tour on your first day. Many cities have tip-based ones. You are walking side by side for two hours, so conversation happens naturally.',
            visuals: 'Group following a guide through old streets, you chatting with someone at the back.',
          },
          {
            title: 'Classes and day trips',
            text: 'Cooking class • language lesson • group day trip',
            voiceover:
              'Book a class or a group day trip: cooking, a language lesson, a boat tour. A shared activity does the talking for you.',
            visuals: 'Hands rolling dumplings in a cooking class, then a group on a boat deck.',
          },
          {
            title: 'The easy opener',
            text: '"Have you done anything good around here?"',
            voiceover:
              'My go-to opener: have you done anything good around here? Everyone has an answer, and it works in hostels, cafes and tour queues.',
            visuals: 'You asking the question in a hostel kitchen, the other person lighting up and pointing at a map.',
          },
          {
            title: 'Protect your recharge time',
            text: 'Social in the day • quiet evenings are allowed',
            voiceover:
              'And plan quiet time too. Be social during the day and enjoy a calm evening alone. That balance is what makes it sustainable.',
            visuals: 'Evening shot of you reading on a balcony with tea, city lights below.',
          },
          {
            title: 'Your opener',
            text: 'What is your go-to way to start a conversation while traveling?',
            voiceover: 'Comment your go-to conversation starter when you travel. Introverts, I especially want yours.',
            visuals: 'Talk to camera on a hostel bunk, waving awkwardly then laughing.',
          },
        ],
        why_it_works:
          'Speaks directly to the introvert in the comment instead of assuming everyone wants to party • Structured activities feel achievable for shy viewers • The ready-made opener line is a concrete, quotable takeaway • Conversation-starter comments give other viewers even more ideas',
      },
      source: {
        comment: "i want to travel solo but i'm an introvert, how do you actually meet people without forcing it",
        commentAuthor: '@quiet.quest',
        commentLikes: 5862,
        videoTitle: 'Solo travel made me a different person',
        videoCreator: '@onewaywillow',
        videoViews: 3_160_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'What to do on a lonely night during a solo trip',
      content: {
        hooks: [
          "Nobody posts about the lonely nights on solo trips. Let's talk about them.",
          'Day five of my first solo trip, I cried in a hotel room. Here is what got me out of it.',
          'Feeling lonely on a solo trip does not mean the trip is failing.',
        ],
        sections: [
          {
            title: 'It is normal',
            text: 'Loneliness often hits a few days in • it passes',
            voiceover:
              'First, this is really common. It often hits a few days in, when the excitement wears off. It does not mean solo travel is not for you.',
            visuals: 'Quiet shot of a hotel room at dusk, you sitting on the bed, then looking up at camera.',
          },
          {
            title: 'Go where people are',
            text: 'Busy square • night market • a cafe with counter seats',
            voiceover:
              'Get out of the room and go where people are: a busy square, a night market, a cafe with counter seating. You do not have to talk to anyone.',
            visuals: 'Lanterns over a night market, you eating at a communal table.',
          },
          {
            title: 'Call home, with video',
            text: 'A video call beats scrolling',
            voiceover: 'Call someone at home, with video if you can. Seeing a familiar face helps in a way that scrolling does not.',
            visuals: 'Phone propped up on a table, a blurred video call, you laughing.',
          },
          {
            title: 'Book tomorrow',
            text: 'Book one group activity for tomorrow',
            voiceover:
              'Then book one group activity for tomorrow: a tour, a class, a group dinner. Having a plan with people in it changes the mood.',
            visuals: 'Booking confirmation on a phone screen (generic), you nodding.',
          },
          {
            title: 'You are not alone in this',
            text: 'Has this happened to you?',
            voiceover: 'If this has happened to you, tell us in the comments. Someone on their day five needs to read it.',
            visuals: 'Walking back to your room through a lit-up street, calmer.',
          },
        ],
        why_it_works:
          'Validates an honest, under-discussed feeling from the comment, which builds deep trust • A vulnerable story hook stops the scroll • Four small actions give viewers a plan for their own lonely night • Shared experiences in the comments create a supportive community',
      },
      source: {
        comment: 'nobody talks about how lonely solo travel gets around day 5. i literally cried in my hostel bunk last night',
        commentAuthor: '@day5blues',
        commentLikes: 7796,
        videoTitle: 'Solo travel: expectation vs reality',
        videoCreator: '@honest.atlas',
        videoViews: 2_880_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'trip-planning',
    A: {
      title: 'How early you really need to be at the airport',
      content: {
        hooks: [
          'One hour before your flight is not enough at most airports. Four hours is usually too much.',
          'My dad wants to be at the airport four hours early. I used to say one hour. We were both wrong.',
          'How early should you get to the airport? It depends on four things.',
        ],
        sections: [
          {
            title: 'The usual guideline',
            text: 'Often recommended: ~2 hours domestic • ~3 hours international',
            voiceover:
              'A common guideline is about two hours before a domestic flight and three hours before an international one. It is a starting point, not a law.',
            visuals: 'Clock graphic with 2h and 3h markers, airport entrance in the background.',
          },
          {
            title: 'The real deadlines',
            text: 'Check-in cutoff • bag drop cutoff • gate closing time → check your airline',
            voiceover:
              "What really matters are your airline's deadlines: when check-in closes, when bag drop closes and when the gate closes. They vary, so check your airline.",
            visuals: 'Generic boarding pass with the gate closing time circled.',
          },
          {
            title: 'Add time if…',
            text: 'Checking bags • peak holidays • big or unfamiliar airport • traveling with kids • document checks',
            voiceover:
              'Add extra time if you are checking bags, flying at peak times, using a big or unfamiliar airport, traveling with kids or need your documents checked.',
            visuals: 'Quick cuts: a long bag drop line, a holiday crowd, a terminal map, a stroller.',
          },
          {
            title: 'You can cut it closer if…',
            text: 'Carry-on only • checked in online • small airport you know well',
            voiceover: 'You can cut it a bit closer if you have carry-on only, you checked in online and you know the airport well.',
            visuals: 'Breezing through a small terminal with just a backpack, mobile boarding pass in hand.',
          },
          {
            title: 'Settle the debate',
            text: 'Early bird or last-minute traveler?',
            voiceover:
              'So who is right in your family? Comment how early you get to the airport and I will tell you if you are the problem.',
            visuals: 'Split screen: you as the early bird with a coffee, you as the last-minute sprinter.',
          },
        ],
        why_it_works:
          'Settles the family debate in the comment with a nuanced, accurate answer • Pointing to airline deadlines with "check your airline" keeps it correct everywhere • The "add time if / cut it closer if" structure is easy to apply and save • Family debates are highly relatable and drive tag-a-friend comments',
      },
      source: {
        comment: "my dad insists on being at the airport 4 hours early and i say 1 hour is fine, who's right 😂",
        commentAuthor: '@latecheckin.leo',
        commentLikes: 11_240,
        videoTitle: 'Airport hacks from a frequent flyer',
        videoCreator: '@boardinggroup.one',
        videoViews: 5_360_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The night-before-a-flight checklist',
      content: {
        hooks: [
          'Most travel-day disasters start the night before. Here is my ten-minute checklist.',
          'I once made it to the airport without my passport. Now I do this every night before a flight.',
          'Ten minutes the night before can save you a panicked morning.',
        ],
        sections: [
          {
            title: 'Flight and check-in',
            text: 'Check in online • download the boarding pass • confirm time and terminal',
            voiceover:
              'Check in online, download your boarding pass to your phone and confirm the departure time and terminal. Schedules do change.',
            visuals: 'Phone showing a generic boarding pass being saved, terminal number circled.',
          },
          {
            title: 'Documents by the door',
            text: 'Passport/ID • visa or authorization • cards • put them in the bag now',
            voiceover: 'Put your passport or ID, any visa paperwork and your cards in your bag tonight, not tomorrow morning.',
            visuals: 'Passport going into a bag that is then placed right by the front door.',
          },
          {
            title: 'Charge and download',
            text: 'Charge phone + power bank • offline maps • save the hotel address',
            voiceover:
              'Charge your phone and power bank, download offline maps and save your accommodation address where you can find it without data.',
            visuals: 'Devices charging on a nightstand, an offline map download progress bar.',
          },
          {
            title: 'Morning, pre-decided',
            text: 'Outfit laid out • liquids bag packed • 2 alarms • ride to the airport planned',
            voiceover:
              'Lay out your travel outfit, pack the liquids bag, set two alarms and plan exactly how you are getting to the airport, with a buffer.',
            visuals: 'Outfit folded on a chair, clear bag on top, two alarms on the phone screen.',
          },
          {
            title: 'What do you forget?',
            text: 'What is the thing you always forget?',
            voiceover: 'Comment the one thing you always forget, and I will add the best ones to a printable version of this list.',
            visuals: 'Talk to camera holding the checklist, ticking the last box.',
          },
        ],
        why_it_works:
          'Answers the forgetful commenter with a simple, repeatable routine • A checklist format is one of the most saved and shared formats in travel content • Each step is concrete and easy to film at home • "What do you always forget?" produces relatable comments and a follow-up printable',
      },
      source: {
        comment: 'i ALWAYS forget something important the night before a trip. this time it was my passport 💀',
        commentAuthor: '@forgot.it.again',
        commentLikes: 4726,
        videoTitle: 'My travel day routine from start to finish',
        videoCreator: '@seatbelt.sign',
        videoViews: 1_760_000,
        platform: 'youtube',
      },
    },
  },
]);
