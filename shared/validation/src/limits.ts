/** Picture types an upload may have, typed as strings so any file's type can be looked up. */
const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/png'];

export const LIMITS = {
  uploadMaxBytes: 3 * 1024 * 1024,
  /** A whole upload request: the image at its limit plus multipart framing (gateway and media alike). */
  uploadRequestMaxBytes: 3 * 1024 * 1024 + 64 * 1024,
  uploadTypes: UPLOAD_TYPES,
  /** Width × height of an uploaded picture, read from its header before it is decoded (a small PNG can claim billions). */
  uploadMaxPixels: 40_000_000,
  fullnameMin: 3,
  usernameMin: 3,
  bioMax: 150,
  signupPasswordMin: 6,
  signupPasswordMax: 30,
  changePasswordMin: 6,
  changePasswordMax: 20,
  blogDescriptionMax: 200,
  blogTagsMax: 10,
  donationDescriptionMax: 500,
  donationContentMax: 500,
  galleryDescriptionMax: 500,
  donationMinimum: 10_000,
  relatedBlogs: 6,
  commentMax: 2000,
  /** A donor's prayer sent with a donation. */
  prayerMessageMax: 280,
  campaignNewsTitleMax: 150,
  /** Pictures beside a campaign news post's body. */
  campaignNewsPicturesMax: 10,
} as const;
