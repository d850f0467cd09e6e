import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { MentorProfilePage } from './MentorProfilePage';

const ID = '11111111-1111-4111-8111-111111111111';
const profile = {
  __typename: 'Mentor',
  id: ID,
  status: 'ACCEPTED',
  firstname: 'Ada',
  lastname: 'Obi',
  specialization: 'Frontend',
  country: 'NG',
  countryName: 'Nigeria',
  bio: '<p>I teach <strong>React</strong>.</p><script>alert(1)</script>',
  video: null,
  imageUrl: null,
  github: '',
  facebookUrl: null,
  dribbleUrl: null,
  linkedInUrl: 'https://linkedin.com/in/ada',
  otherLinkUrl: 'javascript:alert(1)',
  students: 3,
  classes: 2,
  courseCount: 0,
  rating: 4.5,
  reviewCount: 2,
  ratingBreakdown: [0, 0, 0, 1, 1],
  courses: { __typename: 'CourseConnection', items: [] },
};
const reviews = [
  {
    __typename: 'MentorReview',
    id: 'r1',
    name: 'Tola',
    message: 'Great mentor',
    stars: 5,
    createdAt: '2026-01-02T10:00:00.000Z',
  },
];

const respond = (call: GraphQLCall) => {
  if (call.query.includes('getMentor')) return { data: { getMentor: profile } };
  if (call.query.includes('listMentorReviews')) return { data: { listMentorReviews: reviews } };
  if (call.query.includes('requestMentorReviewCode')) return { data: { requestMentorReviewCode: 'sent' } };
  if (call.query.includes('createMentorReview'))
    return { data: { createMentorReview: { __typename: 'MentorReview', id: 'r2' } } };
  return undefined;
};
const open = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<MentorProfilePage />, { path: `/mentors/${ID}`, route: '/mentors/:id', respond, ...options });

describe('MentorProfilePage', () => {
  it('shows the real counters, safe links and bio, reviews and the visitor actions', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Ada Obi' })).toBeTruthy();
    expect(screen.getByText('Lives in Nigeria')).toBeTruthy();
    expect(screen.getByTestId('count-students').textContent).toBe('3');
    expect(screen.getByTestId('count-classes').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(await screen.findByText('Great mentor')).toBeTruthy();
    expect(screen.getByTestId('bar-5').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Book trial Lesson' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe(`/chat?mentor=${ID}`);
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  });

  it('shows Edit Profile to the signed-in owner instead', async () => {
    const owner = {
      ...USER_ME,
      role: 'MENTOR',
      mentor: { ...profile, email: 'ada@example.com', userSubId: 'user-1', isAdmin: false, isActive: true },
    };
    open({ me: owner as typeof USER_ME });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book trial Lesson' })).toBeNull();
    // Nobody reviews their own profile: the owner is not offered 'Add a Review'.
    expect(await screen.findByTestId('own-profile-reviews')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a Review' })).toBeNull();
    expect(screen.queryByLabelText('Email of your booking')).toBeNull();
  });

  it('posts a review with the mailed code', async () => {
    const page = open();
    fireEvent.change(await screen.findByLabelText('Email of your booking'), { target: { value: 'tola@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await screen.findByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tola' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Very patient' } });
    fireEvent.click(screen.getByRole('radio', { name: 'good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate Mentor' }));
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    const sent = page.calls.find((call) => call.query.includes('createMentorReview'));
    expect(sent?.variables).toMatchObject({
      mentorId: ID,
      email: 'tola@example.com',
      code: '123456',
      name: 'Tola',
      stars: 4,
    });
  });

  it("says 'Mentor does not exist' for a malformed or unknown id", async () => {
    renderPage(<MentorProfilePage />, { path: '/mentors/nope', route: '/mentors/:id', respond });
    expect(await screen.findByText('404 Oops not Found')).toBeTruthy();
    expect(screen.getByText('Mentor does not exist')).toBeTruthy();
    renderPage(<MentorProfilePage />, {
      path: `/mentors/${ID}`,
      route: '/mentors/:id',
      respond: () => ({ data: { getMentor: null } }),
    });
    await waitFor(() => expect(screen.getAllByText('Mentor does not exist')).toHaveLength(2));
  });
});
