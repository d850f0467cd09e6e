import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const machineLearning: CatalogueCourseSeed = {
  id: 'machine-learning',
  audience: 'ADULT',
  title: 'Machine Learning',
  image: '/images/courses/machine-learning.webp',
  video: yt('i_LwzRVP7bg'),
  description:
    'Teach computers to learn from data. Build, evaluate and deploy machine learning models in Python with guidance from a working data scientist.',
  profession: 'Machine Learning Engineer',
  programRightCaption: 'Build models that solve real problems',
  prerequisites: [
    'Basic Python: variables, loops, functions and lists',
    'Secondary-school maths (we refresh the statistics you need)',
    'A laptop with at least 8 GB of RAM, or a free Google Colab account',
    'About 10 hours a week for practice',
  ],
  whatYouGet: [
    'A mentor who builds and deploys models for a living',
    'Hands-on experience with pandas, scikit-learn and a deep-learning framework',
    'Three end-to-end projects on African datasets',
    'Practice explaining your models to non-technical people',
    'Portfolio and interview preparation for data roles',
  ],
  faqs: [
    {
      question: 'How much maths do I need?',
      answer:
        'Less than you might fear. You need to be comfortable with secondary-school algebra. Your mentor will introduce the statistics and linear algebra ideas you need, with plenty of visual examples.',
    },
    {
      question: 'What is the difference between this and the Data Science course?',
      answer:
        'Data Science focuses on analysing data and communicating insights. Machine Learning goes deeper into building, tuning and deploying predictive models. Many learners do Data Science first.',
    },
    {
      question: 'Will I learn about AI tools like chatbots?',
      answer:
        'Yes. Towards the end you will learn how modern AI models work at a high level and how to use them responsibly in your own applications.',
    },
  ],
  aboutClass: `<p>Machine learning powers the fraud checks on your bank transfers, the recommendations on your favourite apps and the voice assistants on your phone. In this class you will learn to <strong>build these systems yourself</strong>, starting from simple models and working up to neural networks.</p>
<p>Every concept is tied to a project. You might predict crop yields, detect fraudulent transactions or classify customer messages, using real African datasets wherever possible.</p>
<ul>
<li>Python for data: NumPy and pandas</li>
<li>Supervised learning: regression and classification</li>
<li>Unsupervised learning: clustering and dimensionality reduction</li>
<li>Model evaluation, overfitting and feature engineering</li>
<li>Neural networks and an introduction to deep learning</li>
<li>Deploying a model behind a simple API</li>
</ul>
<p>Your mentor will also help you think about <em>fairness and bias</em>, so the models you build work well for the people who use them.</p>`,
  mentorEmail: 'kwame.mensah@mentors.eazy2con.demo',
};
