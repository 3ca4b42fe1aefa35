import type { ContentIdea } from '#functions/shared/schemas';
import { dailyIdeas } from '../daily-ideas';

/** Personal Finance: 14 days of ideas, variants A and B (budgeting, saving, debt, credit and investing basics; educational, not financial advice). */
export const FINANCE_IDEAS: readonly ContentIdea[] = dailyIdeas('finance', [
  {
    subNiche: 'budgeting',
    A: {
      title: 'The 50/30/20 budget, explained honestly',
      content: {
        hooks: [
          "The 50/30/20 budget is a starting point, not a rule. Here's how to actually use it.",
          'I tried 50/30/20 and my rent alone was 45%. So I adjusted it.',
          'Needs, wants, future you: where does your paycheck actually go?',
        ],
        sections: [
          {
            title: 'The basic split',
            text: '50% needs • 30% wants • 20% savings and extra debt payments (of take-home pay)',
            voiceover:
              'The idea: take your take-home pay, after tax. Roughly half goes to needs, about thirty percent to wants, and twenty percent to savings and paying down debt faster.',
            visuals: 'A paycheck amount written on paper, then three jars labelled needs, wants and future.',
          },
          {
            title: 'Sort honestly',
            text: 'Needs = rent, groceries, utilities, minimum debt payments, transport • Wants = the rest',
            voiceover:
              "Needs are what you'd still pay if you lost your job tomorrow: housing, groceries, utilities, transport, minimum debt payments. Takeout and streaming are wants, even if they don't feel like it.",
            visuals: 'Bank statement lines being highlighted in two colors, needs in blue and wants in yellow.',
          },
          {
            title: "When the numbers don't fit",
            text: 'High rent? Try 60/20/20 or 70/20/10 and adjust over time',
            voiceover:
              "If you live somewhere expensive, needs might be sixty or seventy percent. That's not failure. Shrink wants first, keep some amount going to savings, and revisit when your income changes.",
            visuals: 'The jar labels being re-written with new percentages in marker.',
          },
          {
            title: 'Make it automatic',
            text: 'Move the savings slice on payday, before you spend',
            voiceover: 'Whatever your percentages, move the savings slice on payday, automatically. Then spend what is left without guilt.',
            visuals: 'Screen recording of setting up a recurring transfer in a generic banking app.',
          },
          {
            title: 'Your split?',
            text: 'Comment your real needs / wants / savings split',
            voiceover: 'Comment your real split, no judgment. I will make a video on the most common situations.',
            visuals: 'Talk to camera holding the three jars.',
          },
        ],
        why_it_works:
          'Takes a famous rule and makes it realistic for people with high rent, which is what the comment asked • The jars make percentages visual and easy to follow muted • Gives permission to adjust, so viewers feel capable instead of judged • Real splits in the comments give you data for follow-up videos',
      },
      source: {
        comment: 'everyone says 50/30/20 but my rent is literally half my paycheck so what am i supposed to do 🙃',
        commentAuthor: '@rent.is.due.again',
        commentLikes: 9840,
        videoTitle: 'How I budget my paycheck in my 20s',
        videoCreator: '@penny.plans',
        videoViews: 3_710_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "Build your budget from last month's bank statement",
      content: {
        hooks: [
          'Your budget keeps failing because you guessed the numbers.',
          'I thought I spent a little on food. My bank statement had other ideas.',
          'Before you make a budget, do this 30-minute exercise.',
        ],
        sections: [
          {
            title: "Download, don't guess",
            text: 'Export the last 1-3 months of transactions',
            voiceover:
              "Don't start with a blank spreadsheet. Download the last one to three months of transactions from your bank and cards.",
            visuals: 'Laptop screen showing a generic bank export, then a spreadsheet with rows of transactions.',
          },
          {
            title: 'Group into 6-8 categories',
            text: 'Housing • food • transport • bills • subscriptions • fun • other',
            voiceover:
              'Sort every line into a handful of categories. Keep it simple, six to eight is plenty. Too many categories is why people quit.',
            visuals: 'Transactions getting color-coded in the spreadsheet, fast-forwarded.',
          },
          {
            title: 'Find the surprise',
            text: 'Which category is bigger than you thought?',
            voiceover:
              'Total each category. There is almost always one surprise. For most people it is food delivery, small purchases, or subscriptions.',
            visuals: 'A simple bar chart appears, one bar circled in red.',
          },
          {
            title: 'Budget from reality',
            text: 'Set next month = last month, minus one small cut',
            voiceover:
              "Now make next month's budget from those real numbers, with one small, realistic cut in the surprise category. Small cuts stick, big ones don't.",
            visuals: "Writing next month's numbers next to last month's, one number slightly lower.",
          },
          {
            title: 'Your surprise',
            text: 'Comment your surprise category',
            voiceover: 'Do it this week and comment your surprise category. I bet I can guess the top answer.',
            visuals: 'Talk to camera, laptop open beside you.',
          },
        ],
        why_it_works:
          'Starts from real data, which fixes the most common reason budgets fail • The "surprise category" is a relatable reveal people love to share • Small, specific steps lower the barrier to starting • Comments about surprise categories are engaging and give you follow-up topics',
      },
      source: {
        comment: 'i make a budget every january and by february i have no idea where my money went. every year 😩',
        commentAuthor: '@january.budgeter',
        commentLikes: 4360,
        videoTitle: 'Tracking every single thing I spent for a month',
        videoCreator: '@spent.sheet',
        videoViews: 1_880_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'saving',
    A: {
      title: 'How big should your emergency fund be?',
      content: {
        hooks: [
          "Six months of expenses sounds impossible. So don't start there.",
          'My car broke down the month after I finished my starter emergency fund. Best timing ever.',
          'The emergency fund in three levels, so it finally feels doable.',
        ],
        sections: [
          {
            title: 'Level 1: a starter cushion',
            text: 'A small buffer for car repairs, vet bills, a broken phone',
            voiceover:
              'Level one is a small starter cushion, enough for a surprise bill like a car repair or a vet visit. Even a few hundred in your currency stops a small problem from landing on a credit card.',
            visuals: 'A glass jar with a "level 1" sticker, with receipts for a car repair and vet bill next to it.',
          },
          {
            title: 'Level 2: one month of essentials',
            text: 'Rent + food + bills + transport + minimum payments',
            voiceover:
              'Level two: one month of essential expenses. Not your full spending, just what you need to keep the lights on and a roof over your head.',
            visuals: 'A list of essential bills on a notepad with a total at the bottom.',
          },
          {
            title: 'Level 3: three to six months',
            text: 'More if: irregular income • single income household • dependants',
            voiceover:
              "The common goal is three to six months of essentials. Lean toward more if your income is irregular, you're the only earner, or people depend on you.",
            visuals: 'Three jars in a row labelled 1, 2 and 3, the third one being filled.',
          },
          {
            title: 'What counts as an emergency',
            text: 'Unexpected • necessary • urgent (all three)',
            voiceover:
              "Only use it when something is unexpected, necessary and urgent. A sale isn't an emergency. Then refill it before you go back to other goals.",
            visuals: 'Three check boxes on screen ticking one by one.',
          },
          {
            title: 'Which level are you on?',
            text: 'Comment 1, 2 or 3',
            voiceover: 'Comment which level you are on. There is no shame in level zero, everyone starts there.',
            visuals: 'Talk to camera holding up one finger.',
          },
        ],
        why_it_works:
          'Breaks an intimidating goal into levels, answering the overwhelm in the comment • The jars show progress visually and work without sound • The "unexpected, necessary, urgent" test is easy to remember and share • Level comments are low-effort for viewers, which boosts engagement',
      },
      source: {
        comment: '3-6 months of expenses?? i can barely save 3-6 dollars lmao. is there a smaller goal that actually helps',
        commentAuthor: '@broke.but.trying',
        commentLikes: 12_300,
        videoTitle: 'Money moves everyone should make before 30',
        videoCreator: '@thirty.and.thriving',
        videoViews: 4_620_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Where to keep your emergency fund',
      content: {
        hooks: [
          'Your emergency fund should be boring. Here is why.',
          'I kept my emergency savings in my checking account and kept "accidentally" spending it.',
          'Three rules for where your emergency money lives.',
        ],
        sections: [
          {
            title: 'Rule 1: separate account',
            text: 'Not in your everyday spending account',
            voiceover:
              'Keep it out of your everyday account. If you can see it next to your spending money, it slowly becomes spending money.',
            visuals: 'A banking app with two accounts: "everyday" and "emergency only".',
          },
          {
            title: 'Rule 2: easy to reach, not too easy',
            text: 'Access within a few days • no debit card attached',
            voiceover:
              'You should be able to get the money within a day or two, but not tap it at a store. A separate savings account without a card works well for many people.',
            visuals: 'Scissors cutting a blank card in half, then a transfer screen showing one to two business days.',
          },
          {
            title: 'Rule 3: protected and paying interest',
            text: 'Deposit-insured savings • compare interest rates',
            voiceover:
              'Choose a savings account covered by deposit insurance, in the US that means FDIC or NCUA insured, and compare interest rates. Many countries have their own protection schemes.',
            visuals: 'Comparing two generic savings account offers on screen, highlighting interest rate and protection.',
          },
          {
            title: 'Why not invest it?',
            text: 'Markets can be down exactly when you need the money',
            voiceover:
              "Why not invest it? Because emergencies often come with bad timing, like a job loss during a downturn. You don't want to sell investments when they've dropped. This is general education, not financial advice.",
            visuals: 'A line chart dropping, with a "job loss" note pinned at the lowest point.',
          },
        ],
        why_it_works:
          'Answers a practical "where do I put it?" question that generic savings videos skip • The three-rule structure is clear and saveable • Explaining why not to invest builds trust and addresses a common debate • The relatable "accidental spending" confession gets viewers nodding and sharing',
      },
      source: {
        comment: 'ok i finally have some savings but where do i even keep it? should i be investing it instead of letting it sit?',
        commentAuthor: '@first.thousand.saved',
        commentLikes: 3570,
        videoTitle: 'I saved my first emergency fund on a small salary',
        videoCreator: '@slow.money.sara',
        videoViews: 1_260_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'debt',
    A: {
      title: 'Debt avalanche vs debt snowball',
      content: {
        hooks: [
          "The method that saves the most money isn't always the one that works.",
          'I paid my smallest debt first even though it had the lowest interest. Here is why.',
          'Avalanche or snowball? Two ways to pay off debt, and how to choose.',
        ],
        sections: [
          {
            title: 'First: list everything',
            text: 'Balance • interest rate (APR) • minimum payment',
            voiceover:
              'Write down every debt with its balance, interest rate and minimum payment. You pay at least the minimum on all of them, every month, no matter which method.',
            visuals: 'A handwritten table of four debts on a notepad.',
          },
          {
            title: 'Avalanche',
            text: 'Extra money → highest interest rate first',
            voiceover:
              'Avalanche: any extra money goes to the debt with the highest interest rate. Mathematically, it usually saves the most in interest.',
            visuals: 'The table re-ordered by interest rate, an arrow pointing at the top row.',
          },
          {
            title: 'Snowball',
            text: 'Extra money → smallest balance first',
            voiceover:
              'Snowball: extra money goes to the smallest balance first. You clear a debt quickly, and that win helps many people stay motivated.',
            visuals: 'The table re-ordered by balance, the smallest row crossed out with a satisfying line.',
          },
          {
            title: 'How to choose',
            text: 'Motivated by numbers → avalanche • need quick wins → snowball',
            voiceover:
              "If you're driven by numbers, avalanche. If you've quit debt plans before, snowball's quick wins might keep you going. The best plan is the one you stick to.",
            visuals: 'Split screen of both tables, with a "pick one" caption.',
          },
          {
            title: 'Team avalanche or snowball?',
            text: 'Comment your pick',
            voiceover: 'Comment avalanche or snowball, and tell me why. This always starts a friendly debate.',
            visuals: 'Talk to camera holding the notepad.',
          },
        ],
        why_it_works:
          'A clear comparison answers the exact "which one?" question in the comment • The handwritten table makes both methods easy to follow muted • Honest about the trade-off between math and motivation, which builds trust • "Team A or B" prompts are easy to answer and drive comments',
      },
      source: {
        comment: 'i have 3 credit cards and a car loan and i dont even know which one to pay first. help',
        commentAuthor: '@debtfree.someday',
        commentLikes: 6740,
        videoTitle: 'How I paid off my debt in 3 years',
        videoCreator: '@zero.balance.zoe',
        videoViews: 2_940_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Why minimum payments keep you in debt for years',
      content: {
        hooks: [
          'Paying the minimum on a credit card can turn 2,000 into almost 5,000.',
          'I paid my card on time every month for a year and the balance barely moved.',
          'Look at this one line on your credit card statement.',
        ],
        sections: [
          {
            title: 'Where your payment goes',
            text: 'Interest first, then the balance',
            voiceover:
              'Every month, part of your payment covers the interest charged that month. Only what is left reduces the balance. With a minimum payment, that leftover is tiny.',
            visuals: 'A payment split into two colored blocks: a big interest block and a thin balance block.',
          },
          {
            title: 'An example',
            text: '2,000 at 24% APR: minimum payments ≈ 12 years, ≈ 4,900 total • 100 a month ≈ 2 years, ≈ 2,600',
            voiceover:
              'Example: a 2,000 balance at 24 percent APR. Paying a typical minimum, it takes around twelve years and roughly 4,900 in total. Paying 100 a month instead: about two years and roughly 2,600.',
            visuals: 'Two timelines on screen: one stretching 12 years, one ending at 2 years.',
          },
          {
            title: 'Check your statement',
            text: 'In the US, statements show how long minimum payments will take',
            voiceover:
              'In the US, your credit card statement has to show how long paying only the minimum will take. Find that box. It is eye-opening.',
            visuals: 'Close-up of a generic statement with the minimum payment warning box highlighted.',
          },
          {
            title: 'Pay a fixed amount',
            text: 'Choose a fixed payment above the minimum and automate it',
            voiceover:
              'Pick a fixed amount above the minimum that you can afford every month and automate it. Minimums shrink as the balance falls, but your fixed payment keeps working.',
            visuals: 'Setting up an autopay amount in a generic app.',
          },
        ],
        why_it_works:
          'The number in the first hook is shocking and specific, so people stop scrolling • The side-by-side timelines make compound interest visual • Sends viewers to a real box on their own statement, which is instantly actionable • Relatable confession mirrors the frustration in the source comment',
      },
      source: {
        comment: 'i pay my card every month but the balance is still the same?? where is my money going',
        commentAuthor: '@minimum.mike',
        commentLikes: 5230,
        videoTitle: 'Credit card mistakes I made at 22',
        videoCreator: '@credit.cleanup',
        videoViews: 2_370_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'credit',
    A: {
      title: 'What actually moves your credit score (US)',
      content: {
        hooks: [
          "Checking your own credit score doesn't lower it. Here is what actually does.",
          "I obsessed over my credit score for a year before I learned what it's really made of.",
          'Five things make up most US credit scores. Two of them matter most.',
        ],
        sections: [
          {
            title: 'The breakdown',
            text: 'Payment history ~35% • Amounts owed ~30% • History length ~15% • New credit ~10% • Credit mix ~10%',
            voiceover:
              'In the US, the most widely used scoring model publishes roughly these weights. Payment history and how much of your available credit you use make up about two thirds.',
            visuals: 'A pie chart building slice by slice with each label.',
          },
          {
            title: '#1: pay on time',
            text: 'Autopay at least the minimum • late payments can hurt for years',
            voiceover:
              'Paying on time matters most. Set up autopay for at least the minimum, so a busy month never becomes a late payment on your report.',
            visuals: 'Setting autopay in a generic app, then a calendar with every due date ticked.',
          },
          {
            title: '#2: keep balances low',
            text: 'Lower utilization generally = better score',
            voiceover: 'Next is how much of your limit you use. Using a smaller share of your available credit generally helps your score.',
            visuals: 'A credit limit bar filled to 80 percent, then to 10 percent.',
          },
          {
            title: "What doesn't hurt",
            text: 'Checking your own score = soft inquiry, no effect',
            voiceover:
              "Checking your own score is a soft inquiry and doesn't affect it. Applying for new credit is usually a hard inquiry, which can cause a small, temporary dip.",
            visuals: 'Two labels: "soft: you checking" with a tick, "hard: applying" with a small down arrow.',
          },
          {
            title: 'Your question',
            text: 'Comment your credit score myth',
            voiceover: 'What credit score myth did you grow up believing? Comment it and I will bust the top ones.',
            visuals: 'Talk to camera.',
          },
        ],
        why_it_works:
          'A pie chart turns a mysterious number into something viewers can understand at a glance • Corrects the myth that checking your score hurts it • Clear US label keeps the advice accurate for the right audience • Myth comments give you a ready-made series',
      },
      source: {
        comment: 'how do i actually raise my credit score? i check it every day and it just goes up and down randomly',
        commentAuthor: '@score.watcher',
        commentLikes: 7110,
        videoTitle: 'I raised my credit score 100 points, here is what I did',
        videoCreator: '@credit.with.cam',
        videoViews: 3_280_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: "You don't need to carry a balance to build credit",
      content: {
        hooks: [
          'Leaving a balance on your card to "build credit" just costs you interest.',
          'My dad told me to always leave a little on the card. He meant well.',
          'Carry a balance or pay in full? One of these costs you money for nothing.',
        ],
        sections: [
          {
            title: 'The myth',
            text: '"Leave a small balance to show activity"',
            voiceover:
              'The myth: leave a small balance so the card company sees activity. In reality, using the card and paying it off still shows activity.',
            visuals: 'A sticky note with the myth written on it, then crumpled.',
          },
          {
            title: 'What counts',
            text: 'Use the card → statement posts → pay the statement balance in full',
            voiceover:
              'Use the card for something small, let the statement come, then pay the full statement balance by the due date. You build history and usually pay no interest.',
            visuals: 'A simple three-step arrow graphic with a coffee purchase icon, a statement icon and a check mark.',
          },
          {
            title: 'Statement vs current balance',
            text: 'Statement balance = what was billed • current = including new purchases',
            voiceover:
              'Quick tip: the statement balance is what you were billed. Paying that in full by the due date typically avoids interest on purchases.',
            visuals: 'Generic app screen with the two balances highlighted in different colors.',
          },
          {
            title: 'Spread the word',
            text: 'Send this to whoever told you to carry a balance',
            voiceover:
              'Send this to whoever told you to carry a balance, kindly. And comment the money advice you got that turned out to be wrong.',
            visuals: 'Talk to camera, then mimicking sending the video to a parent.',
          },
        ],
        why_it_works:
          'Busts a widespread, costly myth in the first line • The three-step graphic replaces confusion with a clear routine • Explaining statement vs current balance solves a follow-up question before it is asked • "Send this to" framing drives shares',
      },
      source: {
        comment: 'wait so i DONT have to leave a balance on my card?? my parents told me that my whole life',
        commentAuthor: '@paid.in.full.finally',
        commentLikes: 4620,
        videoTitle: 'Money myths your parents taught you',
        videoCreator: '@myth.money',
        videoViews: 1_910_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'budgeting',
    A: {
      title: 'Sinking funds: stop being surprised by yearly bills',
      content: {
        hooks: [
          "Car insurance, birthdays, holidays: they aren't surprises. They are on the calendar.",
          'Every December I used to panic. Sinking funds fixed it.',
          'Divide by 12. That is the whole trick.',
        ],
        sections: [
          {
            title: 'List the irregular bills',
            text: 'Insurance • car maintenance • gifts • holidays • annual subscriptions',
            voiceover:
              "Go through last year and list every cost that doesn't come monthly: insurance, car maintenance, gifts, holidays, annual subscriptions.",
            visuals: "Flipping through last year's statements with a highlighter, a list growing on a notepad.",
          },
          {
            title: 'Divide by months left',
            text: 'Cost ÷ months until due = monthly amount',
            voiceover:
              'For each one, divide the cost by the number of months until it is due. A 600 bill in 12 months? That is 50 a month.',
            visuals: 'Simple calculator on screen: 600 ÷ 12 = 50.',
          },
          {
            title: 'Give each a home',
            text: 'Separate savings pots or one account + a tracker',
            voiceover:
              'Move that amount every month into its own pot. Many banks let you create sub-accounts, or use one account and a simple tracker.',
            visuals: 'A generic banking app with labelled savings pots: "car", "gifts", "holiday".',
          },
          {
            title: 'Spend without guilt',
            text: 'When the bill arrives, the money is already there',
            voiceover:
              'When the bill comes, the money is waiting. No stress, no credit card. What irregular expense always catches you off guard? Comment it.',
            visuals: 'Paying a bill from the pot, then a relieved exhale to camera.',
          },
        ],
        why_it_works:
          'Reframes "surprise" bills as predictable, which is the insight the comment is missing • The simple division makes the method feel instantly doable • Named savings pots look satisfying and are easy to copy • Comments listing surprise expenses create more follow-up ideas',
      },
      source: {
        comment: 'my budget works great until something random comes up like car insurance or a wedding and then it all falls apart',
        commentAuthor: '@random.expense.rachel',
        commentLikes: 3890,
        videoTitle: 'My monthly budget as a 26 year old',
        videoCreator: '@cents.and.sensibility',
        videoViews: 1_430_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'The subscription audit: find what you forgot you pay for',
      content: {
        hooks: [
          'I found four subscriptions I forgot I was paying for.',
          'Search your bank app for one word and see what comes up.',
          'Small monthly charges are the easiest money to get back.',
        ],
        sections: [
          {
            title: 'Search your statements',
            text: 'Look back 2-3 months: recurring charges, free trials that converted',
            voiceover:
              'Open your bank and card statements for the last two or three months and look for anything that repeats. Free trials that quietly turned into paid plans love to hide here.',
            visuals: 'Scrolling through a generic statement, recurring charges highlighted.',
          },
          {
            title: 'Check app store subscriptions',
            text: 'Phone settings → subscriptions',
            voiceover:
              'Then check the subscriptions section in your phone settings. App subscriptions often bill there, not directly on your bank statement.',
            visuals: 'Screen recording of a phone settings menu opening a subscriptions list.',
          },
          {
            title: 'Keep, pause or cancel',
            text: 'Used it this week? Keep • Seasonal? Pause • Forgot it existed? Cancel',
            voiceover:
              'Ask one question per subscription: did I use it this week? If yes, keep. If it is seasonal, pause it. If you forgot it existed, cancel.',
            visuals: 'Three stacks of sticky notes: keep, pause, cancel, with subscription names moving between them.',
          },
          {
            title: 'Add up the total',
            text: 'Monthly savings × 12 = yearly savings',
            voiceover: 'Add up what you cancelled and multiply by twelve. Then comment your yearly number. Let us see who found the most.',
            visuals: 'Calculator showing a monthly total times twelve, then talk to camera.',
          },
        ],
        why_it_works:
          'Quick, satisfying win viewers can complete in 15 minutes • The keep-pause-cancel rule removes decision paralysis • The yearly total makes small savings feel meaningful • Sharing totals in the comments adds a friendly competition',
      },
      source: {
        comment: 'just realized im paying for 3 streaming services and i watch one of them 💀 what else am i wasting money on',
        commentAuthor: '@stream.queen.saves',
        commentLikes: 2950,
        videoTitle: 'Easy ways to save money every month',
        videoCreator: '@frugal.not.cheap',
        videoViews: 1_070_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'investing-basics',
    A: {
      title: 'Compound growth explained with one simple example',
      content: {
        hooks: [
          'Time does more of the work than the amount you start with.',
          'I used to think investing was only for people with lots of money.',
          'What happens to 100 a month over 30 years? The answer surprised me.',
        ],
        sections: [
          {
            title: 'What compounding is',
            text: 'Growth earns growth',
            voiceover:
              'Compounding means your returns start earning returns of their own. Early on it looks slow. Later it can speed up a lot.',
            visuals: 'A snowball rolling down a snowy hill, growing bigger.',
          },
          {
            title: 'An illustration',
            text: '100/month • assumed 5% a year • 30 years ≈ 83,000 (36,000 of it contributions)',
            voiceover:
              'Say you put in 100 a month for 30 years and it grows at an assumed 5 percent a year. You would have paid in 36,000, and the total would be around 83,000. The rest is growth.',
            visuals: 'A bar chart year by year, with contributions in one color and growth in another.',
          },
          {
            title: 'The honest fine print',
            text: 'Real returns go up and down • not guaranteed • not financial advice',
            voiceover:
              "Real investments don't grow in a smooth line. Some years go down, sometimes a lot, and returns are never guaranteed. This is an illustration, not a prediction or financial advice.",
            visuals: 'A jagged line chart laid over the smooth one, with a "not guaranteed" caption.',
          },
          {
            title: 'The takeaway',
            text: 'Start small • stay consistent • give it time',
            voiceover:
              'The takeaway: starting small and early, and staying consistent, often matters more than starting big later. What is stopping you from starting? Comment it.',
            visuals: 'Talk to camera, the chart on a laptop behind you.',
          },
        ],
        why_it_works:
          'One concrete example makes an abstract concept click • The contribution-vs-growth chart is a visual "aha" worth saving • Honest fine print builds trust and keeps the content responsible • Asking what stops people gives you a list of beginner fears to address',
      },
      source: {
        comment: 'can someone explain compound interest like im 5? everyone says its magic but i dont get it',
        commentAuthor: '@explain.like.im.five',
        commentLikes: 8470,
        videoTitle: 'Things school should have taught us about money',
        videoCreator: '@class.of.cash',
        videoViews: 5_140_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Saving vs investing: the time-horizon rule',
      content: {
        hooks: [
          'Should you save it or invest it? Ask when you will need it.',
          'I invested my house deposit savings and then the market dropped. Lesson learned.',
          'The one question that decides where your money should go.',
        ],
        sections: [
          {
            title: 'Ask: when will I need it?',
            text: 'Time horizon = how long until you spend it',
            voiceover:
              'Before choosing between saving and investing, ask one question: when will I need this money? That is your time horizon.',
            visuals: 'A timeline on a whiteboard with "now" on the left and "10+ years" on the right.',
          },
          {
            title: 'Short term: save',
            text: 'Needed within a few years → savings account',
            voiceover:
              'Money you need within the next few years, like an emergency fund, a deposit or a wedding, usually belongs in savings. Markets can fall a lot in a single year.',
            visuals: 'Sticky notes for "emergency", "deposit" and "wedding" placed on the short end of the timeline.',
          },
          {
            title: 'Long term: consider investing',
            text: 'Needed in many years → time to ride out ups and downs',
            voiceover:
              "Money you won't touch for many years, like retirement, has more time to recover from drops. That's where investing is often considered.",
            visuals: 'A "retirement" sticky note on the far right of the timeline.',
          },
          {
            title: 'Know yourself',
            text: 'Risk tolerance • not financial advice',
            voiceover:
              'Your comfort with risk matters too. This is general education, not financial advice. If you are unsure, a fee-only financial adviser can help. What are you saving for? Comment it.',
            visuals: 'Talk to camera in front of the whiteboard.',
          },
        ],
        why_it_works:
          'A single question gives viewers a clear framework instead of a yes/no answer • The timeline with sticky notes is visual and easy to copy • The personal story adds credibility and a real consequence • Responsible framing and adviser mention build trust in a sensitive niche',
      },
      source: {
        comment: 'i have like 5k saved. should i be investing it or keeping it in savings?? everyone says different things',
        commentAuthor: '@fivek.what.now',
        commentLikes: 3680,
        videoTitle: 'Where I keep my money (savings vs investing)',
        videoCreator: '@calm.capital',
        videoViews: 1_520_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'saving',
    A: {
      title: 'The 48-hour rule for impulse purchases',
      content: {
        hooks: [
          'Put it in the cart. Then close the app for 48 hours.',
          'Half the things I wanted last month, I forgot about by the weekend.',
          'A simple pause that saves me more than any coupon.',
        ],
        sections: [
          {
            title: 'The rule',
            text: 'Non-essential purchase? Wait 48 hours',
            voiceover: 'For anything non-essential, wait 48 hours before buying. Add it to the cart or a list, then walk away.',
            visuals: 'Adding an item to a generic online cart, closing the app, a 48-hour timer starting.',
          },
          {
            title: 'Why it works',
            text: 'Impulse fades • the real want stays',
            voiceover: 'Impulse wants fade fast. Things you actually need or will use stay on your mind. The wait sorts them for you.',
            visuals: 'A list of wanted items with some crossed out after the timer ends.',
          },
          {
            title: 'Make it harder',
            text: 'Delete saved cards • unsubscribe from sale emails • turn off app notifications',
            voiceover:
              'Add friction: remove saved card details, unsubscribe from sale emails and turn off shopping notifications. Fewer triggers, fewer impulse buys.',
            visuals: 'Screen recording of deleting a saved card and unsubscribing from an email.',
          },
          {
            title: 'Save the difference',
            text: 'Skipped it? Move the money to savings',
            voiceover:
              'When you skip something, move that amount into savings so you can see the result. What is in your cart right now? Comment it.',
            visuals: 'A transfer screen labelled "skipped purchases", then talk to camera.',
          },
        ],
        why_it_works:
          'A simple, named rule viewers can use on their very next purchase • The timer visual makes the idea stick • Friction tips make it practical, not just willpower • "What is in your cart?" is fun and easy to answer',
      },
      source: {
        comment: 'how do i stop impulse buying?? i see something on here and its in my cart before i even think',
        commentAuthor: '@add.to.cart.addict',
        commentLikes: 6280,
        videoTitle: 'No-spend month: what I learned',
        videoCreator: '@nospend.nina',
        videoViews: 2_260_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Pay yourself first: automate savings on payday',
      content: {
        hooks: [
          "If you save what's left at the end of the month, there's nothing left.",
          'I saved more the year I stopped trying to save.',
          'Move your savings before you see your paycheck.',
        ],
        sections: [
          {
            title: 'Reverse the order',
            text: 'Not: earn → spend → save what is left • Instead: earn → save → spend',
            voiceover:
              'Most people save whatever is left at the end of the month, which is often nothing. Pay yourself first: save first, then spend the rest.',
            visuals: 'Two arrow diagrams on a whiteboard, the first crossed out.',
          },
          {
            title: 'Automate it',
            text: 'Scheduled transfer on payday, or split your direct deposit',
            voiceover:
              'Set a scheduled transfer for payday, or, if your employer allows it, split your pay so part lands directly in savings.',
            visuals: 'Screen recording of setting up a recurring transfer on the same date as payday.',
          },
          {
            title: 'Start small',
            text: '1-5% is a great start • increase with every raise',
            voiceover: "Start with an amount that doesn't hurt, even one to five percent. Each time you get a raise, bump it up a little.",
            visuals: 'A percentage slider moving from 1% to 5% over a timeline.',
          },
          {
            title: 'Your number',
            text: 'Comment the percentage you are starting with',
            voiceover: 'Comment the percentage you are starting with. Every number counts, even one percent.',
            visuals: 'Talk to camera holding a phone showing the set-up transfer.',
          },
        ],
        why_it_works:
          'Contrarian hook addresses why willpower-based saving fails • Automation is a one-time action viewers can do today • Starting small removes the "I cannot afford to save" objection • Percentage comments create community and accountability',
      },
      source: {
        comment: 'i always PLAN to save but by the end of the month theres nothing left. every single month',
        commentAuthor: '@end.of.month.empty',
        commentLikes: 5180,
        videoTitle: 'How I saved my first 10k on an average salary',
        videoCreator: '@steady.saver',
        videoViews: 1_980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'investing-basics',
    A: {
      title: 'Index funds vs picking stocks, explained simply',
      content: {
        hooks: [
          'Picking the next big company is a lot harder than it looks on social media.',
          "I bought one company because everyone online was hyped. It didn't go well.",
          'What is an index fund, really? Think of a basket, not a single egg.',
        ],
        sections: [
          {
            title: 'Picking stocks',
            text: "One company = one company's risk",
            voiceover:
              'When you buy shares in one company, your money rides on that one business. If it struggles, your investment can fall a lot. Some companies never recover.',
            visuals: 'A single egg in a hand, wobbling.',
          },
          {
            title: 'Index funds',
            text: 'A fund that tracks a market index = many companies in one',
            voiceover:
              'An index fund tracks a market index, so one purchase gives you a small slice of many companies. If one struggles, it is a small part of the whole.',
            visuals: 'A full egg carton, one egg cracked but the rest fine.',
          },
          {
            title: 'Why beginners hear about them',
            text: 'Diversification • often low fees • less time picking',
            voiceover:
              "They're often mentioned for beginners because they spread risk, many have low fees, and you don't need to research individual companies.",
            visuals: 'Three icons appearing one by one: a spread of dots, a small percent sign, a clock.',
          },
          {
            title: 'Still not risk-free',
            text: 'The whole market can fall • not financial advice',
            voiceover:
              "Diversified doesn't mean risk-free. Whole markets can drop, sometimes for years. This is general education, not a recommendation to buy anything. Research fees and your own goals first.",
            visuals: 'A market-wide line chart with a big dip, caption "diversified ≠ risk-free".',
          },
          {
            title: 'Your question',
            text: 'Comment what confuses you about investing',
            voiceover: 'What confuses you most about investing? Comment it and I will explain it in plain language.',
            visuals: 'Talk to camera holding the egg carton.',
          },
        ],
        why_it_works:
          'The egg and carton metaphor explains diversification without jargon • No specific funds or companies, so the video ages well and stays responsible • Honest about risk, which builds credibility • Questions in comments become a beginner series',
      },
      source: {
        comment: 'everyone says just buy index funds but what even IS that and why not just buy the company i like',
        commentAuthor: '@newbie.investor.nat',
        commentLikes: 5590,
        videoTitle: 'Investing for complete beginners',
        videoCreator: '@plain.english.money',
        videoViews: 2_680_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'How a 1% yearly fee can cost a quarter of your balance',
      content: {
        hooks: [
          "1% sounds tiny. Over 30 years it isn't.",
          'I never looked at the fees on my account. Then I did the math.',
          'Find this one number on your investment account today.',
        ],
        sections: [
          {
            title: 'Fees come out every year',
            text: 'A yearly % fee is charged on your whole balance',
            voiceover:
              'Many investment fees are a percentage of your whole balance, charged every year, whether the market went up or down.',
            visuals: 'A jar of coins with a small scoop taking some out each year on a calendar.',
          },
          {
            title: 'An illustration',
            text: '10,000 • 30 years • assumed 6% ≈ 57,400 • with a 1% fee ≈ 43,200',
            voiceover:
              'Example: 10,000 invested for 30 years at an assumed 6 percent a year grows to roughly 57,400. Take a 1 percent yearly fee off that return and it is roughly 43,200. That is about 14,000 less.',
            visuals: 'Two growing bars side by side, the gap between them highlighted.',
          },
          {
            title: 'Where to find fees',
            text: 'Fund fee (expense ratio) • account or platform fee • adviser fee',
            voiceover:
              'Look for the fund fee, often called the expense ratio or ongoing charge, plus any account, platform or adviser fee. Add them up for your real total.',
            visuals: 'Generic account statement with the fee lines highlighted.',
          },
          {
            title: "Fees aren't everything",
            text: 'Compare like with like • not financial advice',
            voiceover:
              "Low fees aren't the only thing that matters, but they're one of the few things you control. Compare similar options. This is education, not financial advice. Comment if you found your number.",
            visuals: 'Talk to camera with a calculator in hand.',
          },
        ],
        why_it_works:
          'A small-sounding number with a big long-term effect is a powerful scroll-stopper • The side-by-side bars make the cost visible • Gives viewers a concrete action: find their own fee • Balanced framing keeps the content trustworthy and educational',
      },
      source: {
        comment: 'my bank set up my investment account and i have no idea what fees i pay. does 1% even matter?',
        commentAuthor: '@fee.finder',
        commentLikes: 2870,
        videoTitle: 'Hidden costs in your bank account',
        videoCreator: '@fine.print.frank',
        videoViews: 980_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'debt',
    A: {
      title: 'Is buy now, pay later really free?',
      content: {
        hooks: [
          'Buy now, pay later is only free if everything goes right.',
          'I had four pay-later plans running at once and forgot two of them.',
          "Splitting a purchase into four payments: what the ad doesn't tell you.",
        ],
        sections: [
          {
            title: 'How it usually works',
            text: 'Split a purchase into a few payments • often no interest if paid on time',
            voiceover:
              'Buy now, pay later splits a purchase into a few payments. Short plans often charge no interest as long as every payment goes through on time.',
            visuals: 'A checkout screen graphic showing a price split into four equal chunks.',
          },
          {
            title: 'Where it costs you',
            text: 'Late fees • interest on longer plans • overdraft if the payment bounces',
            voiceover:
              'The costs show up when things go wrong: late fees, interest on longer plans, and overdraft charges if an automatic payment hits an empty account.',
            visuals: 'Three warning icons on screen, one per cost.',
          },
          {
            title: 'The stacking problem',
            text: "Several small plans = one big monthly bill you didn't plan for",
            voiceover:
              'The real trap is stacking. Four small plans at once can add up to a bill that is bigger than you noticed, because each one felt small.',
            visuals: 'Four small payment cards stacking into one tall pile.',
          },
          {
            title: 'Your credit',
            text: 'Depending on the provider and country, missed payments may be reported',
            voiceover:
              'Depending on the provider and where you live, missed payments may be reported to credit bureaus or sent to collections. Read the terms before you click.',
            visuals: 'Scrolling through generic terms and conditions with a magnifying glass emoji.',
          },
          {
            title: 'Your experience',
            text: 'Comment: love it or regret it?',
            voiceover: 'Have you used pay later? Comment whether it helped you or hurt you. I want honest answers.',
            visuals: 'Talk to camera.',
          },
        ],
        why_it_works:
          'Addresses a popular payment method with honest, balanced information • The stacking visual makes a hidden risk obvious • Country-aware wording keeps the advice accurate • "Love it or regret it" invites strong personal stories',
      },
      source: {
        comment: 'is it bad that i use pay in 4 for everything?? its interest free so whats the catch',
        commentAuthor: '@pay.in.four.forever',
        commentLikes: 7940,
        videoTitle: 'Financial red flags in your 20s',
        videoCreator: '@redflag.finance',
        videoViews: 3_560_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'A 4-question checklist before you use pay-later',
      content: {
        hooks: [
          'Ask yourself these four questions before you click "pay in 4".',
          "If you would not buy it with cash today, pay later won't change that.",
          'My pay-later checklist, after one bad month.',
        ],
        sections: [
          {
            title: '1. Could I pay in full today?',
            text: 'If not, can I really afford it?',
            voiceover:
              'Question one: could I pay for this in full today? If the honest answer is no, splitting it might just hide that I cannot afford it.',
            visuals: 'Checklist on a notepad, the first item being written.',
          },
          {
            title: '2. Is it a need or a want?',
            text: 'Avoid splitting small, everyday wants',
            voiceover: 'Question two: is this a need or a want? Splitting everyday wants, like takeout or clothes, is how plans pile up.',
            visuals: 'A food delivery bag and a shopping bag with a question mark over them.',
          },
          {
            title: '3. How many plans do I have open?',
            text: 'Write every open plan and due date in one place',
            voiceover: 'Question three: how many plans do I already have? Keep a list with every due date, in your calendar or a note.',
            visuals: 'A phone calendar with pay-later due dates marked in red.',
          },
          {
            title: '4. Will the money be there?',
            text: 'Check your account on each due date',
            voiceover:
              'Question four: will the money be in the account on each due date? If not, a fee or overdraft can cancel out any benefit. Save this list for your next checkout.',
            visuals: 'Checklist complete, then talk to camera.',
          },
        ],
        why_it_works:
          'A practical checklist viewers can save and use at their next checkout • Non-judgmental approach respects people who use pay-later • Tackles the stacking risk with a concrete action • The "after one bad month" hook is relatable and credible',
      },
      source: {
        comment: 'ok but if i DO use those split payment apps how do i not mess it up? i missed one and got a fee 😭',
        commentAuthor: '@late.fee.lucy',
        commentLikes: 1980,
        videoTitle: 'How I got out of buy now pay later debt',
        videoCreator: '@unsplit.sam',
        videoViews: 870_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'budgeting',
    A: {
      title: 'How to budget when your income changes every month',
      content: {
        hooks: [
          'Regular budgets assume a regular paycheck. Freelancers need a different system.',
          'My income went from great to terrible in one month. This system kept me calm.',
          'Budget from your worst month, not your best.',
        ],
        sections: [
          {
            title: 'Find your baseline',
            text: 'Look at the last 6-12 months • find your lowest-income month',
            voiceover:
              'Look at the last six to twelve months of income and find your lowest month. That is your baseline. Build your essential budget to fit it.',
            visuals: 'A spreadsheet of monthly income with the lowest month highlighted.',
          },
          {
            title: 'Use a holding account',
            text: 'All income → holding account → pay yourself a fixed "salary"',
            voiceover:
              'Put all income into one holding account. Then pay yourself the same "salary" every month into your spending account, based on your baseline.',
            visuals: 'A diagram of money flowing into a tank and a steady drip into a spending account.',
          },
          {
            title: 'Good months fill the buffer',
            text: 'Extra goes to the buffer first, then goals',
            voiceover:
              'In good months, the extra stays in the holding account as a buffer for slow months. Once that buffer is solid, extra goes to savings goals.',
            visuals: 'The tank filling up in a good month, then topping off a savings jar.',
          },
          {
            title: 'Plan for taxes too',
            text: "If taxes aren't withheld, set some aside from every payment",
            voiceover:
              'If no taxes come out of your payments automatically, set a share aside every time you get paid. Rules differ by country, so check yours.',
            visuals: 'A separate pot labelled "taxes" getting a slice of each payment.',
          },
          {
            title: 'Your income type',
            text: 'Comment: freelance, tips, commission or shifts?',
            voiceover: 'Comment how your income works: freelance, tips, commission or shifts. I will tailor the next video.',
            visuals: 'Talk to camera at a desk with a laptop.',
          },
        ],
        why_it_works:
          'Speaks to an underserved audience that standard budgeting videos ignore • The holding-account diagram is simple and memorable • "Budget from your worst month" is a quotable, shareable rule • Income-type comments segment your audience for future content',
      },
      source: {
        comment: 'none of these budgets work for me bc im a freelancer and some months i make 4k and some months 800',
        commentAuthor: '@freelance.fran',
        commentLikes: 4810,
        videoTitle: 'The budget method that changed my life',
        videoCreator: '@budget.buddy.bea',
        videoViews: 2_150_000,
        platform: 'instagram',
      },
    },
    B: {
      title: 'Side hustle money: set aside for taxes first',
      content: {
        hooks: [
          "That side hustle money isn't all yours. Set some aside before you spend it.",
          'My first year of side income came with a surprise tax bill.',
          'Three things to do with every side hustle payment.',
        ],
        sections: [
          {
            title: 'Side income is usually taxable',
            text: 'In most countries, yes, even small amounts may count',
            voiceover:
              'In most countries, side income is taxable, even when nobody takes tax out for you. Rules and thresholds differ, so check your tax authority.',
            visuals: 'A notebook with "side income" written at the top and a question mark.',
          },
          {
            title: 'Set a percentage aside',
            text: 'Separate account • move a share of every payment',
            voiceover:
              'Open a separate savings account and move a share of every payment there immediately. Many people aim for something like a quarter to a third, but your number depends on your income and country.',
            visuals: 'A banking app transferring part of a payment into a "taxes" pot.',
          },
          {
            title: 'In the US specifically',
            text: 'Self-employment tax • quarterly estimated payments may apply',
            voiceover:
              'In the US, self-employed people generally owe self-employment tax on top of income tax, and may need to make quarterly estimated payments. A tax professional can tell you what applies to you.',
            visuals: 'A calendar with four quarterly dates circled.',
          },
          {
            title: 'Track income and expenses',
            text: 'Keep receipts • some business costs may be deductible',
            voiceover:
              'Keep records of income and business expenses. Depending on your country, some costs may reduce your taxable income. What is your side hustle? Comment below.',
            visuals: 'Receipts being photographed into a phone folder, then talk to camera.',
          },
        ],
        why_it_works:
          'Prevents a painful, common surprise that the comment hints at • Country-aware wording, with a clearly labelled US section, keeps it accurate • Concrete steps (separate account, records) are easy to act on • Side hustle comments show you what your audience does',
      },
      source: {
        comment: 'wait do i have to pay taxes on my little online shop money?? i just started and nobody told me anything',
        commentAuthor: '@handmade.hannah',
        commentLikes: 3720,
        videoTitle: 'How much I made from my side hustle this year',
        videoCreator: '@sidehustle.sol',
        videoViews: 1_690_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'credit',
    A: {
      title: 'Check your credit report for errors (US)',
      content: {
        hooks: [
          'Your credit report might have mistakes, and only you can catch them.',
          'There was an account on my credit report I had never opened.',
          'In the US, you can check your credit reports for free. Here is what to look for.',
        ],
        sections: [
          {
            title: 'Get your free reports',
            text: 'US: free reports from the 3 major bureaus via AnnualCreditReport.com',
            voiceover:
              'In the US, you can get free credit reports from the three major bureaus through AnnualCreditReport.com, the official site. Be careful with lookalike sites that ask for payment.',
            visuals: 'Typing the official address into a browser, the URL highlighted.',
          },
          {
            title: 'What to check',
            text: "Name and addresses • accounts you don't recognize • wrong late payments • wrong balances",
            voiceover:
              "Check your personal details, any accounts you don't recognize, late payments you didn't make, and balances that look wrong.",
            visuals: 'A printed generic report with a highlighter marking lines.',
          },
          {
            title: 'Found an error? Dispute it',
            text: 'Dispute with the bureau and the company that reported it • keep copies',
            voiceover:
              'Found an error? You can dispute it with the credit bureau and with the company that reported it. Keep copies of everything you send.',
            visuals: 'A folder with printed dispute letters and screenshots.',
          },
          {
            title: 'Make it a habit',
            text: 'Check at least once a year, more often if you are applying for credit',
            voiceover:
              'Set a reminder to check at least once a year, and before big applications like a car loan or an apartment. Have you ever checked? Comment yes or no.',
            visuals: 'Setting a yearly calendar reminder, then talk to camera.',
          },
        ],
        why_it_works:
          'Official-source guidance protects viewers from paid lookalike sites • The checklist gives viewers a clear task to complete today • A personal "unknown account" story creates urgency • The yes/no comment prompt is easy to answer, boosting engagement',
      },
      source: {
        comment: 'how do you even see your credit report without paying for some sketchy app? every site wants my card',
        commentAuthor: '@no.sketchy.sites',
        commentLikes: 4260,
        videoTitle: 'Credit things nobody tells you in your 20s',
        videoCreator: '@credit.coach.kay',
        videoViews: 1_740_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Credit freeze: what it is and when to use it (US)',
      content: {
        hooks: [
          'One free step can make it much harder to open credit in your name.',
          'After a data breach hit my info, I froze my credit in 15 minutes.',
          'Credit freeze vs fraud alert: which one do you need?',
        ],
        sections: [
          {
            title: 'What a freeze does',
            text: 'Lenders generally cannot see your report → harder to open new credit in your name',
            voiceover:
              'In the US, a credit freeze restricts access to your credit report, so most lenders cannot check it. That makes it much harder for someone to open new credit in your name.',
            visuals: 'A padlock graphic closing over a generic credit report.',
          },
          {
            title: 'The basics',
            text: 'Free • set up with each of the 3 bureaus • no effect on your score',
            voiceover:
              "Freezing is free in the US, but you set it up separately with each of the three major bureaus. It doesn't affect your credit score.",
            visuals: 'Three padlocks appearing one after another, labelled bureau 1, 2 and 3.',
          },
          {
            title: 'Applying for credit?',
            text: 'Temporarily lift it, then freeze again',
            voiceover:
              'When you apply for a loan or card, you can temporarily lift the freeze, then put it back. Save your login or PIN somewhere safe.',
            visuals: 'Unlocking one padlock, a timer graphic, then locking it again.',
          },
          {
            title: 'Fraud alert vs freeze',
            text: 'Fraud alert = lenders should verify it is you • freeze = access restricted',
            voiceover:
              'A fraud alert asks lenders to verify your identity before opening credit. A freeze restricts access altogether. Did you know freezing was free? Comment below.',
            visuals: 'Side-by-side cards explaining both, then talk to camera.',
          },
        ],
        why_it_works:
          "Tied to a real fear (data breaches), so viewers act immediately • Clear US label and plain explanations keep it accurate • The padlock visuals make an abstract process concrete • The closing question sparks comments from people who didn't know",
      },
      source: {
        comment: 'got an email saying my info was in a data breach. what am i actually supposed to do now?? 😰',
        commentAuthor: '@breached.again',
        commentLikes: 3310,
        videoTitle: 'Protect yourself from identity theft',
        videoCreator: '@safe.money.steph',
        videoViews: 1_120_000,
        platform: 'youtube',
      },
    },
  },
  {
    subNiche: 'investing-basics',
    A: {
      title: 'Employer match: the benefit people forget to claim',
      content: {
        hooks: [
          'If your employer matches retirement contributions and you skip it, you are turning down part of your pay.',
          'I worked somewhere for two years before I found out they matched contributions.',
          'Check your benefits for this one word: match.',
        ],
        sections: [
          {
            title: 'What a match is',
            text: 'You contribute → your employer adds money too',
            voiceover:
              'Some employers add money to your retirement account when you contribute. In the US this is common with a 401(k). Many other countries have workplace pensions with employer contributions too.',
            visuals: 'Two hands adding coins to one jar: one labelled "you", the other "employer".',
          },
          {
            title: 'A simple example',
            text: '50% match up to 6% of salary: you put in 6% → employer adds 3%',
            voiceover:
              'Example: a fifty percent match up to six percent of salary. If you put in six percent, your employer adds three. Put in less, and you get less of the match.',
            visuals: 'Simple calculation on a whiteboard with arrows.',
          },
          {
            title: 'Check the details',
            text: 'Match formula • vesting (how long before it is fully yours) • enrollment',
            voiceover:
              'Check the exact formula, whether you are enrolled, and the vesting schedule, which is how long you need to stay before the employer money is fully yours.',
            visuals: 'A generic benefits document with three terms highlighted.',
          },
          {
            title: 'Your situation matters',
            text: 'Balance with emergency savings and high-interest debt • not financial advice',
            voiceover:
              "Everyone's situation is different, so balance this with emergency savings and high-interest debt. This is education, not financial advice. Does your job offer a match? Comment below.",
            visuals: 'Talk to camera holding the benefits document.',
          },
        ],
        why_it_works:
          'Speaks to a very common, costly oversight in a direct way • The example math is simple enough to follow in seconds • Mentions the US and other countries, so it fits a global audience • Responsible framing builds trust in a sensitive topic',
      },
      source: {
        comment: 'my job keeps emailing about a 401k match and i just ignore it bc i dont understand it lol. should i care?',
        commentAuthor: '@benefits.who',
        commentLikes: 6520,
        videoTitle: 'Things I wish I knew at my first job',
        videoCreator: '@first.job.faye',
        videoViews: 2_840_000,
        platform: 'tiktok',
      },
    },
    B: {
      title: 'Starting at 25 vs 35: the cost of waiting',
      content: {
        hooks: [
          'Waiting ten years to start can halve where you end up. Here is the math.',
          'I kept saying I would start investing "when I earn more".',
          'Same monthly amount, ten years apart. The results are very different.',
        ],
        sections: [
          {
            title: 'Two people, same habit',
            text: 'Both invest 200 a month until 65 • one starts at 25, one at 35',
            voiceover:
              'Two people invest 200 a month until age 65. One starts at 25, the other at 35. Same monthly habit, different start.',
            visuals: 'Two stick figures on a whiteboard with start ages labelled.',
          },
          {
            title: 'The illustration',
            text: 'Assumed 6% a year: start at 25 ≈ 398,000 • start at 35 ≈ 201,000',
            voiceover:
              'Assuming a steady 6 percent a year, the one who started at 25 ends with roughly 398,000. The one who started at 35 ends with about 201,000. The early starter paid in just 24,000 more.',
            visuals: 'Two bars growing over a timeline, the first much taller by the end.',
          },
          {
            title: 'The honest part',
            text: 'Returns vary • not guaranteed • not financial advice',
            voiceover:
              "Real returns are never steady or guaranteed, and some years are negative. The point isn't the exact number. It is how much time itself contributes.",
            visuals: 'A jagged line over the smooth bars, with a "not guaranteed" caption.',
          },
          {
            title: 'Late? Start now',
            text: 'The second-best time is today',
            voiceover:
              "If you are 35 or 45 and feeling late, the lesson isn't to give up. It is to start with what you can. When are you starting? Comment it.",
            visuals: 'Talk to camera.',
          },
        ],
        why_it_works:
          "A side-by-side comparison makes time-value obvious • Honest caveats keep it educational and responsible • Ends with encouragement for older viewers, so it doesn't alienate anyone • Start-date comments build a community of accountability",
      },
      source: {
        comment: 'im 31 and havent invested anything. is it too late or should i even bother',
        commentAuthor: '@late.starter.lou',
        commentLikes: 4080,
        videoTitle: 'If I could start investing again at 20',
        videoCreator: '@redo.my.twenties',
        videoViews: 1_960_000,
        platform: 'instagram',
      },
    },
  },
  {
    subNiche: 'debt',
    A: {
      title: 'Car loans: look at total cost, not the monthly payment',
      content: {
        hooks: [
          'A lower monthly payment can mean a much more expensive car.',
          'The dealer asked what monthly payment I wanted. That was the wrong question.',
          'Same car, same rate: 48 months vs 72 months. Watch the interest.',
        ],
        sections: [
          {
            title: 'The monthly payment trick',
            text: 'Longer loan = lower payment = more interest',
            voiceover:
              'Stretching a loan over more months lowers the payment, but you pay interest for longer. The monthly number hides the total.',
            visuals: 'A stretchy rubber band being pulled longer and longer.',
          },
          {
            title: 'An illustration',
            text: '20,000 at 8% APR • 48 months ≈ 488/month, ≈ 3,400 interest • 72 months ≈ 351/month, ≈ 5,200 interest',
            voiceover:
              'Example: 20,000 at 8 percent APR. Over 48 months, about 488 a month and roughly 3,400 in interest. Over 72 months, about 351 a month but roughly 5,200 in interest.',
            visuals: 'Two loan summaries side by side on a whiteboard, total interest circled.',
          },
          {
            title: 'Negotiate on total price',
            text: 'Price first • then the loan • compare APRs from other lenders',
            voiceover:
              'Negotiate the total price of the car first, then talk about financing. Getting a loan quote from a bank or credit union beforehand gives you something to compare.',
            visuals: 'A notepad with "price" circled and "monthly" crossed out.',
          },
          {
            title: 'Your question',
            text: 'Comment your car buying question',
            voiceover: 'Buying a car soon? Comment your question and I will answer the most common ones.',
            visuals: 'Talk to camera in front of a parked car.',
          },
        ],
        why_it_works:
          'Reframes a very common decision with one clear comparison • The numbers are illustrative and easy to follow • Practical negotiating steps give viewers something to use this week • Car buying questions in the comments lead to a series',
      },
      source: {
        comment: 'the dealership offered me a 72 month loan so the payment is low.. is that bad?? it sounded like a good deal',
        commentAuthor: '@first.car.carla',
        commentLikes: 5740,
        videoTitle: 'Car buying mistakes that cost me thousands',
        videoCreator: '@auto.honest',
        videoViews: 2_430_000,
        platform: 'youtube',
      },
    },
    B: {
      title: 'The 20/4/10 rule of thumb for buying a car',
      content: {
        hooks: [
          'How much car can you afford? Here is a rule of thumb, and its limits.',
          'I bought the car the bank approved me for. Not the car I could afford.',
          '20, 4, 10: three numbers to check before you sign.',
        ],
        sections: [
          {
            title: '20: the down payment',
            text: 'Aim for around 20% down',
            voiceover:
              'Twenty: aim to put around twenty percent down. It lowers the loan and makes it less likely you owe more than the car is worth.',
            visuals: 'A car toy with a chunk of it colored in to show 20%.',
          },
          {
            title: '4: the loan length',
            text: 'Finance for no more than about 4 years',
            voiceover: 'Four: try to keep the loan to about four years. Shorter loans usually mean less interest in total.',
            visuals: 'A calendar showing four years, with extra years crossed out.',
          },
          {
            title: '10: the monthly costs',
            text: 'Car costs under about 10% of gross monthly income',
            voiceover:
              'Ten: keep total car costs, like the payment and insurance, under about ten percent of your monthly income before tax. Some versions include fuel and maintenance too.',
            visuals: 'A simple pie chart with a small slice for car costs.',
          },
          {
            title: 'Adapt it',
            text: 'Rule of thumb, not a law • your budget comes first',
            voiceover:
              'It is a rule of thumb, not a law. Where you live and how you use a car matter. Does your car pass the 20/4/10 test? Comment below.',
            visuals: 'Talk to camera with the three numbers on screen.',
          },
        ],
        why_it_works:
          'Three memorable numbers make a complex decision simpler • The "approved vs affordable" confession is relatable • Clear limits on the rule keep the advice honest • The "does yours pass?" prompt invites engagement',
      },
      source: {
        comment: 'how do you know how much car you can actually afford? the bank approved me for way more than i expected',
        commentAuthor: '@car.shopping.cam',
        commentLikes: 2640,
        videoTitle: 'What I wish I knew before buying my first car',
        videoCreator: '@driven.by.dollars',
        videoViews: 1_280_000,
        platform: 'tiktok',
      },
    },
  },
  {
    subNiche: 'budgeting',
    A: {
      title: 'The 20-minute monthly money date',
      content: {
        hooks: [
          "You don't need to look at your money every day. Once a month, 20 minutes.",
          'I used to avoid my bank app for weeks. A monthly money date changed that.',
          'Put the kettle on. Here is my five-step monthly money check-in.',
        ],
        sections: [
          {
            title: 'Set it up',
            text: 'Same day each month • drink • music • 20 minutes',
            voiceover: 'Pick the same day every month, make a drink, put on music. It should feel like a ritual, not a punishment.',
            visuals: 'Cozy setup: a mug, a laptop and a notebook on a table.',
          },
          {
            title: 'Steps 1-2: look back',
            text: 'Check spending vs budget • find one win and one leak',
            voiceover: "First, check last month's spending against your budget. Find one win and one leak. No guilt, just notes.",
            visuals: 'Writing "win" and "leak" in a notebook with one item each.',
          },
          {
            title: 'Steps 3-4: check balances',
            text: 'Savings • debt balances • upcoming bills',
            voiceover: 'Next, check savings and debt balances, and look at big bills coming up next month.',
            visuals: 'Scrolling through a generic banking app, jotting down numbers.',
          },
          {
            title: 'Step 5: one action',
            text: 'Pick one small money task for this month',
            voiceover: 'Finally, pick one small task for the month: cancel a subscription, raise a transfer, call about a bill. Just one.',
            visuals: 'Writing the task on a sticky note and putting it on the laptop.',
          },
          {
            title: 'Join me',
            text: 'Comment "money date" and the day you will do it',
            voiceover: 'Comment "money date" and the day you will do yours. We will keep each other accountable.',
            visuals: 'Talk to camera holding the mug.',
          },
        ],
        why_it_works:
          'Turns financial avoidance into a cozy, repeatable ritual • The five-step checklist is easy to save and follow • Only one action a month feels achievable, which keeps viewers coming back • The accountability comment prompt builds community',
      },
      source: {
        comment: 'i get so anxious looking at my bank account that i just... dont. for weeks. is that just me',
        commentAuthor: '@avoidant.anna',
        commentLikes: 10_200,
        videoTitle: 'Money anxiety is real, here is what helped me',
        videoCreator: '@gentle.money.gia',
        videoViews: 3_090_000,
        platform: 'instagram',
      },
    },
    B: {
      title: "Calculate your net worth (even if it's negative)",
      content: {
        hooks: [
          'My net worth was negative at 24. Here is why I track it anyway.',
          'One number shows your whole financial picture. Most people never calculate it.',
          'Assets minus debts. Let us do yours in two minutes.',
        ],
        sections: [
          {
            title: 'The formula',
            text: 'What you own − what you owe = net worth',
            voiceover: 'Net worth is what you own minus what you owe. That is it.',
            visuals: 'The formula written large on a whiteboard.',
          },
          {
            title: 'List what you own',
            text: 'Cash • savings • investments • retirement accounts • car (realistic value)',
            voiceover:
              'List what you own: cash, savings, investments, retirement accounts, and things like a car at a realistic resale value, not what you paid.',
            visuals: 'A column on the whiteboard filling with items.',
          },
          {
            title: 'List what you owe',
            text: 'Credit cards • student loans • car loan • mortgage • other debts',
            voiceover: 'Then what you owe: credit cards, student loans, car loans, a mortgage, any other debt. Subtract.',
            visuals: 'A second column, then the subtraction.',
          },
          {
            title: 'Negative is normal',
            text: 'Track the direction, not the number • update every 3 months',
            voiceover:
              "If it's negative, especially with student loans, you aren't alone. What matters is the direction. Update it every three months and watch the trend. Will you calculate yours? Comment below.",
            visuals: 'A simple line chart going from negative to less negative over time.',
          },
        ],
        why_it_works:
          'Normalizes a negative net worth, which removes shame and keeps viewers watching • A two-column formula is easy to follow and save • Tracking the direction gives viewers a motivating long-term habit • Personal confession builds trust and invites similar stories',
      },
      source: {
        comment: 'i calculated my net worth and its negative because of student loans. should i even bother tracking it 😔',
        commentAuthor: '@negative.nate',
        commentLikes: 3470,
        videoTitle: 'My net worth at 30 (full breakdown)',
        videoCreator: '@open.books.ben',
        videoViews: 1_590_000,
        platform: 'youtube',
      },
    },
  },
]);
