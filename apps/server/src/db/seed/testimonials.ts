import type { TestimonialSeed } from './seed-types';

// The five testimonials on the landing page (spec 1 §1). The UI cuts bodies at 400 characters with an ellipsis,
// so some are deliberately longer.
export const testimonials: TestimonialSeed[] = [
  {
    id: 't1',
    title: 'My son now builds his own games',
    body: 'I enrolled my 10-year-old, Tobi, in the Scratch class because he spent every weekend glued to games on my phone. I was not sure an online class would hold his attention, but his mentor was so patient and creative that he now looks forward to Saturday mornings more than cartoons. Within two months he built a football game and proudly showed it to the whole family at his grandmother’s house in Abeokuta. The progress updates helped me follow along even though I know nothing about coding. Now his younger sister wants to join the next weekend camp too!',
    image: '/images/testimonials/t1.webp',
    clientName: 'Funmilayo Adebayo',
    portfolio: 'Parent, Lagos',
  },
  {
    id: 't2',
    title: 'From bank teller to frontend developer',
    body: 'After five years as a bank teller in Enugu, I knew I wanted more. My mentor reviewed every line of code I wrote, pushed me to build real projects and rewrote my CV with me. Seven months later I signed an offer as a junior frontend developer with a remote startup.',
    image: '/images/testimonials/t2.webp',
    clientName: 'Chinedu Nwosu',
    portfolio: 'Frontend Developer',
  },
  {
    id: 't3',
    title: 'The portfolio review changed everything',
    body: 'I had taken three online UI/UX courses and still felt stuck, because nobody ever looked at my work. Having a real product designer as my mentor was completely different. She asked tough questions about my research, made me test my designs with real users in Kano and showed me how to write case studies that explain my thinking. I rebuilt my portfolio from scratch with her feedback, and within six weeks of sharing it I had three interviews and two freelance clients, one of them in the UK. I only wish I had found Eazy2con sooner, because mentorship saved me a year of guessing.',
    image: '/images/testimonials/t3.webp',
    clientName: 'Amina Yusuf',
    portfolio: 'Product Designer',
  },
  {
    id: 't4',
    title: 'Data skills that paid off quickly',
    body: 'As an accountant I already lived in Excel. My mentor showed me how SQL and Python could do in minutes what used to take me days. I automated our monthly reports at work, got promoted, and now I am building my data portfolio for a full analyst role.',
    image: '/images/testimonials/t4.webp',
    clientName: 'Oluwaseun Ajayi',
    portfolio: 'Finance and Data Analyst',
  },
  {
    id: 't5',
    title: 'Flexible learning for a busy mum',
    body: 'Between my job and two children, I did not think I could learn anything new. The Team plan let me learn with other mentees in the evenings, and my mentor helped me set up a realistic schedule. I now manage social media campaigns for three small businesses in Uyo and earn in naira and dollars.',
    image: '/images/testimonials/t5.webp',
    clientName: 'Blessing Etim',
    portfolio: 'Digital Marketer',
  },
];
