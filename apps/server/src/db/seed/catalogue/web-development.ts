import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const webDevelopment: CatalogueCourseSeed = {
  id: 'web-development',
  audience: 'ADULT',
  title: 'Web Development',
  image: '/images/courses/web-development.webp',
  video: yt('PkZNo7MFNFg'),
  description:
    'Learn to build fast, beautiful websites and web apps with HTML, CSS, JavaScript and React, guided one-on-one by a working developer.',
  profession: 'Frontend Web Developer',
  programRightCaption: 'From your first HTML page to a deployed React app',
  prerequisites: [
    'A laptop (Windows, macOS or Linux) with at least 4 GB of RAM',
    'A stable internet connection or a reliable data plan',
    'Basic computer skills: typing, browsing and managing files',
    'About 10 hours a week for practice',
  ],
  whatYouGet: [
    'A personal mentor who reviews your code and unblocks you quickly',
    'Three portfolio projects deployed on the web',
    'A solid grasp of HTML, CSS, JavaScript, Git and React',
    'Access to the Eazy2con learner community',
    'CV, GitHub and LinkedIn reviews before you apply for jobs',
  ],
  faqs: [
    {
      question: 'I have never coded before. Is this course for me?',
      answer:
        'Yes. We start from the very basics and your mentor adjusts the pace to you. Many of our web developers started out as teachers, bankers and fresh graduates.',
    },
    {
      question: 'How long does it take to become job-ready?',
      answer:
        'Mentoring runs for at least 6 months. Learners who practise about 10 hours a week usually have a job-ready portfolio by the end of that time.',
    },
    {
      question: 'Can I pay monthly?',
      answer:
        'Yes. You pay before each month of training. The Team plan is ₦35,000 a month and the Personal plan is ₦49,000 to ₦75,000 a month, depending on how much one-on-one time you need.',
    },
    {
      question: 'Will I be able to work remotely?',
      answer:
        'Frontend development is one of the most remote-friendly skills in tech. Your mentor will help you build a portfolio and a profile that international employers take seriously.',
    },
  ],
  aboutClass: `<p>Every website you use, from your bank app to your favourite online store, was built by a web developer. This class takes you from complete beginner to <strong>confident frontend developer</strong> who can turn a design into a fast, responsive website that works well on any phone.</p>
<p>You will not just watch videos. Each week you build something real, push it to GitHub and get a code review from your mentor. By the end you will have a portfolio you are proud to show employers and clients.</p>
<h3>What you will learn</h3>
<ul>
<li>Semantic HTML and modern CSS with Flexbox and Grid</li>
<li>JavaScript fundamentals, the DOM and working with APIs</li>
<li>Git and GitHub for version control and teamwork</li>
<li>React components, hooks and routing</li>
<li>Deploying your projects so anyone can visit them</li>
</ul>
<p>Our mentors come from the <em>industry's top 10%</em>. They will share the habits that make developers hireable, not just the syntax.</p>`,
  mentorEmail: 'adaeze.okafor@mentors.eazy2con.demo',
};
