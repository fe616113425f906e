import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type UserCard as UserCardData } from '@yayasan/contracts';
import { Avatar } from './Avatar';

export function UserCard({ user }: { user: UserCardData }) {
  const info = user.personal_info;
  return (
    <Row to={paths.profile(info.username)} data-testid="user-card">
      <Avatar src={info.profile_img} name={info.fullname} size={44} />
      <div>
        <strong>{info.fullname}</strong>
        <span>@{info.username}</span>
      </div>
    </Row>
  );
}

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 0;
  text-decoration: none;
  color: inherit;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;
