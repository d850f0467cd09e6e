import type { BlogPostSeed } from './seed-types';

// Blog posts shown in the landing-page teaser and on the blog. Newest first.
export const blogPosts: BlogPostSeed[] = [
  {
    slug: 'landing-your-first-remote-tech-job-from-nigeria',
    title: 'Landing your first remote tech job from Nigeria',
    category: 'Career',
    shortText:
      'Remote work lets you earn global pay without leaving home. Here is a practical plan for landing your first remote tech role from Nigeria.',
    body: `<p>Remote work has changed what a tech career in Nigeria can look like. Developers, designers and analysts in Lagos, Ibadan and Port Harcourt now work for companies in London, Toronto and San Francisco without ever boarding a plane. But the competition is global too, so you need a plan.</p>
<h3>1. Pick one skill and go deep</h3>
<p>Recruiters hire for specific roles, not for "I know a bit of everything". Choose one path, such as frontend development, UI/UX design or data analytics, and build real depth. A mentor can help you choose based on your background and the kind of work you enjoy.</p>
<h3>2. Build proof, not just certificates</h3>
<p>Your portfolio is your passport. Aim for two or three polished projects that solve real problems, are live on the internet and are explained clearly in a short write-up. A bakery ordering site for a real business in your area says more than ten course certificates.</p>
<h3>3. Show that you can work remotely</h3>
<ul>
<li>Write clearly: your GitHub READMEs, messages and emails are your first interview.</li>
<li>Be reliable with time zones and deadlines.</li>
<li>Have a backup for power and internet, such as a power bank, a small inverter or a second data plan.</li>
</ul>
<p>Finally, apply consistently and ask for feedback. Most people who land remote roles were rejected many times first. With a mentor reviewing your CV, LinkedIn profile and interview answers, each application gets a little better than the last.</p>`,
    image: '/images/blog/landing-your-first-remote-tech-job-from-nigeria.webp',
    publishedAt: '2026-04-21T08:00:00.000Z',
  },
  {
    slug: 'a-parents-guide-to-getting-kids-started-with-coding',
    title: 'A parent’s guide to getting kids started with coding',
    category: 'Kids',
    shortText:
      'Not sure where your child should start with coding? Here is how to choose the right first step for their age, interests and personality.',
    body: `<p>Many parents tell us the same thing: "My child is always on a device. I want them to create something, not just consume." Coding is one of the best ways to make that switch, and you do not need to know anything about technology to help your child get started.</p>
<h3>Start with play, especially for younger children</h3>
<p>For children aged 7 to 12, visual tools like Scratch are ideal. Kids snap colourful blocks together to make games and stories, so they learn real programming ideas such as loops, events and conditions without worrying about typing or spelling.</p>
<h3>Move to real code as they grow</h3>
<p>From around 12, most children are ready for text-based languages like Python or for building websites with HTML and CSS. These are the same tools professionals use, and teens love seeing their work running in a real browser or shared with friends.</p>
<h3>How you can help at home</h3>
<ul>
<li>Ask your child to show you what they built each week, and celebrate it.</li>
<li>Agree on a regular time for practice, such as the weekend class slot.</li>
<li>Let them get stuck sometimes. Working through bugs builds real resilience.</li>
</ul>
<p>If you are not sure which course fits, book a free trial class. A mentor will meet your child, see what excites them and recommend the best path forward.</p>`,
    image: '/images/blog/a-parents-guide-to-getting-kids-started-with-coding.webp',
    publishedAt: '2026-03-31T08:00:00.000Z',
  },
  {
    slug: 'html-css-or-javascript-what-to-learn-first',
    title: 'HTML, CSS or JavaScript: what to learn first',
    category: 'Web Development',
    shortText:
      'New to web development? Learn why HTML, CSS and JavaScript work as a team, and the order that gets beginners building real sites fastest.',
    body: `<p>If you want to build websites, you will hear about three technologies straight away: HTML, CSS and JavaScript. Beginners often ask which one to learn first. The short answer is all three, in that order, but not all at once.</p>
<h3>HTML: the structure</h3>
<p>HTML describes what is on the page: headings, paragraphs, images, links and forms. It is the skeleton of every website. You can learn the essentials in a week or two, and it gives you something visible immediately.</p>
<h3>CSS: the style</h3>
<p>CSS controls how things look: colours, fonts, spacing and layout. Modern CSS with Flexbox and Grid makes it possible to build pages that look great on a small Android phone and a big laptop screen alike. This is where your sites start to feel professional.</p>
<h3>JavaScript: the behaviour</h3>
<p>JavaScript makes pages interactive: menus that open, forms that check your input, data that loads without refreshing. It is a full programming language, so it takes longer to learn, but it opens the door to frameworks like React and even backend development.</p>
<p>The key is to <strong>build small projects at every stage</strong> instead of just watching tutorials. A personal page after HTML, a styled landing page after CSS and an interactive quiz after JavaScript will teach you more than any video playlist, especially with a mentor reviewing your code.</p>`,
    image: '/images/blog/html-css-or-javascript-what-to-learn-first.webp',
    publishedAt: '2026-03-10T08:00:00.000Z',
  },
  {
    slug: 'building-a-ui-ux-portfolio-that-gets-you-hired',
    title: 'Building a UI/UX portfolio that gets you hired',
    category: 'Design',
    shortText:
      'Pretty screens are not enough. Hiring managers want to see how you think. Here is how to turn your projects into case studies that win interviews.',
    body: `<p>Most junior designer portfolios look the same: a few beautiful screens from a course project and not much else. Hiring managers scroll past them in seconds. What makes them stop is evidence that you can <strong>solve real problems for real users</strong>.</p>
<h3>Tell the story behind the screens</h3>
<p>Every case study should answer four questions: what was the problem, who were the users, what did you try and what happened? Show your research notes, early sketches and the ideas you threw away. Your thinking is more impressive than your final mock-ups.</p>
<h3>Design for the context you know</h3>
<p>You have an advantage: you understand African users. A savings app for market traders, a clinic booking flow that works on slow data, a school fees payment journey for parents. Projects like these stand out far more than yet another food delivery redesign.</p>
<h3>Keep it short and scannable</h3>
<ul>
<li>Two or three strong case studies beat ten weak ones.</li>
<li>Lead with a clear summary and the final result.</li>
<li>Use headings and captions so a busy reader can skim.</li>
</ul>
<p>Finally, get feedback before you publish. A mentor who hires designers can tell you in one session what a recruiter will notice, and what they will ignore.</p>`,
    image: '/images/blog/building-a-ui-ux-portfolio-that-gets-you-hired.webp',
    publishedAt: '2026-02-24T08:00:00.000Z',
  },
  {
    slug: 'why-a-mentor-beats-another-online-course',
    title: 'Why a mentor beats another online course',
    category: 'Mentorship',
    shortText:
      'Bought five courses and finished none? You are not alone. Here is why learning with a mentor helps you finish, build real skills and get hired.',
    body: `<p>There has never been more free and cheap learning material online. Yet many people who start learning tech never make it to their first job. The problem is rarely a lack of content. It is a lack of direction, feedback and accountability.</p>
<h3>Direction: knowing what to learn next</h3>
<p>A good mentor has walked the path you are on. They can tell you which topics matter for the job you want, which ones can wait and which popular tools you can safely ignore. That alone can save you months.</p>
<h3>Feedback: getting better faster</h3>
<p>Videos cannot look at your code or your designs. A mentor can, and they will point out the habits that will hold you back before they become hard to break. Honest, specific feedback is the fastest way to improve.</p>
<h3>Accountability: actually finishing</h3>
<p>When someone is expecting to see your progress on Thursday, you find the time to practise. Regular one-on-one sessions turn good intentions into steady progress, even with a busy job or family life.</p>
<p>Courses are still useful, and your mentor will recommend good ones. But pairing them with a mentor from the <em>industry's top 10%</em> turns information into skills, and skills into a career.</p>`,
    image: '/images/blog/why-a-mentor-beats-another-online-course.webp',
    publishedAt: '2026-02-03T08:00:00.000Z',
  },
  {
    slug: 'from-excel-to-python-starting-out-in-data-analytics',
    title: 'From Excel to Python: starting out in data analytics',
    category: 'Data Science',
    shortText:
      'If you already use spreadsheets at work, you are closer to a data career than you think. Here is a step-by-step path from Excel to Python.',
    body: `<p>Accountants, bankers, teachers and sales officers across Nigeria use spreadsheets every day. If that is you, you already have the most important data skill: thinking in rows, columns and calculations. Data analytics builds on exactly that.</p>
<h3>Step 1: master the spreadsheet</h3>
<p>Get comfortable with pivot tables, lookups and charts. Learn to clean messy data: duplicate rows, inconsistent dates, "N/A" typed in a number column. Cleaning is most of an analyst's job, and spreadsheets are a great place to practise.</p>
<h3>Step 2: learn SQL</h3>
<p>Most company data lives in databases, and SQL is how you ask it questions. It is one of the most requested skills in data job adverts, and the basics can be learnt in a few weeks.</p>
<h3>Step 3: add Python and visualisation</h3>
<p>Python with the pandas library lets you automate the reports you build by hand today and work with datasets too large for Excel. Pair it with a dashboard tool like Power BI and you can turn analysis into decisions that managers can see at a glance.</p>
<p>Throughout, build a small portfolio using data you care about, such as fuel prices, football results or your church's attendance figures. With a mentor to review your work, you can make the move from spreadsheet user to data analyst within months.</p>`,
    image: '/images/blog/from-excel-to-python-starting-out-in-data-analytics.webp',
    publishedAt: '2026-01-14T08:00:00.000Z',
  },
];
