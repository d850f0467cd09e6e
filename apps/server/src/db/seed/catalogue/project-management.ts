import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const projectManagement: CatalogueCourseSeed = {
  id: 'project-management',
  audience: 'ADULT',
  title: 'Project Management',
  image: '/images/courses/project-management.webp',
  video: yt('ZKOL-rZ79gs'),
  description:
    'Learn to plan, run and deliver tech projects on time and on budget, using Agile, Scrum and the tools real teams rely on.',
  profession: 'Technical Project Manager',
  programRightCaption: 'Lead teams and deliver projects with confidence',
  prerequisites: [
    'A laptop and a stable internet connection',
    'Good written and spoken English',
    'Some work experience in any field is helpful but not required',
    'Willingness to practise speaking and presenting',
  ],
  whatYouGet: [
    'A mentor who has led real software projects',
    'Ready-to-use templates for plans, risk logs and status reports',
    'Hands-on practice with Jira, Trello and Gantt charts',
    'A simulated project you run from kick-off to delivery',
    'Guidance on certifications and your first PM role',
  ],
  faqs: [
    {
      question: 'Can I become a project manager without a technical background?',
      answer:
        'Yes. Many excellent tech project managers come from banking, teaching, customer service and operations. You will learn enough about how software is built to lead technical teams with confidence.',
    },
    {
      question: 'Do you cover Agile and Scrum?',
      answer:
        'Yes. You will learn traditional planning and Agile methods, run Scrum ceremonies with your mentor and understand when each approach fits.',
    },
    {
      question: 'Can I switch to another course later?',
      answer:
        'You can switch to another course of the same price within one week of starting. After that, talk to us and we will find the best way forward for you.',
    },
  ],
  aboutClass: `<p>Behind every successful product launch is someone who kept the plan realistic, the team focused and the client informed. This class teaches you to be that person: a <strong>technical project manager</strong> who turns ideas into delivered software.</p>
<p>You will manage a simulated project from the kick-off meeting to launch day. Your mentor plays the demanding client, the stretched developer and the worried sponsor, so you practise the conversations that matter most.</p>
<ul>
<li>The project life cycle and choosing the right methodology</li>
<li>Scoping, requirements and writing clear user stories</li>
<li>Planning, budgeting and scheduling</li>
<li>Managing risk, change and stakeholder expectations</li>
<li>Agile and Scrum in practice: sprints, stand-ups and retrospectives</li>
</ul>
<p>Project management is one of the most <em>remote-friendly</em> roles in tech. By the end you will have a portfolio of project documents that shows employers exactly how you work.</p>`,
  mentorEmail: 'wanjiru.kamau@mentors.eazy2con.demo',
};
