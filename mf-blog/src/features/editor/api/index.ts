import type { BlockDocument } from '@yayasan/blocks';
import type { BlogAnswer, CreatedBlog, UploadImageAnswer } from '@yayasan/contracts';
import { checkAnswers } from '@yayasan/store';
import { BLOG_LISTS, blogApi, blogTag, type FeatureEndpoints } from '../../../lib/api';

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

export const editorApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    // The editor always reads the latest stored version, drafts included; only its author may.
    // Nothing is kept once the editor closes: it starts from its first answer, never a cached copy.
    blogForEdit: build.query<BlogAnswer, string>({
      query: (blogId) => ({ url: '/get-blog', method: 'POST', body: { blog_id: blogId, draft: true, mode: 'edit' } }),
      keepUnusedDataFor: 0,
    }),
    createBlog: build.mutation<CreatedBlog, CreateBlogBody>({
      query: (body) => ({ url: '/create-blog', method: 'POST', body }),
      // Lists cached elsewhere (latest, trending, own articles) show the new or changed article.
      invalidatesTags: (_r, _e, { id }) => [BLOG_LISTS, ...(id ? [blogTag(id)] : [])],
    }),
    // A picture from another site is shown and stored as the site's own copy (the page's CSP shows no other).
    importImage: build.mutation<UploadImageAnswer, string>({
      query: (url) => ({ url: '/import-image', method: 'POST', body: { url } }),
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers<FeatureEndpoints<typeof editorApi>>(editorApi, () => import('./answers'));
}
