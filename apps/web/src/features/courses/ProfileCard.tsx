import { Avatar } from 'antd';
import { Link } from 'react-router';
import { useAuth } from '../accounts/public';

/** The signed-in learner's card on Paid Courses (the spec's static card, made real from the session). */
export function ProfileCard() {
  const { data: mentor, email } = useAuth();
  const name = mentor ? `${mentor.firstname} ${mentor.lastname}` : (email.split('@')[0] ?? email);
  return (
    <section className="profile-card" aria-label="Your profile" data-testid="profile-card">
      <Avatar size={64} className="profile-card__avatar" src={mentor?.imageUrl?.url} alt="">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <p className="profile-card__name">{name}</p>
        <p className="profile-card__email">{email}</p>
        {mentor && <p className="profile-card__role">{mentor.specialization}</p>}
        <Link to="/courses">Find more courses</Link>
      </div>
    </section>
  );
}
