import {
  MESSAGES,
  checkCommentText,
  checkAuthForm,
  checkBeforePublishView,
  checkCampaign,
  checkChangePassword,
  checkDraft,
  checkGallery,
  checkProfile,
  checkPublish,
  checkUpload,
  normalizeTags,
  parseRupiahInput,
} from '..';

describe('auth form', () => {
  const ok = { fullname: 'Budi Santoso', email: 'budi@example.com', password: 'Budi12345' };
  it('accepts a valid form, with or without full name', () => {
    expect(checkAuthForm(ok)).toBeNull();
    expect(checkAuthForm({ email: ok.email, password: ok.password })).toBeNull();
  });
  it('checks in the specification order', () => {
    expect(checkAuthForm({ fullname: 'Bu', email: '', password: '' })).toBe(MESSAGES.fullnameShort);
    expect(checkAuthForm({ ...ok, email: '' })).toBe(MESSAGES.emailEmpty);
    expect(checkAuthForm({ ...ok, email: 'budi@' })).toBe(MESSAGES.emailInvalid);
    expect(checkAuthForm({ ...ok, password: 'short1A'.slice(0, 5) })).toBe(MESSAGES.signupPassword);
    expect(checkAuthForm({ ...ok, password: 'alllowercase1' })).toBe(MESSAGES.signupPassword);
    expect(checkAuthForm({ ...ok, password: 'A1' + 'a'.repeat(29) })).toBe(MESSAGES.signupPassword);
    expect(checkAuthForm({ ...ok, password: 'A1' + 'a'.repeat(28) })).toBeNull();
  });
});

describe('change password', () => {
  it('needs both fields and the 6–20 rule', () => {
    expect(checkChangePassword('', 'Abc123')).toBe(MESSAGES.changePasswordEmpty);
    expect(checkChangePassword('x', '')).toBe(MESSAGES.changePasswordEmpty);
    expect(checkChangePassword('x', 'Abc12')).toBe(MESSAGES.changePasswordRule);
    expect(checkChangePassword('x', 'Abc123' + 'a'.repeat(15))).toBe(MESSAGES.changePasswordRule);
    expect(checkChangePassword('x', 'Abc123' + 'a'.repeat(14))).toBeNull();
    expect(MESSAGES.changePasswordRule).toContain('6 sampai 20');
  });
});

describe('uploads and profile', () => {
  it('checks type before size, with a 3 MB limit', () => {
    expect(checkUpload({ type: 'image/gif', size: 10 })).toBe(MESSAGES.uploadType);
    expect(checkUpload({ type: 'image/png', size: 3 * 1024 * 1024 })).toBeNull();
    expect(checkUpload({ type: 'image/jpeg', size: 3 * 1024 * 1024 + 1 })).toBe(MESSAGES.uploadSize);
  });
  it('checks username and bio', () => {
    expect(checkProfile({ username: 'ab' })).toBe(MESSAGES.usernameShort);
    expect(checkProfile({ username: 'abc', bio: 'x'.repeat(151) })).toBe(MESSAGES.bioTooLong);
    expect(checkProfile({ username: 'abc', bio: 'x'.repeat(150) })).toBeNull();
  });
});

describe('blog checks', () => {
  const full = { title: 'T', banner: 'http://x/b.png', des: 'd', tags: ['a'], blocks: 1 };
  it('orders the publish-view checks banner, title, content', () => {
    expect(checkBeforePublishView({ ...full, banner: '', title: '' })).toBe(MESSAGES.bannerMissing);
    expect(checkBeforePublishView({ ...full, title: ' ' })).toBe(MESSAGES.titleMissingForPublishView);
    expect(checkBeforePublishView({ ...full, blocks: 0 })).toBe(MESSAGES.contentMissing);
  });
  it('orders the server publish checks title, banner, content, description, tags', () => {
    expect(checkPublish({ ...full, title: '', banner: '' })).toBe(MESSAGES.publishTitleMissing);
    expect(checkPublish({ ...full, banner: '', blocks: 0 })).toBe(MESSAGES.bannerMissing);
    expect(checkPublish({ ...full, blocks: 0, des: '' })).toBe(MESSAGES.contentMissing);
    expect(checkPublish({ ...full, des: 'x'.repeat(201) })).toBe(MESSAGES.descriptionInvalid);
    expect(checkPublish({ ...full, tags: [' ', ''] })).toBe(MESSAGES.tagsMissing);
    expect(checkPublish({ ...full, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(MESSAGES.tagsTooMany);
    expect(checkPublish(full)).toBeNull();
    expect(checkDraft({ title: '' })).toBe(MESSAGES.draftTitleMissing);
  });
  it('normalizes tags case-insensitively', () => {
    expect(normalizeTags([' Kategori 1', 'kategori 1', '', 'Anak'])).toEqual(['Kategori 1', 'Anak']);
  });
});

describe('campaign and gallery', () => {
  const c = { title: 'Bantu', target_amount: 10000, expiry_time: '2030-01-01T23:59:59.999Z', thumbnail: 'u' };
  it('checks campaigns in order', () => {
    expect(checkCampaign({ ...c, title: '', target_amount: 0 })).toBe(MESSAGES.donationTitleEmpty);
    expect(checkCampaign({ ...c, target_amount: 0, expiry_time: '' })).toBe(MESSAGES.donationTargetEmpty);
    expect(checkCampaign({ ...c, expiry_time: '', thumbnail: '' })).toBe(MESSAGES.donationExpiryEmpty);
    expect(checkCampaign({ ...c, thumbnail: '' })).toBe(MESSAGES.donationThumbnailEmpty);
    expect(checkCampaign({ ...c, target_amount: 9999 })).toBe(MESSAGES.donationMinimum);
    expect(checkCampaign({ ...c, description: 'x'.repeat(501) })).toMatch(/500/);
    expect(checkCampaign(c)).toBeNull();
  });
  it('checks gallery items in order', () => {
    expect(checkGallery({ title: '', description: '', image_url: '' })).toBe(MESSAGES.galleryTitleEmpty);
    expect(checkGallery({ title: 'a', description: '', image_url: '' })).toBe(MESSAGES.galleryDescriptionEmpty);
    expect(checkGallery({ title: 'a', description: 'b', image_url: '' })).toBe(MESSAGES.galleryImageEmpty);
  });
  it('parses rupiah input', () => {
    expect(parseRupiahInput('25.000')).toBe(25000);
    expect(parseRupiahInput('025')).toBeNull();
    expect(parseRupiahInput('12a')).toBeNull();
    expect(parseRupiahInput('')).toBeNull();
  });
});

describe('comments', () => {
  it('rejects empty text and text over the cap', () => {
    expect(checkCommentText('  ')).toBe(MESSAGES.commentEmpty);
    expect(checkCommentText('x'.repeat(2001))).toBe(MESSAGES.commentTooLong);
    expect(checkCommentText(` ${'x'.repeat(2000)} `)).toBeNull();
  });
});
