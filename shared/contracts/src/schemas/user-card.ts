import { Type } from '@sinclair/typebox';

/** A user's public name fields, as every service shows an author, commenter or actor (`PersonalInfo`). */
export const PersonalInfoSchema = Type.Object({
  fullname: Type.String(),
  username: Type.String(),
  profile_img: Type.String(),
});

/** A user in a list: authors, commenters, actors of a notification (`UserCard`). */
export const UserCardSchema = Type.Object({
  _id: Type.Integer(),
  personal_info: PersonalInfoSchema,
});
