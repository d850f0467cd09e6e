import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const cyberSecurity: CatalogueCourseSeed = {
  id: 'cyber-security',
  audience: 'ADULT',
  title: 'Cyber Security',
  image: '/images/courses/cyber-security.webp',
  video: yt('3Kq1MIfTWCE'),
  description:
    'Learn how attackers think and how defenders stop them. Build a home lab, practise with professional tools and prepare for your first security role.',
  profession: 'Cyber Security Analyst',
  programRightCaption: 'Protect people, systems and data',
  prerequisites: [
    'A laptop with at least 8 GB of RAM to run virtual machines',
    'Comfort using a computer and installing software',
    'Basic networking knowledge is helpful but not required',
    'A strong sense of ethics: everything you learn is for defence',
  ],
  whatYouGet: [
    'A mentor with real incident-response experience',
    'Your own virtual home lab for safe, legal practice',
    'Hands-on skills with Linux, Nmap, Wireshark and a SIEM',
    'Guided practice on capture-the-flag challenges',
    'A study plan for entry-level security certifications',
  ],
  faqs: [
    {
      question: 'Is this course about hacking?',
      answer:
        'It is about defending. You will learn how common attacks work so you can detect and stop them, and you will only ever practise on systems you own or have permission to test.',
    },
    {
      question: 'Is there demand for security skills in Nigeria?',
      answer:
        'Yes. Banks, fintechs, telecoms and government agencies are all hiring, and regulators now expect organisations to take data protection seriously. Security analysts are also hired remotely by companies abroad.',
    },
    {
      question: 'Do I need to know programming first?',
      answer:
        'No, but you will pick up some scripting along the way. Your mentor will introduce Bash and Python as you need them.',
    },
  ],
  aboutClass: `<p>Every day, Nigerian businesses and individuals face phishing scams, SIM-swap fraud and data breaches. Cyber security professionals are the people who keep them safe, and there are not nearly enough of them.</p>
<p>In this class you will build a <strong>home lab</strong> on your own laptop and use it to learn how networks, operating systems and web applications can be attacked and, more importantly, how to defend them.</p>
<ul>
<li>Networking fundamentals: TCP/IP, DNS and common protocols</li>
<li>Linux and Windows security basics</li>
<li>Scanning, packet analysis and vulnerability assessment</li>
<li>Security monitoring and incident response</li>
<li>Web application security and the OWASP Top 10</li>
</ul>
<p>Your mentor will share real (anonymised) incidents from the field, so you learn to think like a defender under pressure. Everything is done <em>ethically and legally</em>.</p>`,
  mentorEmail: 'ibrahim.musa@mentors.eazy2con.demo',
};
