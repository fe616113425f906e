import { checkSocialLinks, checkUsernameChars, PROFILE_MESSAGES } from '..';

describe('social links', () => {
  it('accepts empty links and links to each own site', () => {
    expect(checkSocialLinks({})).toBeNull();
    expect(
      checkSocialLinks({
        youtube: 'https://www.youtube.com/@yayasan',
        facebook: 'https://facebook.com/yayasan',
        twitter: 'https://x.com/yayasan',
        github: 'https://github.com/yayasan',
        instagram: 'https://www.instagram.com/yayasan',
        website: 'http://yayasan.or.id/tentang',
      }),
    ).toBeNull();
  });
  it('refuses a link to another site, a bare name, or a non-http address', () => {
    expect(checkSocialLinks({ youtube: 'https://evil.example/youtube.com' })).toBe(
      PROFILE_MESSAGES.socialLink('youtube'),
    );
    expect(checkSocialLinks({ github: 'github.com/x' })).toBe(PROFILE_MESSAGES.socialLink('github'));
    expect(checkSocialLinks({ instagram: 'https://notinstagram.com/x' })).toBe(
      PROFILE_MESSAGES.socialLink('instagram'),
    );
    expect(checkSocialLinks({ website: 'javascript:alert(1)' })).toBe(PROFILE_MESSAGES.socialLink('website'));
  });
});

describe('username characters', () => {
  it('accepts letters, digits, dot, underscore and dash, up to 50', () => {
    expect(checkUsernameChars('budi_santoso.99-x')).toBeNull();
    expect(checkUsernameChars('a'.repeat(51))).toBe(PROFILE_MESSAGES.usernameLong);
    expect(checkUsernameChars('budi santoso')).toBe(PROFILE_MESSAGES.usernameChars);
    expect(checkUsernameChars('budi/../x')).toBe(PROFILE_MESSAGES.usernameChars);
  });
});
