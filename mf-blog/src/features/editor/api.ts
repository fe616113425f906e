import { api } from '@yayasan/store';
import type { BlockDocument } from '@yayasan/blocks';

/** An article as get-blog answers it in the editor (`content` as stored). */
export interface EditableBlog {
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  content: unknown;
  tags: string[];
  draft: boolean;
  author?: { personal_info?: { username?: string; fullname?: string } };
}

export interface CreateBlogBody {
  title: string;
  banner: string;
  des: string;
  content: BlockDocument;
  tags: string[];
  draft: boolean;
  /** The blog_id from the route when editing an existing article. */
  id?: string;
}

export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The editor always reads the latest stored version, drafts included; only its author may.
    blogForEdit: build.query<{ blog: EditableBlog }, string>({
      query: (blogId) => ({ url: '/get-blog', method: 'POST', body: { blog_id: blogId, draft: true, mode: 'edit' } }),
      keepUnusedDataFor: 0,
    }),
    createBlog: build.mutation<{ id: string }, CreateBlogBody>({
      query: (body) => ({ url: '/create-blog', method: 'POST', body }),
    }),
  }),
});
