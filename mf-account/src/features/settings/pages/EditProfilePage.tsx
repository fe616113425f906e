import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Profile, SocialLinks } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, sessionUpdated, useAppDispatch, useAppSelector, skipToken } from '@yayasan/store';
import { Button, EmptyState, Input, Label, notify, Spinner, TextArea } from '@yayasan/ui';
import { checkProfile, checkSocialLinks, checkUsernameChars, LIMITS, SOCIAL_KEYS } from '@yayasan/validation';
import { SOCIAL_LABELS } from '../../../components/social';
import { useGetOwnProfileQuery, useUpdateProfileMutation } from '../api';
import { DataRightsSection } from '../components/DataRightsSection';
import { EmailNotifications } from '../components/EmailNotifications';
import { ProfilePicture } from '../components/ProfilePicture';
import { SETTINGS_TEXT } from '../messages';

const SOCIAL_PLACEHOLDERS: Record<keyof SocialLinks, string> = {
  youtube: 'https://youtube.com/@nama',
  facebook: 'https://facebook.com/nama',
  twitter: 'https://x.com/nama',
  github: 'https://github.com/nama',
  instagram: 'https://instagram.com/nama',
  website: 'https://situsanda.com',
};

/** /settings/edit-profile (inside the dashboard frame, which requires a session). */
export default function EditProfilePage() {
  const user = useAppSelector(selectUser);
  const { data, isLoading, refetch } = useGetOwnProfileQuery(user?.username ?? skipToken);
  if (!user) return null;
  if (isLoading) return <Spinner />;
  // Only a first load that failed: a later ask that fails (offline, on reconnect) keeps the form and what
  // was typed in it.
  if (!data) {
    return (
      <EmptyState role="alert">
        {SETTINGS_TEXT.loadFailed}{' '}
        <Button type="button" $variant="secondary" onClick={() => refetch()}>
          {SETTINGS_TEXT.retry}
        </Button>
      </EmptyState>
    );
  }
  return <ProfileForm profile={data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [username, setUsername] = useState(profile.personal_info.username);
  const [bio, setBio] = useState(profile.personal_info.bio);
  const [links, setLinks] = useState<SocialLinks>(profile.social_links);

  // A fresh answer after saving (e.g. a new username) resets the form to what is stored: adjusted while
  // rendering, so the stale values are never shown.
  const [shown, setShown] = useState(profile);
  if (shown !== profile) {
    setShown(profile);
    setUsername(profile.personal_info.username);
    setBio(profile.personal_info.bio);
    setLinks(profile.social_links);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const name = username.trim();
    const problem = checkProfile({ username: name, bio }) ?? checkUsernameChars(name) ?? checkSocialLinks(links);
    if (problem) {
      notify.error(problem);
      return;
    }
    const toast = notify.loading(SETTINGS_TEXT.updating);
    try {
      const result = await update({ username: name, bio, social_links: links }).unwrap();
      dispatch(sessionUpdated({ username: result.username, access_token: result.access_token }));
      notify.dismiss(toast);
      notify.success(SETTINGS_TEXT.updated);
    } catch (err) {
      notify.dismiss(toast);
      notify.error(SETTINGS_TEXT.updateFailed(apiErrorMessage(err)));
    }
  };

  const info = profile.personal_info;
  return (
    <section>
      <h1>{SETTINGS_TEXT.editProfileTitle}</h1>
      <Layout>
        <ProfilePicture current={info.profile_img} name={info.fullname || info.username} />
        <form onSubmit={submit} noValidate>
          <Row>
            <div>
              <Label htmlFor="profile-fullname">{SETTINGS_TEXT.fullname}</Label>
              <Input id="profile-fullname" value={info.fullname} readOnly disabled />
            </div>
            <div>
              <Label htmlFor="profile-email">{SETTINGS_TEXT.email}</Label>
              <Input id="profile-email" value={info.email ?? ''} readOnly disabled />
            </div>
          </Row>
          <Label htmlFor="profile-username">{SETTINGS_TEXT.username}</Label>
          <Input
            id="profile-username"
            value={username}
            autoComplete="username"
            onChange={(e) => setUsername(e.target.value)}
          />
          <Label htmlFor="profile-bio">{SETTINGS_TEXT.bio}</Label>
          <TextArea
            id="profile-bio"
            value={bio}
            maxLength={LIMITS.bioMax}
            aria-describedby="profile-bio-remaining"
            onChange={(e) => setBio(e.target.value)}
          />
          <Counter id="profile-bio-remaining" aria-live="polite">
            {SETTINGS_TEXT.remaining(LIMITS.bioMax - bio.length)}
          </Counter>
          <fieldset>
            <legend>{SETTINGS_TEXT.socialTitle}</legend>
            <Socials>
              {SOCIAL_KEYS.map((key) => (
                <div key={key}>
                  <Label htmlFor={`social-${key}`}>{SOCIAL_LABELS[key]}</Label>
                  <Input
                    id={`social-${key}`}
                    type="url"
                    inputMode="url"
                    placeholder={SOCIAL_PLACEHOLDERS[key]}
                    value={links[key]}
                    onChange={(e) => setLinks((l) => ({ ...l, [key]: e.target.value }))}
                  />
                </div>
              ))}
            </Socials>
          </fieldset>
          <Button type="submit" disabled={isLoading}>
            {SETTINGS_TEXT.save}
          </Button>
        </form>
      </Layout>
      <EmailNotifications />
      <DataRightsSection />
    </section>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 32px;
  form {
    width: 100%;
    min-width: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 16px 0 0;
  }
  legend {
    font-weight: 700;
    padding: 0;
  }
  button[type='submit'] {
    margin-top: 24px;
  }
  @media (min-width: 1000px) {
    flex-direction: row;
    align-items: flex-start;
    gap: 48px;
  }
`;
const Row = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Socials = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Counter = styled.p`
  margin: 4px 0 0;
  text-align: right;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;
