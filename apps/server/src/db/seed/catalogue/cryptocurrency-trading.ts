import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const cryptocurrencyTrading: CatalogueCourseSeed = {
  id: 'cryptocurrency-trading',
  audience: 'ADULT',
  title: 'Cryptocurrency Trading',
  image: '/images/courses/cryptocurrency-trading.webp',
  video: yt('bBC-nXj3Ng4'),
  description:
    'Understand how blockchains and crypto markets really work, and learn disciplined, risk-first trading habits from someone who has built exchange systems.',
  profession: 'Crypto Trader & Market Analyst',
  programRightCaption: 'Trade with a plan, not with hype',
  prerequisites: [
    'A smartphone or laptop and a stable internet connection',
    'Basic maths: percentages and simple calculations',
    'Patience and emotional discipline',
    'Only ever trade money you can afford to lose',
  ],
  whatYouGet: [
    'A mentor who explains the market without the hype',
    'A clear understanding of blockchains, wallets and exchanges',
    'Technical analysis skills: candlesticks, trends and indicators',
    'A written trading plan with risk-management rules',
    'Practice on paper trading before you risk real money',
  ],
  faqs: [
    {
      question: 'Will this course make me rich quickly?',
      answer:
        'No, and anyone who promises that is not being honest with you. Crypto markets are volatile and you can lose money. This course teaches you how the markets work and how to manage risk so you make informed decisions.',
    },
    {
      question: 'How do I keep my crypto safe?',
      answer:
        'You will learn how wallets and private keys work, how to enable strong account security, and how to spot the scams and fake investment schemes that target Nigerians online.',
    },
    {
      question: 'Do I need a lot of money to start?',
      answer:
        'No. You will start with paper trading, which uses no real money at all. When you are ready, your mentor will help you decide on small, sensible amounts.',
    },
  ],
  aboutClass: `<p>Cryptocurrency is exciting, but it is also full of noise, hype and scams. This class cuts through all of it. You will learn <strong>how blockchains and crypto markets actually work</strong>, and how experienced traders protect their money before they think about profit.</p>
<p>Your mentor has built trading and wallet systems for an exchange, so you will see the market from the inside: how orders are matched, why prices move and where beginners usually lose money.</p>
<ul>
<li>Blockchain basics, Bitcoin, Ethereum and stablecoins</li>
<li>Wallets, private keys and account security</li>
<li>Reading charts: candlesticks, support, resistance and trends</li>
<li>Risk management, position sizing and stop-losses</li>
<li>Building and journaling your own trading plan</li>
<li>Understanding the rules for digital assets in Nigeria</li>
</ul>
<p><em>Important:</em> trading involves real risk. Nothing in this class is financial advice, and no one can guarantee returns.</p>`,
  mentorEmail: 'efosa.osagie@mentors.eazy2con.demo',
};
