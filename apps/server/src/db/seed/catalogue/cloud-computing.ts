import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const cloudComputing: CatalogueCourseSeed = {
  id: 'cloud-computing',
  audience: 'ADULT',
  title: 'Cloud Computing',
  image: '/images/courses/cloud-computing.webp',
  video: yt('SOTamWNgDKc'),
  description:
    'Learn to deploy, scale and secure applications on the cloud with AWS, Linux, Docker and infrastructure as code.',
  profession: 'Cloud Engineer',
  programRightCaption: 'Run real applications on the cloud',
  prerequisites: [
    'A laptop with at least 8 GB of RAM',
    'Comfort with basic computer use and the command line (or the willingness to learn it)',
    'A debit card for a free-tier cloud account (your mentor shows you how to avoid charges)',
    'Some programming experience is helpful but not required',
  ],
  whatYouGet: [
    'A mentor who runs production systems on AWS',
    'Hands-on labs with compute, storage, networking and databases',
    'Docker, CI/CD and infrastructure-as-code skills',
    'A deployed project you can demo in interviews',
    'A study plan for cloud certifications',
  ],
  faqs: [
    {
      question: 'Will I be charged by the cloud provider?',
      answer:
        'We use free-tier services wherever possible, and your mentor will show you how to set budget alerts and clean up resources so you do not get surprise bills in dollars.',
    },
    {
      question: 'Which cloud provider do you teach?',
      answer:
        'We focus on AWS because it is the most widely used, but the concepts (servers, storage, networking, security) transfer easily to Azure and Google Cloud.',
    },
    {
      question: 'How often will I meet my mentor?',
      answer:
        'On the Personal plan you get one-on-one video calls with your mentor two to three times a week. The Team plan adds project evaluations and lets you learn alongside other mentees.',
    },
  ],
  aboutClass: `<p>Almost every modern app, from food delivery to mobile banking, runs on the cloud. Cloud engineers are the people who make sure those apps are <strong>always available, secure and affordable to run</strong>, and companies around the world are hiring them remotely.</p>
<p>In this class you will go from the basics of Linux to deploying a real application with a database, automated builds and monitoring. You learn by doing, in your own cloud account, with your mentor reviewing every step.</p>
<ul>
<li>Linux and networking fundamentals</li>
<li>Core AWS services: EC2, S3, VPC, IAM and RDS</li>
<li>Containers with Docker</li>
<li>CI/CD pipelines and infrastructure as code</li>
<li>Monitoring, cost control and security best practice</li>
</ul>
<p>By the end you will understand not just <em>how</em> to click through a console, but <em>why</em> systems are designed the way they are.</p>`,
  mentorEmail: 'tunde.bakare@mentors.eazy2con.demo',
};
