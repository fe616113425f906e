import type { BlockDocument } from '@yayasan/blocks';
import type { BlogAnswer, CreatedBlog } from '@yayasan/contracts';
import { api } from '@yayasan/store';

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
    blogForEdit: build.query<BlogAnswer, string>({
      query: (blogId) => ({ url: '/get-blog', method: 'POST', body: { blog_id: blogId, draft: true, mode: 'edit' } }),
      keepUnusedDataFor: 0,
    }),
    createBlog: build.mutation<CreatedBlog, CreateBlogBody>({
      query: (body) => ({ url: '/create-blog', method: 'POST', body }),
    }),
  }),
});
