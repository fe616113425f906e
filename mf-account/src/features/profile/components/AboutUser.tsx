import styled from 'styled-components';
import type { Profile } from '@yayasan/contracts';
import { formatDayMonthYear } from '@yayasan/format';
import { SOCIAL_KEYS } from '@yayasan/validation';
import { SOCIAL_LABELS } from '../../../components/social';
import { PROFILE_TEXT } from '../messages';

/** The About tab: bio, social links and the joined date ('day month year'). */
export function AboutUser({ profile }: { profile: Profile }) {
  const links = SOCIAL_KEYS.filter((k) => profile.social_links[k]);
  return (
    <About>
      <p className={profile.personal_info.bio ? undefined : 'muted'}>
        {profile.personal_info.bio || PROFILE_TEXT.emptyBio}
      </p>
      {links.length > 0 && (
        <ul aria-label={PROFILE_TEXT.socialTitle}>
          {links.map((k) => (
            <li key={k}>
              <a href={profile.social_links[k]} target="_blank" rel="noopener noreferrer nofollow">
                {SOCIAL_LABELS[k]}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        {PROFILE_TEXT.joined} {formatDayMonthYear(profile.joinedAt)}
      </p>
    </About>
  );
}

const About = styled.section`
  p {
    line-height: 1.6;
    margin: 0 0 16px;
    white-space: pre-line;
  }
  .muted {
    color: ${(p) => p.theme.colors.muted};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 16px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;
