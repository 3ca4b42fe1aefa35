import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Side Hustles: 14 days of ideas, variants A and B (starting and running realistic side income, with taxes and platform rules). */
export const SIDEHUSTLE_IDEAS: readonly ContentIdea[] = dailyIdeas('sidehustle', [
  {
    subNiche: 'getting-started',
    A: {
      title: 'Pick a side hustle from skills you already have',
      content: {
        hooks: [
          'Stop scrolling side hustle lists. The best one for you is hiding in your job description.',
          "I wasted three months on a side hustle I had zero skills for. Here's the exercise I should have started with.",
          "Grab a piece of paper. In five minutes you'll have three side hustle ideas that actually fit you.",
        ],
        sections: [
          {
            title: 'Column 1: what you can do',
            text: 'Skills from work • Hobbies • Things friends ask you for help with',
            voiceover:
              'Column one: everything you can already do. Skills from your job, your hobbies, and the things friends always ask you to help with. Fixing their CV counts. Editing their photos counts.',
            visuals: 'Overhead shot of a notepad split into three columns, the first one filling up with handwritten skills.',
          },
          {
            title: 'Column 2: who pays for it',
            text: 'Individuals? Small businesses? Who already spends money on this?',
            voiceover:
              "Column two: who already pays for this? If small businesses hire someone to do it, or people pay for it locally, there is demand. If nobody pays for it anywhere, that's a warning sign.",
            visuals: "Second column filling up: 'local cafés', 'busy parents', 'small online shops', with arrows back to the skills.",
          },
          {
            title: 'Column 3: your real hours',
            text: 'Hours per week you can give it, honestly',
            voiceover:
              'Column three: how many hours a week you can actually give it, not on your best week. Five honest hours beats twenty imaginary ones.',
            visuals: 'A weekly calendar with the free evening and weekend blocks highlighted in yellow.',
          },
          {
            title: 'Circle the overlap',
            text: 'Skill + paying customer + fits your hours = start there',
            voiceover:
              "Circle the ideas where all three line up. That's your starting point. It won't make you rich overnight, but it's something you can test this month.",
            visuals: 'Red pen circling two ideas, then a close-up of the circled words.',
          },
          {
            title: 'Your skill',
            text: 'Comment one skill and your hours per week',
            voiceover: "Comment one skill you have and how many hours a week you've got. I'll reply with a realistic way to test it.",
            visuals: 'Talk to camera holding the notepad, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's real blocker: not knowing which side hustle fits them • A pen-and-paper exercise viewers can do while watching boosts saves and completion • Honest framing (no overnight riches) builds trust in a niche full of hype • 'Comment your skill' gives you a queue of personalized follow-up videos",
      },
      source: {
        comment: 'every side hustle video says a different thing. how do i know which one is actually for ME',
        commentAuthor: '@lost.in.lists',
        commentLikes: 8120,
        videoTitle: '25 side hustles you can start this weekend',
        videoCreator: '@hustle.index',
        videoViews: 3_420_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Why most passive income isn't passive at first",
      content: {
        hooks: [
          "Passive income is real. It's just not passive at the start, and nobody puts that in the thumbnail.",
          "I bought a course that promised passive income. Here's what the first six months actually looked like.",
          "What does 'passive' income really cost you in hours? Let's be honest.",
        ],
        sections: [
          {
            title: 'The front-loaded work',
            text: 'Digital product: build it • Content: film 100 videos • Rentals: buy, fix, manage',
            voiceover:
              'Almost every passive income idea is front-loaded. A digital product has to be built and marketed. A content channel needs a lot of videos. Renting things out needs buying, cleaning and managing.',
            visuals: 'Three cards on a table, each flipped over to reveal a long list of work behind it.',
          },
          {
            title: 'The part that stays active',
            text: 'Customer questions • Updates • Platform changes • Marketing',
            voiceover:
              'And it rarely goes fully hands-off. Customers email, platforms change their rules, products need updates, and sales usually slow down when you stop promoting.',
            visuals: 'Phone screen with a stack of customer messages and a platform policy update notification.',
          },
          {
            title: 'Red flags in the pitch',
            text: "'Guaranteed income' • 'No work required' • Income screenshots with no costs shown",
            voiceover:
              'If someone promises guaranteed income, no work, or only shows revenue screenshots without costs, be careful. Real businesses have expenses, slow months and refunds.',
            visuals: 'A mock ad with three phrases highlighted in red marker.',
          },
          {
            title: 'A better question',
            text: 'What can I build slowly that earns a bit more over time?',
            voiceover:
              'A better question is: what can I build slowly, around my job, that could earn a bit more over time? That mindset survives the boring months.',
            visuals: 'Talk to camera at a desk with a laptop, calm tone.',
          },
          {
            title: 'Your passive income question',
            text: "Comment the 'passive' idea you're considering",
            voiceover: "Which passive income idea are you looking at? Comment it and I'll break down the real work behind it.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Responds to the commenter's doubt with honesty instead of hype, which stands out in this niche • Flipping cards to reveal hidden work is a strong visual that works on mute • Teaching viewers to spot red flags protects them and earns trust • 'Comment your idea' creates a breakdown series that people follow",
      },
      source: {
        comment: "is passive income actually passive or is everyone just lying 😂 bc i've been 'building' mine for a year",
        commentAuthor: '@notsopassive.nia',
        commentLikes: 11_940,
        videoTitle: 'How I make money while I sleep',
        videoCreator: '@sleepmoney.sean',
        videoViews: 4_870_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'freelancing',
    A: {
      title: 'Land your first freelance client with no portfolio',
      content: {
        hooks: [
          "You don't need a portfolio to get your first client. You need three samples and one warm message.",
          'My first freelance client came from a message to my old manager, not a job board.',
          "No experience, no portfolio, no reviews? Here's the order I'd do it in.",
        ],
        sections: [
          {
            title: 'Make three spec samples',
            text: '3 small pieces, made for a realistic (imaginary) client',
            voiceover:
              "Make three small samples of the exact work you want to be hired for. Rewrite a product page, design a menu, edit a short clip. Label them as sample work, and don't use another company's logo or content as if they hired you.",
            visuals: "Laptop screen showing three simple sample projects side by side with 'SAMPLE' tags.",
          },
          {
            title: 'Start with warm contacts',
            text: 'Old coworkers • Past managers • Friends who run businesses',
            voiceover:
              'Then message people who already know you: old coworkers, past managers, friends with a small business. People hire people they trust.',
            visuals: 'Scrolling a contacts list, three names highlighted.',
          },
          {
            title: 'The warm message',
            text: "'I'm taking on a few [skill] projects. Know anyone who needs help with [problem]?'",
            voiceover:
              "Keep the message short: I'm taking on a few design projects this month, do you know anyone who needs help with this? Asking for referrals feels less pushy than asking for work.",
            visuals: 'The message typed out on a phone with the placeholders highlighted.',
          },
          {
            title: 'Do it well, then ask',
            text: 'Deliver on time • Ask for a testimonial • Ask who else might need it',
            voiceover:
              "When you land one, deliver on time, then ask for a short testimonial and whether they know anyone else. That's how one client turns into three.",
            visuals: "An email thread ending with a short glowing reply, screenshot saved into a 'testimonials' folder.",
          },
          {
            title: 'Your skill',
            text: 'Comment what you want to freelance in',
            voiceover: "What do you want to freelance in? Comment it and I'll suggest three samples you could make this week.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          'Breaks the catch-22 in the comment (no clients without a portfolio, no portfolio without clients) • Copy-paste message templates are highly saveable • Warm outreach feels achievable for beginners, so viewers act on it • Sample suggestions for each comment create an easy reply-video series',
      },
      source: {
        comment: "how do you get clients when you have no portfolio and you can't get a portfolio without clients 🥲",
        commentAuthor: '@catch22.cam',
        commentLikes: 9034,
        videoTitle: 'How I went from 0 to 5 freelance clients',
        videoCreator: '@freelance.frankie',
        videoViews: 1_930_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "The outreach message that doesn't sound spammy",
      content: {
        hooks: [
          "If your pitch starts with 'I hope this finds you well', it's probably getting ignored.",
          'I sent 40 copy-paste pitches and got zero replies. Then I changed three things.',
          "Here's a cold pitch small business owners actually read.",
        ],
        sections: [
          {
            title: 'Open with them, not you',
            text: 'One specific thing you noticed about their business',
            voiceover:
              'Open with something specific about their business. Your menu is hard to read on mobile. Your last three posts have no captions. It proves you actually looked.',
            visuals: "Screen recording of a café's website on a phone, with a tiny blurry menu circled.",
          },
          {
            title: 'Offer one small fix',
            text: 'One concrete idea • Not your whole service list',
            voiceover:
              'Then offer one small fix, not a menu of services. I could turn this into a clean one-page menu that reads well on a phone.',
            visuals: 'A quick before/after mock-up of the menu, clearly labelled as a mock-up.',
          },
          {
            title: 'Make replying easy',
            text: "'Want me to send a quick example?' • Yes/no question",
            voiceover:
              "End with a yes or no question: want me to send over a quick example? Easy to answer beats 'let me know your thoughts'.",
            visuals: 'The full pitch on screen, short enough to fit without scrolling.',
          },
          {
            title: 'Play by the rules',
            text: 'Follow platform and anti-spam rules • One follow-up, then stop',
            voiceover:
              "Follow the platform's messaging rules and your local anti-spam laws, send one polite follow-up, and then leave it. Nobody hires the person who messaged them six times.",
            visuals: 'Calendar reminder set for one follow-up a week later, then the conversation archived.',
          },
          {
            title: 'Pitch review',
            text: 'Paste your pitch opener in the comments',
            voiceover: "Paste the first line of your pitch in the comments and I'll rewrite a few of them in the next video.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Directly fixes the zero-reply problem in the comment with a structure anyone can copy • The specific café example makes the advice concrete and believable • Mentioning platform rules and one follow-up keeps it ethical and non-spammy • 'Paste your opener' invites comments that become a pitch-makeover series",
      },
      source: {
        comment: "i've sent like 50 dms to small businesses and nobody replies. what am i doing wrong",
        commentAuthor: '@ghosted.grace',
        commentLikes: 5276,
        videoTitle: 'Cold DMing 100 businesses: my results',
        videoCreator: '@outreach.otto',
        videoViews: 1_260_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'reselling',
    A: {
      title: 'Check if a thrift find will sell before you buy',
      content: {
        hooks: [
          "The price tag isn't the problem. Not knowing if it'll sell is.",
          'I once bought 30 items at the thrift store and 22 of them are still in my closet.',
          'Before you buy anything to flip, do this 30-second check in the aisle.',
        ],
        sections: [
          {
            title: 'Search sold, not listed',
            text: 'Filter for SOLD listings • Active listings only show asking prices',
            voiceover:
              'Open your resale app and filter for sold listings, not active ones. Active listings are what people hope to get. Sold listings are what buyers actually paid.',
            visuals: "Phone in a thrift store aisle, toggling the 'sold' filter on, prices changing.",
          },
          {
            title: 'Check how fast it sells',
            text: 'Lots of recent sales = moves • Hundreds listed, few sold = slow',
            voiceover:
              'Then look at how many sold recently compared to how many are still listed. Lots of recent sales means it moves. Hundreds listed and only a few sold means it could sit for months.',
            visuals: 'Split screen: a long list of sold results next to a long list of unsold ones.',
          },
          {
            title: 'Do the quick math',
            text: 'Typical sold price − fees − shipping − what you pay = real profit',
            voiceover:
              "Take the typical sold price, subtract platform fees, shipping and what you'd pay for it. If what's left isn't worth your time, leave it on the rack.",
            visuals: 'Calculator app on screen with the numbers typed in, result circled.',
          },
          {
            title: 'Condition check',
            text: 'Stains • Missing parts • Broken zips • Smells = lower price or skip',
            voiceover: 'Last, check it properly. Stains, missing parts, broken zips and smells all drop the price or make it a pass.',
            visuals: 'Close-up of hands checking seams, zips and labels under the store lights.',
          },
          {
            title: 'Would you flip it?',
            text: 'Comment your best or worst flip',
            voiceover: "What's your best or worst flip? Comment it, and I'll check the sold data on a few of them.",
            visuals: 'Holding up a thrift find to camera, then pointing down.',
          },
        ],
        why_it_works:
          "Fixes the exact pain in the comment: a closet full of stuff that never sold • The in-aisle phone demo feels real and easy to copy next time viewers shop • Sold-versus-active is a simple insight many beginners miss, so it gets saved • 'Best or worst flip' comments are entertaining and give you real examples to analyze",
      },
      source: {
        comment: 'how do you know what will actually sell?? i have a whole rack of stuff i thought was a good flip lol',
        commentAuthor: '@rackofregret',
        commentLikes: 6418,
        videoTitle: 'Thrift with me: flipping for profit',
        videoCreator: '@thriftflip.tori',
        videoViews: 2_740_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'The hidden costs that eat your reselling profit',
      content: {
        hooks: [
          'You bought it for 5 and sold it for 30. You did not make 25.',
          'I thought I was making great money reselling until I added up these six costs.',
          "Here's the reselling math those big-profit videos skip.",
        ],
        sections: [
          {
            title: 'Platform and payment fees',
            text: "Selling fees + payment processing • Check your platform's current fee page",
            voiceover:
              "First, fees. Most platforms take a selling fee, and there's often payment processing on top. Check your platform's current fee page, because they change.",
            visuals: 'Screen recording of a sale summary with the fee lines highlighted.',
          },
          {
            title: 'Shipping and supplies',
            text: 'Postage you cover • Mailers • Tape • Labels • Printer ink',
            voiceover:
              'Then shipping you cover, and supplies: mailers, tape, labels and printer ink. Small costs, but they add up on every order.',
            visuals: 'Packing station with mailers and tape, each item getting a small price sticker.',
          },
          {
            title: 'Returns and unsold stock',
            text: 'Returns • Lost parcels • Items that never sell',
            voiceover:
              'Then the things nobody films: returns, the occasional lost parcel, and the items that never sell. That money is gone too.',
            visuals: "A box labelled 'didn't sell' being pushed into a closet.",
          },
          {
            title: 'Your time and taxes',
            text: 'Sourcing + photos + listing + packing hours • Income may be taxable',
            voiceover:
              'And your time: sourcing, photographing, listing and packing. Plus, depending on where you live, reselling for profit can be taxable income. Keep records and check your local rules.',
            visuals: 'A timer running while you photograph, list and pack one item, then a notebook of sales records.',
          },
          {
            title: 'Run your numbers',
            text: "Comment your last sale and I'll do the real math",
            voiceover: "Comment your last sale price and what you paid, and I'll break down what you actually kept.",
            visuals: 'Talk to camera beside the packing station, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's suspicion about inflated profit claims with honest, itemized math • The opening line corrects a common mistake in one sentence, which grabs attention • Mentioning taxes and fee changes adds credibility that hype videos lack • 'Do the real math' comments turn viewers' own numbers into follow-up content",
      },
      source: {
        comment: 'these profit numbers never include fees or shipping… what do resellers ACTUALLY take home?',
        commentAuthor: '@realmath.rory',
        commentLikes: 4863,
        videoTitle: 'I made $2,000 reselling in one month',
        videoCreator: '@flipqueen.fay',
        videoViews: 3_180_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'money-admin',
    A: {
      title: 'Set money aside for taxes from every payment',
      content: {
        hooks: [
          'The most expensive side hustle mistake happens months after you get paid.',
          'My first year freelancing, I spent everything I earned. Then the tax bill arrived.',
          "Side hustle money isn't all yours. Here's how to not get caught out.",
        ],
        sections: [
          {
            title: 'Side income is usually taxable',
            text: 'In many countries, side income must be reported • Rules and thresholds vary',
            voiceover:
              "In most countries, money from a side hustle counts as income, even if it's small. Some places have allowances or thresholds, so look up the rules where you live.",
            visuals: 'Talk to camera at a desk with a laptop and a stack of invoices.',
          },
          {
            title: 'Skim a percentage every time',
            text: "Every payment → move a set % to a separate 'tax' account",
            voiceover:
              "The simplest habit: every time you get paid, move a set percentage into a separate savings account you don't touch. Ask an accountant or tax office what percentage makes sense for you.",
            visuals: "Banking app: a payment arrives, then a transfer to a pot labelled 'TAX - DO NOT TOUCH'.",
          },
          {
            title: 'Know your deadlines',
            text: 'Annual return? Quarterly payments? Find out now, not in April',
            voiceover:
              'Find out your deadlines now. In the US, for example, if you expect to owe $1,000 or more you may need to pay estimated tax quarterly. Other countries work differently.',
            visuals: 'Calendar with tax deadlines marked in red, a reminder being set.',
          },
          {
            title: 'Get help early',
            text: 'Not tax advice • A one-off chat with a tax professional can save a lot',
            voiceover:
              "This is general info, not tax advice. If you're unsure, a one-off session with a tax professional or your tax office's free guidance is worth it before your first return.",
            visuals: "Notes list titled 'questions for the accountant', three questions written out.",
          },
          {
            title: 'Where are you based?',
            text: 'Comment your country and your side hustle',
            voiceover: "Comment where you're based and what your side hustle is. I'll point you to the official guidance to read first.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Addresses the anxiety in the comment before it becomes a real bill • Clear 'not tax advice' framing and pointers to official guidance keep it responsible • The separate-account visual is simple and easy to copy today • Country comments reveal your audience and set up localized follow-ups",
      },
      source: {
        comment: "wait do i have to pay taxes on my side hustle?? i've made like 3k this year and haven't saved anything 😬",
        commentAuthor: '@uhoh.olivia',
        commentLikes: 10_362,
        videoTitle: 'My side hustle income, month by month',
        videoCreator: '@sidebiz.sasha',
        videoViews: 2_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Track side hustle money in 10 minutes a week',
      content: {
        hooks: [
          "If your side hustle money is mixed in with your grocery money, you don't know if it's working.",
          'I used to dig through six months of bank statements at tax time. Never again.',
          'One account, one spreadsheet, ten minutes every Sunday.',
        ],
        sections: [
          {
            title: 'Separate account',
            text: 'All side hustle money in and out of ONE account',
            voiceover:
              'Step one: open a separate account for your side hustle, even a free basic one. Everything it earns goes in, everything it spends comes out of it.',
            visuals: "Two bank cards on a table, one labelled 'LIFE', the other 'HUSTLE'.",
          },
          {
            title: 'A simple spreadsheet',
            text: 'Date • What • Money in • Money out • Category • Receipt?',
            voiceover:
              "Step two: a spreadsheet with six columns. Date, what it was, money in, money out, a category, and whether you saved the receipt. That's it.",
            visuals: 'Screen recording of a clean spreadsheet being filled in with a few entries.',
          },
          {
            title: 'Receipts in one folder',
            text: 'Photo every receipt → one folder, named by date',
            voiceover:
              'Step three: snap a photo of every receipt and drop it into one folder, named by date. Future you will be very grateful.',
            visuals: 'Phone camera photographing a receipt, then the file appearing in a dated folder.',
          },
          {
            title: 'The Sunday 10 minutes',
            text: 'Match the bank account to the sheet • Note your total for the month',
            voiceover:
              "Every Sunday, spend ten minutes matching the bank account to the sheet. At month end you'll see exactly what came in, what went out, and what you actually kept.",
            visuals: 'Sunday morning coffee, laptop open, a timer set to 10 minutes.',
          },
          {
            title: 'Want the template?',
            text: "Comment 'sheet' and I'll show my setup",
            voiceover: "Comment 'sheet' and I'll walk through my full setup in the next video.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's chaos (money mixed everywhere) with a system that takes ten minutes • The two-cards visual makes separation instantly clear on mute • Good records make tax time easier, which connects to a real fear in this audience • A one-word comment prompt drives lots of comments and sets up a template follow-up",
      },
      source: {
        comment: 'how do you keep track of it all? my side hustle money just disappears into my normal account',
        commentAuthor: '@wherediditgo.wes',
        commentLikes: 3784,
        videoTitle: 'Side hustle Sunday: my weekly routine',
        videoCreator: '@sundayhustle.sol',
        videoViews: 980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'getting-started',
    A: {
      title: 'Find 5 hours a week for a side hustle with a 9-5',
      content: {
        hooks: [
          "You don't need more hours in the day. You need to know where your current ones go.",
          'I said I had no time for a side hustle. Then I checked my screen time.',
          "Five hours a week is enough to test a side hustle. Here's where to find them.",
        ],
        sections: [
          {
            title: 'Do a one-week time audit',
            text: 'Write down what you do in 30-minute blocks for 7 days',
            voiceover:
              "For one week, jot down what you do in thirty-minute blocks. No judging, just noticing. Most people find a few hours they didn't know they had.",
            visuals: 'A printed weekly grid being filled in with colored pens, a screen time page beside it.',
          },
          {
            title: 'Find your power blocks',
            text: 'Two 90-min blocks + a few 30-min gaps ≈ 5 hours',
            voiceover:
              "Look for two longer blocks, like Saturday morning and one weeknight, plus a few short gaps. That's roughly five hours, enough to make real progress.",
            visuals: 'The same grid with two long blocks highlighted in green and short gaps in yellow.',
          },
          {
            title: 'Match the task to the block',
            text: 'Long blocks = deep work • Short gaps = admin, replies, posting',
            voiceover:
              'Use long blocks for deep work like creating or client projects. Use short gaps for admin: replying to messages, listing items, posting.',
            visuals: 'Quick cuts: focused laptop work at a desk, then replying to a message on the bus.',
          },
          {
            title: 'Protect your rest',
            text: 'Keep at least one evening fully off • Burnout kills side hustles',
            voiceover:
              "Keep at least one evening completely off. A side hustle that burns you out in two months won't earn you anything long-term.",
            visuals: "A calendar with one evening blocked as 'OFF', then a cut to you cooking dinner.",
          },
          {
            title: 'Your busiest hour',
            text: 'Comment your work hours and commute',
            voiceover: "Comment your work hours and commute, and I'll suggest where your five hours could come from.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Takes the commenter's 'no time' objection seriously and shows how to check it instead of lecturing • The colored time grid is a strong visual that works without sound • Protecting rest makes the advice sustainable and more trustworthy than hustle-culture content • Schedule comments give you personalized examples for follow-ups",
      },
      source: {
        comment: "how are people doing side hustles with a full time job?? i get home at 6:30 and i'm dead",
        commentAuthor: '@tired.at.630',
        commentLikes: 9615,
        videoTitle: 'My 5-9 after my 9-5 (side hustle vlog)',
        videoCreator: '@fivetonine.finn',
        videoViews: 2_980_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Check your job contract before starting a side hustle',
      content: {
        hooks: [
          'Before you start a side hustle, read one document you probably skimmed on your first day.',
          'A friend almost lost her job over a side hustle. It was all in her contract.',
          'Is your side hustle allowed? Three clauses to look for tonight.',
        ],
        sections: [
          {
            title: 'Outside work clause',
            text: 'Some contracts require approval for outside work or paid activities',
            voiceover:
              "Clause one: outside work. Some contracts say you need approval for other paid work, or ban it in certain situations. Look for words like 'outside employment' or 'secondary employment'.",
            visuals: 'Close-up of a printed contract, a highlighter moving over a clause.',
          },
          {
            title: 'Conflict of interest and non-compete',
            text: "Don't compete with your employer • Don't poach their clients",
            voiceover:
              "Clause two: conflicts of interest and non-competes. Doing the same work for your employer's clients, or competing with them directly, is where people get into trouble.",
            visuals: "A second highlighted section, with a sticky note reading 'same clients?'.",
          },
          {
            title: 'Who owns what you make',
            text: 'Company laptop or work hours = your employer might own it',
            voiceover:
              'Clause three: intellectual property. Some contracts say things you make on company time or equipment belong to the company. So use your own laptop, on your own time.',
            visuals: 'A work laptop closed and pushed aside, a personal laptop opened in its place.',
          },
          {
            title: "If it's unclear, ask",
            text: 'Not legal advice • Ask HR, or an employment lawyer for serious questions',
            voiceover:
              "This isn't legal advice, and rules differ by country and job. If your contract is unclear, ask HR, and for anything serious, talk to an employment lawyer.",
            visuals: 'Talk to camera with the highlighted contract on the desk.',
          },
          {
            title: 'Did you check?',
            text: 'Comment: did your contract mention outside work?',
            voiceover: 'Go check, and comment whether your contract mentions outside work. I think a lot of you will be surprised.',
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's worry with specific clauses to look for, not vague warnings • A responsible, 'not legal advice' angle is rare in side hustle content and builds authority • The highlighter-on-contract visual is clear and easy to film • 'Did you check?' gives viewers a task and a reason to come back and comment",
      },
      source: {
        comment: "can your job actually fire you for having a side hustle? i'm scared to start bc of my employer",
        commentAuthor: '@nervous.nadia',
        commentLikes: 7208,
        videoTitle: 'Side hustles I did while working full time',
        videoCreator: '@doubleshift.dev',
        videoViews: 1_540_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'freelancing',
    A: {
      title: 'How to price your first freelance project',
      content: {
        hooks: [
          "If you charge what you earn per hour at your day job, you're probably undercharging.",
          'I charged way too little for my first project and resented every minute of it.',
          'Three numbers to know before you send your first quote.',
        ],
        sections: [
          {
            title: 'Not every hour is billable',
            text: 'Emails • Pitching • Invoicing • Revisions = unpaid hours',
            voiceover:
              "As a freelancer, you don't get paid for every hour you work. Emails, pitching, invoicing and admin all eat time. So your rate has to cover those hours too.",
            visuals: 'A pie chart of a work week: a big slice of client work, plus slices for emails, admin and pitching.',
          },
          {
            title: 'Do the math',
            text: 'Target per hour ÷ share of billable hours = your floor rate',
            voiceover:
              'Quick math: if you want to earn 30 per hour overall, and only about 60% of your hours are billable, your rate needs to be around 50. Then set aside part of it for taxes.',
            visuals: "Calculator on screen: 30 ÷ 0.6 = 50, with 'floor rate' written underneath.",
          },
          {
            title: 'Check the market',
            text: 'Look up what others with similar experience charge',
            voiceover:
              "Then check what people with similar experience charge in your field and area. Don't race to the bottom. Cheap clients are often the hardest to work with.",
            visuals: 'Scrolling through a few public rate guides and freelancer profiles, faces blurred.',
          },
          {
            title: 'Quote per project',
            text: 'Estimate your hours × floor rate + buffer → one project price',
            voiceover:
              'For beginners, a project price is usually easier than hourly. Estimate the hours, multiply by your floor rate, add a buffer, and quote one clear number.',
            visuals: 'A simple quote document with one line item and a total.',
          },
          {
            title: 'What are you charging?',
            text: 'Comment your skill and what you charge',
            voiceover: "Comment what you do and what you're charging now. Let's see if the community thinks it's fair.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          'Gives the commenter a method instead of a random number, so they can price with confidence • The billable-hours insight surprises beginners and gets shared • Simple on-screen math is clear with the sound off • Rate comments spark friendly debate and give you real examples to react to',
      },
      source: {
        comment: 'how do you even decide what to charge? i just made up a number and i think it was way too low',
        commentAuthor: '@toocheap.tess',
        commentLikes: 8457,
        videoTitle: 'What I charged my first 10 freelance clients',
        videoCreator: '@rates.with.ruby',
        videoViews: 2_090_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Stop unlimited revisions with a one-page scope',
      content: {
        hooks: [
          "'Just one more small change' is how a two-day project turns into a month.",
          "My client asked for revision number eleven. That's when I wrote my first scope document.",
          "You don't need a lawyer-level contract. You need this one page.",
        ],
        sections: [
          {
            title: 'Write down the deliverables',
            text: "Exactly what you'll deliver • Format • Deadline",
            voiceover:
              "First, list exactly what you'll deliver, in what format and by when. Five product descriptions, as a document, by Friday. Vague scopes create endless work.",
            visuals: "A one-page document titled 'Project scope' with a short bullet list.",
          },
          {
            title: 'Set the revision rounds',
            text: 'e.g. 2 rounds included • Extra rounds at an agreed rate',
            voiceover:
              "Then the revisions: say two rounds are included, and any extra rounds are charged at an agreed rate. It's normal, and clients respect it.",
            visuals: "The revisions line highlighted, a checkbox labelled 'round 1', 'round 2'.",
          },
          {
            title: 'Payment terms',
            text: 'Deposit up front • Balance on delivery • Due date on the invoice',
            voiceover:
              'Add payment terms: many freelancers take a deposit before starting and the rest on delivery. Put the due date on every invoice.',
            visuals: "An invoice template with 'deposit' and 'due date' fields circled.",
          },
          {
            title: 'Get a yes in writing',
            text: "Email it • Ask for 'approved' before you start",
            voiceover:
              "Send it by email and ask them to reply 'approved' before you start. For bigger projects, a proper contract is worth it. If you're unsure, get one reviewed.",
            visuals: "An email reply reading 'Approved, let's go!' on a laptop.",
          },
          {
            title: 'Your revision horror story',
            text: 'Comment your record number of revisions',
            voiceover: "What's your record number of revisions? Comment it, and I'll share the scope template in the next video.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Solves the commenter's scope-creep problem with a one-page tool they can use on their next job • The relatable 'revision eleven' story hooks freelancers instantly • Showing deposit and due-date details adds practical depth • 'Revision horror story' comments are fun to read and drive engagement",
      },
      source: {
        comment: "my client keeps asking for 'small changes' and i've now done like 9 versions for the same price 😭",
        commentAuthor: '@versionnine.val',
        commentLikes: 6032,
        videoTitle: 'Freelance red flags I ignored',
        videoCreator: '@studio.sol',
        videoViews: 1_410_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'reselling',
    A: {
      title: 'Platform rules that can get your seller account banned',
      content: {
        hooks: [
          "Your reselling account can be restricted for things you didn't even know were against the rules.",
          "A reseller I know had her payouts frozen for two weeks. Here's what triggered it.",
          'Read these rules before you list your next item.',
        ],
        sections: [
          {
            title: 'Fakes and restricted items',
            text: 'Counterfeits • Some cosmetics, supplements, recalled items • Check the prohibited list',
            voiceover:
              "Counterfeits are banned everywhere, even if you didn't know it was fake. Many platforms also restrict things like some cosmetics, supplements or recalled products. Read your platform's prohibited items list.",
            visuals: 'Screen recording scrolling through a prohibited items page, a few categories highlighted.',
          },
          {
            title: 'Honest listings',
            text: 'Show flaws • Real photos • Accurate condition',
            voiceover:
              "Describe flaws honestly and use your own photos. 'Not as described' returns and complaints can hurt your account health.",
            visuals: 'Close-up of a small stain, photographed clearly and mentioned in the listing text.',
          },
          {
            title: 'Payout holds',
            text: 'New sellers can have payouts delayed • Plan your cash flow',
            voiceover:
              "New sellers often have payouts held for a while, especially after a big jump in sales. Don't spend money you haven't received yet.",
            visuals: 'App screen showing a pending balance, with a calendar showing the release date.',
          },
          {
            title: 'Platforms report sales',
            text: 'In many countries, platforms share seller income data with tax authorities',
            voiceover:
              'And in many countries, platforms now report seller income to tax authorities above certain thresholds. Keep records of what you paid for items, and check your local rules.',
            visuals: 'Notebook of purchase receipts next to a laptop showing sales history.',
          },
          {
            title: "Rule you didn't know?",
            text: 'Comment the platform rule that surprised you',
            voiceover: "Which platform rule caught you off guard? Comment it so other sellers don't make the same mistake.",
            visuals: 'Talk to camera at a packing table, pointing down.',
          },
        ],
        why_it_works:
          "Responds to the commenter's scare (frozen account) with clear, preventable causes • Platform and tax reporting rules are practical info most 'flip for profit' videos ignore • Staying general and pointing to each platform's own rules keeps it accurate as policies change • Comments full of surprising rules become a crowdsourced checklist",
      },
      source: {
        comment: "my account just got restricted and i have no idea why. all i did was list some makeup i didn't use 😩",
        commentAuthor: '@restricted.rae',
        commentLikes: 4591,
        videoTitle: 'Selling my closet: how much I made in 30 days',
        videoCreator: '@closetcash.cleo',
        videoViews: 1_870_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Phone-only listing photos that help items sell',
      content: {
        hooks: [
          'Same jacket, same price. One listing sold in two days, one sat for a month. The difference was the photos.',
          "I used to photograph everything on my bed. Here's my setup now, and it's all phone.",
          "You don't need a camera to take listing photos buyers trust.",
        ],
        sections: [
          {
            title: 'Light and background',
            text: 'Daylight by a window • Plain wall, door or sheet • No flash',
            voiceover:
              "Shoot next to a window in daylight, against a plain wall, door or sheet. No flash. Clean, true colors make buyers trust what they're seeing.",
            visuals: 'Before/after: a jacket on a messy bed vs. hanging on a door by a bright window.',
          },
          {
            title: 'The shot list',
            text: 'Front • Back • Label • Close-up of texture • Any flaws',
            voiceover:
              'Take the same shots every time: front, back, the label, a close-up of the fabric, and any flaws. Buyers ask fewer questions when the photos answer them.',
            visuals: 'Five quick shots in a row with numbers on screen, ending on a close-up of a small flaw.',
          },
          {
            title: 'Titles buyers search',
            text: 'Item type + material + color + size + style • Only mention brands that are genuinely on the item',
            voiceover:
              "Write titles the way people search: item type, material, color, size and style. Only name a brand if it's genuinely on the item. Keyword stuffing other brands can break platform rules.",
            visuals: 'Phone screen typing a listing title, words appearing one by one.',
          },
          {
            title: 'Measurements',
            text: 'Lay flat • Pit to pit • Length • Photo with the tape measure',
            voiceover: 'Add measurements, ideally in a photo with the tape measure in shot. It cuts down on returns for fit.',
            visuals: 'Tape measure across a flat-laid jacket, armpit to armpit, number visible.',
          },
          {
            title: 'Listing review',
            text: "Comment what you sell and I'll review a few setups",
            voiceover: "Comment what you sell, and I'll do a listing makeover on a few of them.",
            visuals: 'Talk to camera holding the phone, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's question about why items don't sell with a visual fix they can copy today • Before/after photo comparisons are instantly convincing and shareable • The brand-in-title note keeps sellers inside platform rules • 'Listing makeover' comments set up a satisfying transformation series",
      },
      source: {
        comment: 'my stuff gets views but no one buys. is it my pictures?? i just take them on my bedroom floor',
        commentAuthor: '@bedroomfloor.bri',
        commentLikes: 3657,
        videoTitle: 'Reseller secrets nobody tells you',
        videoCreator: '@resell.rita',
        videoViews: 960_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'digital-products',
    A: {
      title: 'Validate a digital product before you build it',
      content: {
        hooks: [
          "I spent two months building a digital product nobody bought. Don't start where I did.",
          'Build second. Ask first.',
          "Here's how to find out if people will pay before you make anything.",
        ],
        sections: [
          {
            title: 'Find a repeated question',
            text: 'What do people keep asking you? • Comments • DMs • Forums',
            voiceover:
              'Start with a question people keep asking, in your comments, DMs or online communities. A product that answers a repeated question has a head start.',
            visuals: 'Scrolling comments, several similar questions highlighted in yellow.',
          },
          {
            title: 'Describe it in one line',
            text: "'A [format] that helps [who] do [result]'",
            voiceover:
              "Describe the product in one line: a budget template that helps new freelancers plan for taxes. If you can't say it simply, it's not ready.",
            visuals: 'The sentence written on a whiteboard with the three blanks filled in.',
          },
          {
            title: 'Test with a waitlist or pre-sale',
            text: 'Simple page • Email sign-up or pre-order • Deadline',
            voiceover:
              "Put up a simple page with that line and an email sign-up, or a pre-sale with a clear delivery date and refund policy. If nobody signs up, you've saved months.",
            visuals: 'A basic landing page on a phone, with a sign-up counter ticking up slowly.',
          },
          {
            title: 'Set a pass mark',
            text: "Decide your 'go' number before you launch the test",
            voiceover:
              "Decide your pass mark in advance, like a certain number of sign-ups in two weeks. Small numbers are normal at first. It's a test, not a verdict on you.",
            visuals: 'A sticky note with the target number and date, next to the laptop.',
          },
          {
            title: 'Pitch me your idea',
            text: 'Comment your product in one line',
            voiceover: "Comment your product idea in one line, and I'll tell you how I'd test it.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Speaks to the commenter's fear of wasting time on something nobody wants • A short 'build second, ask first' hook is memorable and quotable • Practical validation steps with honest expectations build trust • One-line pitches in the comments are easy to write and give you content to review",
      },
      source: {
        comment: 'how do you know if anyone will actually buy your digital product before you spend weeks making it',
        commentAuthor: '@maybe.maker',
        commentLikes: 5740,
        videoTitle: 'My first digital product made $500 in a week',
        videoCreator: '@templates.by.tam',
        videoViews: 2_330_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'Templates vs ebooks vs courses: what to sell first',
      content: {
        hooks: [
          "Your first digital product shouldn't be a 40-lesson course.",
          'I started with a course and burned out. My second product was a one-page template, and it went much better.',
          'Three types of digital product, ranked by how hard they are for a beginner.',
        ],
        sections: [
          {
            title: 'Templates and checklists',
            text: 'Fast to make • Solves one problem • Easy to update',
            voiceover:
              'Templates and checklists are the easiest start. They solve one specific problem, take days rather than months to make, and are easy to improve.',
            visuals: "A simple spreadsheet template on screen, with a 'built in a weekend' caption.",
          },
          {
            title: 'Guides and ebooks',
            text: 'More writing • Needs a clear promise • Harder to stand out',
            voiceover:
              'Guides and ebooks take more writing and need a clear promise to stand out. Good as a second product once you know what people ask for.',
            visuals: 'A document outline with chapter headings being typed.',
          },
          {
            title: 'Courses',
            text: 'Most work • Filming + support + updates • Best once you have an audience',
            voiceover:
              'Courses are the most work: planning, filming, answering students and updating. They usually make more sense once you already have an audience that trusts you.',
            visuals: 'Desk with a ring light, mic and a long lesson list on a whiteboard.',
          },
          {
            title: 'Whatever you pick',
            text: 'Use only assets you have the rights to • Check platform fees and refund rules',
            voiceover:
              "Whatever you pick, only use fonts, images and content you have the rights to sell, and check your selling platform's fees and refund rules before you set a price.",
            visuals: "A font license page with 'commercial use' highlighted.",
          },
          {
            title: 'Which would you make?',
            text: 'Comment: template, guide or course?',
            voiceover: 'Template, guide or course: which are you thinking about? Comment it with your topic.',
            visuals: 'Talk to camera, holding up three cards, pointing down.',
          },
        ],
        why_it_works:
          'Gives the commenter a clear first step instead of overwhelming options • Ranking by difficulty is a simple comparison format that holds attention • The licensing and fees note adds credibility and prevents costly mistakes • A three-option comment prompt is easy to answer and sorts your audience',
      },
      source: {
        comment: "should i start with a course or an ebook or what?? there are too many options and i'm frozen",
        commentAuthor: '@frozen.founder',
        commentLikes: 4129,
        videoTitle: 'Digital products people actually buy',
        videoCreator: '@pixelpantry',
        videoViews: 1_720_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'getting-started',
    A: {
      title: 'Side hustle scams that target beginners',
      content: {
        hooks: [
          'If a side hustle asks you to pay before you earn, stop right there.',
          "I almost fell for a 'remote job' that wanted me to deposit a check and send back the difference.",
          'Five side hustle scams, and the one question that exposes all of them.',
        ],
        sections: [
          {
            title: 'Pay-to-start and task scams',
            text: "'Buy a starter kit' • 'Top up to unlock tasks' • Pay to get paid = red flag",
            voiceover:
              "Scam one: you have to pay to start. A starter kit, a training fee, or topping up an account to unlock tasks. Real jobs don't charge you to work.",
            visuals: "A fake message on screen: 'Deposit to unlock your next 40 tasks!', stamped with a red SCAM.",
          },
          {
            title: 'Check and reshipping scams',
            text: "Overpaid check → 'send back the difference' • Reshipping packages for 'a company'",
            voiceover:
              "Scam two: someone sends you a check, overpays, and asks you to send back the difference. The check bounces later and you're out the money. Scam three: reshipping packages, which can involve stolen goods.",
            visuals: 'A printed check and a parcel on a table, each with a red X.',
          },
          {
            title: 'Hype courses and recruitment schemes',
            text: 'Guaranteed income • Fake urgency • Money mainly from recruiting others',
            voiceover:
              'Scams four and five: courses promising guaranteed income, and schemes where the money mainly comes from recruiting people. Most people in those end up earning little or losing money.',
            visuals: "Screenshots of hype ads with phrases like 'guaranteed' and 'only 3 spots left' circled.",
          },
          {
            title: 'The one question',
            text: "'Where does the money actually come from?'",
            voiceover:
              "Ask one question: where does the money actually come from? If the answer isn't a real customer paying for a real product or service, walk away. And report scams to your local consumer protection agency.",
            visuals: 'Talk to camera, slow and serious, with the question on screen.',
          },
          {
            title: 'Seen one?',
            text: "Comment a scam you've been sent",
            voiceover: "Comment a side hustle scam you've been sent, so others can recognize it.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Directly helps the commenter spot whether their 'opportunity' is a scam • Protective content is highly shareable, especially to family members • The one-question test is memorable and works for scams that don't exist yet • Scam examples in the comments make the video more useful over time",
      },
      source: {
        comment: "got a text offering $300/day for 'liking videos' and they want me to deposit money first… this is a scam right?",
        commentAuthor: '@sus.offer.sid',
        commentLikes: 12_880,
        videoTitle: 'Easy side hustles anyone can do from their phone',
        videoCreator: '@phone.money.max',
        videoViews: 5_120_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'How to vet a side hustle course before you pay',
      content: {
        hooks: [
          'Before you buy that side hustle course, ask these four questions.',
          'I paid for a course that was basically free YouTube videos in a nicer font.',
          "Some courses are worth it. Here's how to tell which ones.",
        ],
        sections: [
          {
            title: 'Who is teaching?',
            text: 'Do they do the thing, or just sell courses about it?',
            voiceover:
              'Question one: does the teacher actually do the thing, or is their main business selling the course? Look for real work you can check, not just income screenshots.',
            visuals: "Scrolling a creator's profile, comparing real work samples with 'income proof' posts.",
          },
          {
            title: 'What exactly is inside?',
            text: 'Full curriculum listed? • Sample lesson? • Specific skills, not vibes',
            voiceover:
              "Question two: can you see the full curriculum and a sample lesson? If it's all mindset and no specific skills, you can probably find it free.",
            visuals: "A course page, scrolling to find a curriculum section that isn't there.",
          },
          {
            title: "What's the refund policy?",
            text: "Written refund policy • Clear time window • No 'all sales final' pressure",
            voiceover:
              "Question three: is there a clear, written refund policy? Pressure like 'price goes up at midnight' with no refunds is a warning sign.",
            visuals: 'Close-up of a refund policy, with the time window highlighted.',
          },
          {
            title: 'What do real students say?',
            text: 'Search reviews outside their page • Look for realistic results',
            voiceover:
              "Question four: what do students say outside the course's own page? Realistic reviews mention effort and mixed results. Only perfect reviews is suspicious.",
            visuals: "Browser searching the course name plus 'review', scrolling forum threads.",
          },
          {
            title: 'Free first',
            text: "Comment what you want to learn; I'll share free places to start",
            voiceover: "Comment what you're trying to learn, and I'll share free places to start before you spend anything.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          'Protects the commenter from an expensive mistake without claiming every course is bad • A four-question checklist is screenshot-friendly and easy to apply • Pointing to free resources first builds trust and goodwill • Comments about what people want to learn reveal your next content topics',
      },
      source: {
        comment: "is it worth paying for a side hustle course? this one is almost a thousand dollars and says it's 'limited spots' 🤔",
        commentAuthor: '@doubtful.dana',
        commentLikes: 6745,
        videoTitle: 'The course that changed my life (honest review)',
        videoCreator: '@course.critic',
        videoViews: 1_350_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'freelancing',
    A: {
      title: 'Freelance marketplaces vs finding clients directly',
      content: {
        hooks: [
          "Freelance marketplaces aren't a scam, and they aren't a shortcut either.",
          'I got my first five clients on a marketplace and my best ones outside of it.',
          'Marketplace or direct clients? It depends on one thing: where you are right now.',
        ],
        sections: [
          {
            title: 'Marketplace pros',
            text: 'Clients already looking • Payment protection • Built-in reviews',
            voiceover:
              'Marketplaces give you clients who are already looking to hire, some payment protection, and a place to collect reviews. Great for getting started.',
            visuals: "Left side of a split screen labelled 'MARKETPLACE', with three green ticks.",
          },
          {
            title: 'Marketplace cons',
            text: 'Platform fees • Lots of competition • Their rules, their algorithm',
            voiceover:
              "But they take a fee, competition on price can be brutal, and you're living by their rules. Many marketplaces also forbid taking clients off-platform, so read the terms.",
            visuals: 'Same side, now with three red crosses and a terms-of-service page scrolling.',
          },
          {
            title: 'Direct clients',
            text: 'No platform fee • Better relationships • But you find them yourself',
            voiceover:
              'Direct clients mean no platform fee and closer relationships, but you do all the finding, contracts and chasing payments yourself.',
            visuals: "Right side labelled 'DIRECT': a coffee meeting, a handshake, an invoice.",
          },
          {
            title: 'A realistic path',
            text: 'Start where clients are • Build reviews and samples • Add direct outreach over time',
            voiceover:
              'A realistic path: start wherever clients are easiest to find for you, build reviews and samples, and add direct outreach as you get more confident.',
            visuals: "A simple arrow diagram drawn on a whiteboard from 'marketplace' to 'both'.",
          },
          {
            title: 'Your experience',
            text: 'Comment: marketplace, direct, or both?',
            voiceover: 'Where did your clients come from: marketplace, direct, or both? Tell me below.',
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a balanced answer instead of picking a side for drama • The pros/cons split screen is a classic, easy-to-follow comparison format • Flagging platform terms about off-platform clients keeps viewers out of trouble • The 'marketplace or direct' question divides comments into a lively discussion",
      },
      source: {
        comment: "are freelance sites even worth it anymore? everyone says they're oversaturated and the fees are crazy",
        commentAuthor: '@oversaturated.owen',
        commentLikes: 5382,
        videoTitle: 'How I made my first $1,000 freelancing',
        videoCreator: '@gig.grad',
        videoViews: 1_640_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'What to do when a client pays late',
      content: {
        hooks: [
          "Your invoice is two weeks late. Here's exactly what to send, day by day.",
          'A client ghosted me on a big invoice. These messages got me paid.',
          "Chasing money feels awkward. It's still part of the job.",
        ],
        sections: [
          {
            title: 'Day 1 late: the friendly nudge',
            text: "'Just a reminder that invoice #12 was due yesterday. Let me know if you need anything from me.'",
            voiceover:
              "The day after it's due, send a friendly nudge. Assume it's an oversight: a reminder, the invoice number, and an offer to resend it.",
            visuals: 'An email draft on screen with the invoice attached, the send button clicked.',
          },
          {
            title: 'Day 7: firmer and specific',
            text: "'Invoice #12 is now a week overdue. Can you confirm a payment date?'",
            voiceover: "A week later, be firmer and ask for a specific date. A confirmed date is much easier to follow up on than 'soon'.",
            visuals: "A second email, shorter, with 'confirm a payment date' highlighted.",
          },
          {
            title: 'Day 14: pause the work',
            text: "Pause new work until you're paid • Refer to your agreed terms",
            voiceover:
              'Two weeks late, pause any new work until the invoice is paid, and point to the payment terms you agreed. This is why written terms matter.',
            visuals: "A project board with tasks moved into a column labelled 'paused'.",
          },
          {
            title: 'Prevent it next time',
            text: 'Deposit up front • Clear due date • Late fee in your terms (where allowed)',
            voiceover:
              "Next time, take a deposit, put a clear due date on every invoice and, where it's allowed, a late fee in your terms. For big unpaid amounts, look into your local small claims options.",
            visuals: 'An updated invoice template with a deposit line and a late fee note.',
          },
          {
            title: 'Your longest wait',
            text: "Comment the longest you've waited to get paid",
            voiceover: "What's the longest you've waited for a client to pay? Comment it below.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter exact words and timing for an awkward situation • A day-by-day structure is clear and highly saveable • Prevention tips add long-term value beyond the immediate problem • 'Longest wait' comments are relatable and spark a lot of replies from freelancers",
      },
      source: {
        comment: "what do you do when a client just doesn't pay?? it's been 3 weeks and they're leaving me on read",
        commentAuthor: '@onread.ollie',
        commentLikes: 7911,
        videoTitle: 'Freelance truths nobody posts about',
        videoCreator: '@honest.freelancer.h',
        videoViews: 2_210_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'money-admin',
    A: {
      title: 'What to do with your first side hustle thousand',
      content: {
        hooks: [
          "You made your first thousand from a side hustle. Don't spend it yet.",
          "When I hit my first thousand, I almost spent it all on new gear. Here's what I did instead.",
          'Four buckets for your first side hustle money. Not financial advice, just a sensible order.',
        ],
        sections: [
          {
            title: 'Bucket 1: taxes',
            text: 'Set aside your tax share first • It was never fully yours',
            voiceover: 'First bucket: taxes. Move your tax share out before you do anything else. That money was never fully yours.',
            visuals: "Banking app: a chunk moved into a pot labelled 'TAX'.",
          },
          {
            title: 'Bucket 2: a safety buffer',
            text: 'High-interest debt and an emergency fund come before upgrades',
            voiceover:
              "Second: if you have high-interest debt or no emergency savings, that's usually a smart place for part of it. A buffer makes everything else less stressful.",
            visuals: "A jar labelled 'emergency fund' getting a few notes added.",
          },
          {
            title: 'Bucket 3: reinvest carefully',
            text: 'Only buy what saves time or brings in sales • Not fancy gear',
            voiceover:
              "Third: reinvest, but carefully. Only buy something if it saves you real time or helps you sell more. A new camera isn't a business plan.",
            visuals: 'An online cart with an expensive camera removed and a cheap tool kept.',
          },
          {
            title: 'Bucket 4: a small reward',
            text: 'Celebrate a little • Motivation matters',
            voiceover:
              "Fourth: keep a small amount to celebrate. It's a milestone, and motivation matters. This is general info, not financial advice, so adapt it to your situation.",
            visuals: 'A nice dinner out, a small toast to camera.',
          },
          {
            title: 'Your first thousand',
            text: "Comment what you'd do with it",
            voiceover: 'What did you do, or what would you do, with your first side hustle thousand? Tell me below.',
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a clear order of priorities at an exciting but risky moment • Clear 'not financial advice' framing keeps it educational and responsible • Celebrating milestones makes the video feel positive, not preachy • 'What would you do?' invites stories and debate in the comments",
      },
      source: {
        comment: 'just hit my first $1000 from my little online shop!! what should i actually do with it 🥹',
        commentAuthor: '@first.k.kira',
        commentLikes: 3915,
        videoTitle: 'What I spend my side hustle money on',
        videoCreator: '@budget.bea',
        videoViews: 1_190_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Calculate your side hustle's real hourly rate",
      content: {
        hooks: [
          'Your side hustle made 800 this month. But did it pay you more than minimum wage?',
          'I calculated my real hourly rate for reselling and nearly quit on the spot.',
          'One number tells you if your side hustle is worth your time.',
        ],
        sections: [
          {
            title: 'Start with what came in',
            text: 'Total revenue for the month',
            voiceover: "Start with everything that came in this month. Let's say 800 for our example.",
            visuals: "Notepad with '800 in' written at the top.",
          },
          {
            title: 'Subtract every cost',
            text: 'Fees • Supplies • Software • Shipping • Ads • Tax set-aside',
            voiceover:
              'Subtract every cost: fees, supplies, software, shipping, ads, and the money you set aside for tax. Say that leaves 450.',
            visuals: "Costs written below, crossed off one by one, with '450 kept' circled.",
          },
          {
            title: 'Divide by every hour',
            text: 'Include admin, messages, sourcing and learning',
            voiceover:
              "Now divide by every hour you spent, including admin, messages and sourcing. 450 over 30 hours is 15 an hour. Over 60 hours, it's 7.50.",
            visuals: 'Calculator showing 450 ÷ 30 and then 450 ÷ 60, side by side.',
          },
          {
            title: 'Then decide',
            text: 'Raise prices? Cut costs? Save time? Or is it a hobby you enjoy?',
            voiceover:
              "If the number is low, you can raise prices, cut costs, or speed up your process. Or decide it's a paid hobby you enjoy, which is fine too, as long as it's a choice.",
            visuals: 'Four options on sticky notes, one circled.',
          },
          {
            title: 'Your real rate',
            text: 'Comment your side hustle and real hourly rate',
            voiceover: "Do the math and comment your side hustle and your real hourly rate. Let's get honest numbers in one place.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's gut feeling that their hustle isn't worth it with one clear calculation • Round example numbers make the math easy to follow on screen • Honest framing (a paid hobby is fine) avoids shaming viewers • Real-rate comments create a rare, honest data thread people come back to read",
      },
      source: {
        comment: "i feel like i'm working SO much on my side hustle but barely making anything. how do i know if it's worth it",
        commentAuthor: '@worthit.will',
        commentLikes: 6983,
        videoTitle: 'I tried 5 side hustles for a month each',
        videoCreator: '@testdrive.tara',
        videoViews: 3_760_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'reselling',
    A: {
      title: 'Start reselling with your own closet first',
      content: {
        hooks: [
          'The lowest-risk way to start reselling is already in your closet.',
          'Before I spent a cent on inventory, I sold 20 things I already owned. Best practice run ever.',
          'Want to try reselling without risking any money? Start here.',
        ],
        sections: [
          {
            title: 'Why start with your own stuff',
            text: 'No inventory cost • Learn photos, listing, shipping • Low stakes',
            voiceover:
              "Selling your own things costs nothing up front, so it's the perfect place to learn photos, listings, pricing and shipping before you risk money on stock.",
            visuals: "Opening a packed closet, pulling out items you haven't worn in a year.",
          },
          {
            title: 'The 10-item challenge',
            text: 'Pick 10 items • List them all this week • Track what sells',
            voiceover:
              "Pick ten items and list all of them this week. Track which sell, how fast, and what questions buyers ask. That's real market data.",
            visuals: 'Ten items laid out on the floor, numbered with sticky notes.',
          },
          {
            title: 'What to notice',
            text: 'What sold fast? • What got questions? • What got no views?',
            voiceover:
              'Notice what sold fast, what got lots of questions, and what got no views at all. That tells you what to look for when you start sourcing.',
            visuals: "A simple tracker sheet with columns for 'sold', 'days to sell' and 'questions'.",
          },
          {
            title: 'Keep the records',
            text: 'Note what you sold and for how much',
            voiceover:
              'Keep a note of what you sold and for how much. Selling your own used items at a loss is usually treated differently from reselling for profit, but rules vary, so keep records either way.',
            visuals: 'A notes app list of items sold with prices.',
          },
          {
            title: 'Join the challenge',
            text: "Comment 'in' and your first item",
            voiceover: "Doing the ten-item challenge with me? Comment 'in' and the first thing you're listing.",
            visuals: 'Talk to camera, holding up the first item, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a risk-free way to start, answering their fear of wasting money on stock • A 10-item challenge gives viewers a clear goal and a reason to come back • The tracking step turns decluttering into real business learning • 'Comment in' creates a community feeling and a follow-up results video",
      },
      source: {
        comment: "i want to try reselling but i'm scared to spend money on stuff that won't sell. where do i even start",
        commentAuthor: '@scared.to.start',
        commentLikes: 5921,
        videoTitle: "Thrift haul: everything I'm reselling this week",
        videoCreator: '@haul.and.flip',
        videoViews: 2_450_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Where resellers source stock after their closet',
      content: {
        hooks: [
          "Your closet is empty. Now what? Here's where resellers actually find stock.",
          'I used to think good inventory only came from lucky thrift trips. Then I found these four sources.',
          'Four places to source inventory, and which one suits your budget.',
        ],
        sections: [
          {
            title: 'Thrift and charity shops',
            text: 'Go often • Learn the restock days • Check sold prices in the aisle',
            voiceover:
              'Thrift and charity shops are the classic. Go often, learn when they restock, and check sold prices before you buy, not after.',
            visuals: 'Walking through a thrift store, phone in hand, flipping through a clothes rack.',
          },
          {
            title: 'Yard sales and local listings',
            text: 'Bundle deals • Early arrival • Always ask politely',
            voiceover:
              "Yard sales and local listings are great for bundle deals. Arrive early and ask politely if they'll do a price for the lot.",
            visuals: 'A folding table at a yard sale, a box of items being bundled together.',
          },
          {
            title: 'Clearance and retail finds',
            text: 'Deep clearance • Check platform rules on new branded items',
            voiceover:
              "Store clearance can work too, but check your platform's rules first. Some brands and categories have restrictions on reselling new items.",
            visuals: 'Clearance shelf with red price stickers, then a platform policy page on a phone.',
          },
          {
            title: 'Set a sourcing budget',
            text: 'Fixed monthly amount • Only reinvest from profit',
            voiceover:
              "Whatever you choose, set a fixed monthly sourcing budget, and grow it only from profit. That's how you avoid a garage full of stuff and an empty bank account.",
            visuals: "An envelope labelled 'sourcing budget' with a few notes, being sealed.",
          },
          {
            title: 'Your best source',
            text: 'Comment your favorite sourcing spot (no secrets required)',
            voiceover: 'Where do you find your best stock? Comment it, no secret spots required.',
            visuals: 'Talk to camera in the car after a sourcing trip, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's next-step question with practical options at different budgets • Shooting on location at thrift stores and yard sales makes it feel real and watchable • The platform-rules and budget notes keep it realistic and responsible • Sourcing comments are a goldmine that other resellers come back to read",
      },
      source: {
        comment: 'ok i sold everything in my closet lol. where do you guys actually find stuff to resell?',
        commentAuthor: '@emptycloset.em',
        commentLikes: 4276,
        videoTitle: 'What sold this week as a part-time reseller',
        videoCreator: '@partime.picker',
        videoViews: 1_080_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'digital-products',
    A: {
      title: "What you can and can't legally sell as printables",
      content: {
        hooks: [
          "That cute printable with a famous cartoon character on it? You probably can't sell it.",
          "I had a listing taken down for using a font I didn't have the license for.",
          'Before you sell a single printable, check these three things.',
        ],
        sections: [
          {
            title: 'Characters and logos',
            text: "Trademarked characters, logos, team names = don't sell without permission",
            voiceover:
              'Rule one: no famous characters, logos, sports teams or brand names without permission. Platforms take these listings down, and it can put your shop at risk.',
            visuals: "A printable with a generic cartoon mouse blurred out, a big red 'NO' stamp.",
          },
          {
            title: 'Fonts and graphics',
            text: "Check for a commercial use license • 'Free' often means personal use only",
            voiceover:
              'Rule two: fonts and graphics need a license that covers commercial use. Free downloads are often for personal use only. Read the license before you design.',
            visuals: "A font download page with 'personal use only' circled, then a 'commercial license' checkbox.",
          },
          {
            title: 'Make it your own',
            text: 'Original designs • Your own photos and words • Keep proof of licenses',
            voiceover:
              'Rule three: make it your own. Original designs, your own words and photos, and keep copies of every license you buy in one folder.',
            visuals: "Sketching a design on a tablet, then a folder named 'licenses' on a laptop.",
          },
          {
            title: 'Not legal advice',
            text: 'When in doubt, leave it out • Ask a professional for anything serious',
            voiceover:
              'This is general info, not legal advice. When in doubt, leave it out, and for anything serious, talk to an intellectual property professional.',
            visuals: 'Talk to camera at a desk with printed planners.',
          },
          {
            title: 'Your question',
            text: "Comment the design you're unsure about",
            voiceover: "Comment a design idea you're unsure about, and I'll say whether I'd steer clear.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          "Answers the commenter's worry about takedowns with clear, simple rules • A relatable takedown story makes the risk feel real • Clear 'not legal advice' framing keeps it responsible • Design questions in the comments create a useful FAQ follow-up",
      },
      source: {
        comment: 'can i sell printables with cartoon characters on them? i see tons of shops doing it',
        commentAuthor: '@printable.pia',
        commentLikes: 3528,
        videoTitle: 'How I started a printable shop with zero money',
        videoCreator: '@paperpixel.co',
        videoViews: 1_490_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'A realistic first digital product launch plan',
      content: {
        hooks: [
          "Your first launch probably won't bring in hundreds of sales. Here's a plan that works with that.",
          "My first product launch got 4 sales. Here's why I'm still glad I did it.",
          "Two weeks, small audience, first digital product. Here's the plan.",
        ],
        sections: [
          {
            title: 'Week 1: warm up',
            text: 'Share the problem • Show behind the scenes • Open a waitlist',
            voiceover:
              'Week one: talk about the problem your product solves, show behind the scenes, and invite people to a waitlist. Let people see it coming.',
            visuals: 'Filming a behind-the-scenes clip of the product being made on a laptop.',
          },
          {
            title: 'Week 2: launch',
            text: 'Email the waitlist • Post a demo • Answer every question',
            voiceover:
              'Week two: email the waitlist first, post a demo showing exactly what people get, and answer every question personally.',
            visuals: 'Screen recording of a product walkthrough, then replying to comments.',
          },
          {
            title: 'Expect small numbers',
            text: 'A few sales = proof people pay • Feedback = gold',
            voiceover:
              "Expect small numbers, especially with a small audience. A few sales prove people will pay, and every buyer's feedback makes version two better.",
            visuals: 'A simple dashboard with a small number of sales and a feedback email highlighted.',
          },
          {
            title: 'Handle the boring stuff',
            text: 'Refund policy • Platform fees • Record sales for taxes',
            voiceover:
              "Don't forget the boring stuff: a clear refund policy, knowing your platform's fees, and recording every sale, because it may be taxable income.",
            visuals: 'A checklist with three boxes ticked.',
          },
          {
            title: 'Launching soon?',
            text: 'Comment your launch date and product',
            voiceover: "Launching something? Comment your launch date and product, and I'll cheer you on.",
            visuals: 'Talk to camera, pointing down.',
          },
        ],
        why_it_works:
          'Sets realistic expectations for the commenter, which is rare and trustworthy in this niche • A two-week plan is concrete and easy to follow • Reminders about refunds, fees and taxes add practical credibility • Launch date comments create accountability and a supportive community',
      },
      source: {
        comment: 'i have like 400 followers, is it even worth launching a digital product or will i get 0 sales',
        commentAuthor: '@tiny.audience.tam',
        commentLikes: 4702,
        videoTitle: 'My digital product launch: the real numbers',
        videoCreator: '@launchlab.lee',
        videoViews: 1_150_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'getting-started',
    A: {
      title: 'When to pivot or quit a side hustle',
      content: {
        hooks: [
          "Quitting a side hustle isn't failing. Staying in the wrong one might be.",
          'I kept a side hustle going a full year longer than I should have. Here are the signs I ignored.',
          'Four questions to ask before you give up, or double down.',
        ],
        sections: [
          {
            title: 'Did you give it a fair test?',
            text: 'Consistent effort for a few months • Not 3 weeks of random posting',
            voiceover:
              'First: did you actually give it a fair test? A few months of consistent effort, not three weeks of random attempts. Most things take time to show results.',
            visuals: 'A calendar with only a handful of scattered days ticked, then a consistent streak.',
          },
          {
            title: "What's the trend?",
            text: 'Sales, inquiries or followers slowly rising? Or flat for months?',
            voiceover:
              "Second: what's the trend? Slowly rising sales or inquiries is a good sign, even if the numbers are small. Flat for months, despite changes, is a signal.",
            visuals: 'Two simple line graphs: one gently rising, one flat.',
          },
          {
            title: "What's your real hourly rate?",
            text: 'After costs, taxes and all hours • Still worth it?',
            voiceover:
              "Third: what's your real hourly rate after costs and taxes? If it's very low and not improving, changing something is probably overdue.",
            visuals: 'A calculator with a low hourly figure, then a question mark.',
          },
          {
            title: 'How does it make you feel?',
            text: 'Energized or drained? • Affecting sleep, health, relationships?',
            voiceover:
              "Fourth: how does it make you feel? If it's draining you and hurting your sleep or relationships, that matters as much as the money.",
            visuals: 'Talk to camera, tired face at a late-night desk, then a calm face outdoors.',
          },
          {
            title: 'Pivot, pause or push?',
            text: "Comment your hustle and which one you're leaning toward",
            voiceover: "Comment your side hustle and whether you're leaning toward pivot, pause or push. Let's talk it through.",
            visuals: 'Three sticky notes: PIVOT, PAUSE, PUSH, then pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a calm, structured way to decide instead of quitting on a bad day • Normalizing quitting is refreshing in a niche full of 'never give up' messages • Four clear questions make it easy to save and revisit • 'Pivot, pause or push' is a simple comment prompt that sparks supportive replies",
      },
      source: {
        comment: "been doing my side hustle for 8 months and i'm barely breaking even. when do you know it's time to give up?",
        commentAuthor: '@breakeven.ben',
        commentLikes: 9377,
        videoTitle: 'Side hustles that failed (and what I learned)',
        videoCreator: '@failforward.fi',
        videoViews: 2_030_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Before you quit your day job: a reality checklist',
      content: {
        hooks: [
          "One good month isn't a reason to quit your job.",
          'I almost handed in my notice after my best side hustle month. Then the next month happened.',
          'Five boxes to tick before you go full time on your side hustle.',
        ],
        sections: [
          {
            title: 'Consistent income',
            text: 'Steady income for several months • Not one great month',
            voiceover:
              'Box one: steady income over several months, not one great month. Side hustle income often swings a lot from month to month.',
            visuals: 'A bar chart of monthly income, with one tall bar and lots of shorter, uneven ones.',
          },
          {
            title: 'A bigger safety net',
            text: "Several months of living costs saved • More than you'd need with a salary",
            voiceover:
              'Box two: savings to cover several months of living costs. Self-employed income is less predictable, so many people aim for a bigger cushion than usual.',
            visuals: 'A savings jar filling up, with a month-by-month label on it.',
          },
          {
            title: "Benefits you'll lose",
            text: 'Health insurance • Retirement contributions • Paid leave',
            voiceover:
              "Box three: list the benefits you'll lose, like health insurance, retirement contributions or paid leave, depending on where you live. Price them in.",
            visuals: 'A list of benefits crossed out one by one, each replaced with a cost estimate.',
          },
          {
            title: 'Taxes and client risk',
            text: 'Tax plan in place • No single client over half your income',
            voiceover:
              'Boxes four and five: a clear plan for taxes, and no single client or platform making up most of your income. If one account or client disappears, you need to survive it.',
            visuals: 'A pie chart of income sources, with one slice too big and circled in red.',
          },
          {
            title: 'Where are you?',
            text: "Comment how many boxes you've ticked",
            voiceover: 'How many boxes can you tick right now? Comment your number. This is a reality check, not financial advice.',
            visuals: 'Talk to camera with the five-box checklist on screen, pointing down.',
          },
        ],
        why_it_works:
          "Gives the commenter a grounded checklist instead of hype at a big life decision • The uneven income chart makes the risk visible in one glance • Practical points (benefits, taxes, client concentration) show real expertise • 'How many boxes?' is a quick comment prompt that sparks honest discussion",
      },
      source: {
        comment: 'my side hustle made more than my salary last month… is it crazy to quit my job?? 👀',
        commentAuthor: '@almost.quit.quinn',
        commentLikes: 8634,
        videoTitle: 'I quit my 9-5 for my side hustle: 1 year update',
        videoCreator: '@fulltime.faith',
        videoViews: 4_260_000,
        platform: 'tiktok',
      },
    },
  },
]);
